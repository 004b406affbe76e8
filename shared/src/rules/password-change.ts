import type { FieldErrors } from './field-errors';
import { passwordErrors } from './signup';

/** POST /change-password's fields (ASVS 6.2.2, 6.2.3). */
export interface PasswordChangeForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'The current password field is required.',
  currentWrong: 'The current password is not correct.',
  newRequired: 'The new password field is required.',
  sameAsCurrent: 'The new password must differ from the current one.',
  done: 'Password changed. Your other sessions were signed out.',
} as const;

/**
 * The change-password rules that need neither the stored password nor the common-password list:
 * both passwords present, the new one long enough and confirmed, and not the current one as
 * typed. The server adds the current password's check and `passwordWeakness`.
 */
export function passwordChangeErrors(form: PasswordChangeForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.current_password) errors.current_password = [PASSWORD_CHANGE_MESSAGES.currentRequired];
  const password = form.password ? passwordErrors(form.password, form.password_confirmation) : [PASSWORD_CHANGE_MESSAGES.newRequired];
  if (form.password && form.current_password && form.password.normalize('NFC') === form.current_password.normalize('NFC')) {
    password.push(PASSWORD_CHANGE_MESSAGES.sameAsCurrent);
  }
  if (password.length > 0) errors.password = password;
  return errors;
}

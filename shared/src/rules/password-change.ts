import type { FieldErrors } from './field-errors';
import { englishTexts, inEnglish, type Translate } from './messages';
import { passwordErrors } from './signup';

/** POST /change-password's fields (ASVS 6.2.2, 6.2.3). */
export interface PasswordChangeForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** What the form's own checks say, for a page to say in its language. */
export const PASSWORD_CHANGE_TEXTS = {
  currentRequired: /*i18n*/ { id: 'rules.passwordChange.currentRequired', message: 'The current password field is required.' },
  newRequired: /*i18n*/ { id: 'rules.passwordChange.newRequired', message: 'The new password field is required.' },
  sameAsCurrent: /*i18n*/ { id: 'rules.passwordChange.sameAsCurrent', message: 'The new password must differ from the current one.' },
  currentWrong: /*i18n*/ { id: 'rules.passwordChange.currentWrong', message: 'The current password is not correct.' },
  done: /*i18n*/ { id: 'rules.passwordChange.done', message: 'Password changed. Your other sessions were signed out.' },
};

export const PASSWORD_CHANGE_MESSAGES = englishTexts(PASSWORD_CHANGE_TEXTS);

/**
 * The change-password rules that need neither the stored password nor the common-password list:
 * both passwords present, the new one long enough and confirmed, and not the current one as
 * typed. The server adds the current password's check and `passwordWeakness`.
 */
export function passwordChangeErrors(form: PasswordChangeForm, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.current_password) errors.current_password = [translate(PASSWORD_CHANGE_TEXTS.currentRequired)];
  const password = form.password ? passwordErrors(form.password, form.password_confirmation, translate) : [translate(PASSWORD_CHANGE_TEXTS.newRequired)];
  if (form.password && form.current_password && form.password.normalize('NFC') === form.current_password.normalize('NFC')) {
    password.push(translate(PASSWORD_CHANGE_TEXTS.sameAsCurrent));
  }
  if (password.length > 0) errors.password = password;
  return errors;
}

import type { LoginBody } from '../types';
import type { FieldErrors } from './field-errors';

export const SIGN_IN_FORM_MESSAGES = {
  usernameRequired: 'Please enter your username or email.',
  passwordRequired: 'Please enter your password.',
} as const;

/** The sign-in form's own check: both fields typed. Whether they match an account is the server's. */
export function signInErrors(form: LoginBody): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.username.trim()) errors.username = [SIGN_IN_FORM_MESSAGES.usernameRequired];
  if (!form.password) errors.password = [SIGN_IN_FORM_MESSAGES.passwordRequired];
  return errors;
}

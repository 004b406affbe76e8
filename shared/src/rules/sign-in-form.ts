import type { LoginBody } from '../types';
import type { FieldErrors } from './field-errors';
import { inEnglish, type Translate } from './messages';

const SIGN_IN_FORM_TEXTS = {
  usernameRequired: /*i18n*/ { id: 'rules.signIn.usernameRequired', message: 'Please enter your username or email.' },
  passwordRequired: /*i18n*/ { id: 'rules.signIn.passwordRequired', message: 'Please enter your password.' },
};

/** The sign-in form's own check: both fields typed. Whether they match an account is the server's. */
export function signInErrors(form: LoginBody, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.username.trim()) errors.username = [translate(SIGN_IN_FORM_TEXTS.usernameRequired)];
  if (!form.password) errors.password = [translate(SIGN_IN_FORM_TEXTS.passwordRequired)];
  return errors;
}

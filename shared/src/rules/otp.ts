import type { PasswordResetPayload } from '../types';
import type { FieldErrors } from './field-errors';
import { englishTexts, inEnglish, type Translate } from './messages';
import { isEmailAddress, passwordErrors } from './signup';

/** One-time codes (password reset, email verification): docs/email.md#one-time-codes. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export function isOtpFormat(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

export function otpExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + OTP_TTL_MINUTES * 60_000);
}

/** Expired from the expiry instant on: a code is valid for exactly OTP_TTL_MINUTES. */
export function isOtpExpired(expiresAt: string, now: Date): boolean {
  return Date.parse(expiresAt) <= now.getTime();
}

export function otpAttemptsLeft(attempts: number): number {
  return Math.max(0, OTP_MAX_ATTEMPTS - attempts);
}

/** Whether a stored code may still be tried: not used, not expired, tries left. */
export function isOtpUsable(code: { expires_at: string; attempts: number; used_at: string | null }, now: Date): boolean {
  return code.used_at === null && !isOtpExpired(code.expires_at, now) && otpAttemptsLeft(code.attempts) > 0;
}

/** The answer to a wrong, expired, used or exhausted code: one message, so it reveals nothing more. */
export const OTP_INVALID_TEXT = /*i18n*/ { id: 'rules.otp.invalid', message: 'The code is invalid or has expired.' };
export const OTP_INVALID_MESSAGE = inEnglish(OTP_INVALID_TEXT);

const CODE_TEXTS = {
  required: /*i18n*/ { id: 'rules.otp.required', message: 'The code field is required.' },
  format: /*i18n*/ { id: 'rules.otp.format', message: 'The code must be {digits} digits.' },
  emailRequired: /*i18n*/ { id: 'rules.otp.emailRequired', message: 'The email field is required.' },
  passwordRequired: /*i18n*/ { id: 'rules.otp.passwordRequired', message: 'The password field is required.' },
};

/** The code field's own rule (present, 6 digits), checked before a try is counted. */
export function otpError(otp: string, translate: Translate = inEnglish): string | null {
  const trimmed = otp.trim();
  if (!trimmed) return translate(CODE_TEXTS.required);
  if (!isOtpFormat(trimmed)) return translate({ ...CODE_TEXTS.format, values: { digits: OTP_LENGTH } });
  return null;
}

/** The email of both password-reset forms: present (whether it has an account is never said). */
export function resetEmailError(email: string, translate: Translate = inEnglish): string | null {
  return email.trim() ? null : translate(CODE_TEXTS.emailRequired);
}

const CODE_SENT = /*i18n*/ {
  id: 'rules.passwordReset.codeSent',
  message: 'If an account exists for that email, we have sent a {digits}-digit code to it. It is valid for {minutes} minutes.',
};

/** The password-reset routes' answers, for a page to say in its language; the reset page says `done` too when the answer has no message. */
export const PASSWORD_RESET_TEXTS = {
  codeSent: { ...CODE_SENT, values: { digits: OTP_LENGTH, minutes: OTP_TTL_MINUTES } },
  invalidCode: /*i18n*/ { id: 'rules.passwordReset.invalidCode', message: 'The code is invalid or has expired. Request a new one.' },
  done: /*i18n*/ { id: 'rules.passwordReset.done', message: 'Your password has been reset. You can now sign in.' },
};

export const PASSWORD_RESET_MESSAGES = englishTexts(PASSWORD_RESET_TEXTS);

/** The reset form's rules that need no database; the code itself is checked by the server. */
export function passwordResetErrors(form: PasswordResetPayload, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  const otp = otpError(form.otp, translate);
  if (otp) errors.otp = [otp];
  const email = resetEmailError(form.email, translate);
  if (email) errors.email = [email];
  const password = form.password ? passwordErrors(form.password, form.password_confirmation, translate) : [translate(CODE_TEXTS.passwordRequired)];
  if (password.length > 0) errors.password = password;
  return errors;
}

const RESET_CODE_REQUEST_TEXTS = {
  emailRequired: /*i18n*/ { id: 'rules.passwordReset.emailRequired', message: 'Please enter your email address.' },
  emailInvalid: /*i18n*/ { id: 'rules.passwordReset.emailInvalid', message: 'Please enter a valid email address.' },
};

/** The forgot-password form: an address to send the reset code to. Whether it has an account is never said. */
export function resetCodeRequestErrors(form: { email: string }, translate: Translate = inEnglish): FieldErrors {
  const email = form.email.trim();
  if (!email) return { email: [translate(RESET_CODE_REQUEST_TEXTS.emailRequired)] };
  if (!isEmailAddress(email)) return { email: [translate(RESET_CODE_REQUEST_TEXTS.emailInvalid)] };
  return {};
}

import type { PasswordResetPayload } from '../types';
import type { FieldErrors } from './field-errors';
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
export const OTP_INVALID_MESSAGE = 'The code is invalid or has expired.';

/** The code field's own rule (present, 6 digits), checked before a try is counted. */
export function otpError(otp: string): string | null {
  const trimmed = otp.trim();
  if (!trimmed) return 'The code field is required.';
  if (!isOtpFormat(trimmed)) return `The code must be ${OTP_LENGTH} digits.`;
  return null;
}

/** The email of both password-reset forms: present (whether it has an account is never said). */
export function resetEmailError(email: string): string | null {
  return email.trim() ? null : 'The email field is required.';
}

/** The password-reset routes' answers; the reset page says `done` too when the answer has no message. */
export const PASSWORD_RESET_MESSAGES = {
  codeSent: `If an account exists for that email, we have sent a ${OTP_LENGTH}-digit code to it. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  invalidCode: `${OTP_INVALID_MESSAGE} Request a new one.`,
  done: 'Your password has been reset. You can now sign in.',
} as const;

/** The reset form's rules that need no database; the code itself is checked by the server. */
export function passwordResetErrors(form: PasswordResetPayload): FieldErrors {
  const errors: FieldErrors = {};
  const otp = otpError(form.otp);
  if (otp) errors.otp = [otp];
  const email = resetEmailError(form.email);
  if (email) errors.email = [email];
  const password = form.password ? passwordErrors(form.password, form.password_confirmation) : ['The password field is required.'];
  if (password.length > 0) errors.password = password;
  return errors;
}

export const RESET_CODE_REQUEST_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

/** The forgot-password form: an address to send the reset code to. Whether it has an account is never said. */
export function resetCodeRequestErrors(form: { email: string }): FieldErrors {
  const email = form.email.trim();
  if (!email) return { email: [RESET_CODE_REQUEST_MESSAGES.emailRequired] };
  if (!isEmailAddress(email)) return { email: [RESET_CODE_REQUEST_MESSAGES.emailInvalid] };
  return {};
}

/** Two-factor sign-in (TOTP, RFC 6238) and its recovery codes: the rules both the pages and the API follow. */
import type { FieldErrors } from './field-errors';
import { englishTexts, inEnglish, type Translate } from './messages';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one period either side of the server's are accepted, for clocks that drift a little. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A sign-in waiting for its second step lasts this long, and allows this many wrong codes. */
export const SIGN_IN_CHALLENGE_MINUTES = 5;
export const SIGN_IN_CHALLENGE_MAX_ATTEMPTS = 5;

const APP_CODE_FORMAT = /*i18n*/ { id: 'rules.twoFactor.appCodeFormat', message: 'The code must be {digits} digits.' };

/** What the sign-in's second step and the app's setup say themselves, for a page to say in its language. */
export const TWO_FACTOR_TEXTS = {
  codeRequired: /*i18n*/ { id: 'rules.twoFactor.codeRequired', message: 'Enter the 6-digit code from your authenticator app, or a recovery code.' },
  challengeExpired: /*i18n*/ { id: 'rules.twoFactor.challengeExpired', message: 'This sign-in has expired. Please sign in again.' },
  appCodeRequired: /*i18n*/ { id: 'rules.twoFactor.appCodeRequired', message: 'The code field is required.' },
  appCodeFormat: { ...APP_CODE_FORMAT, values: { digits: TOTP_DIGITS } },
  /** A form's fallback when a failed check carries no message of its own. */
  checkFailed: /*i18n*/ { id: 'rules.twoFactor.checkFailed', message: 'The code could not be checked. Please try again.' },
  invalidCode: /*i18n*/ { id: 'rules.twoFactor.invalidCode', message: 'The code is not valid. Check your authenticator app and try again.' },
  enabled: /*i18n*/ { id: 'rules.twoFactor.enabled', message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.' },
  disabled: /*i18n*/ { id: 'rules.twoFactor.disabled', message: 'Two-factor sign-in is off.' },
  alreadyEnabled: /*i18n*/ { id: 'rules.twoFactor.alreadyEnabled', message: 'Two-factor sign-in is already on.' },
  notEnabled: /*i18n*/ { id: 'rules.twoFactor.notEnabled', message: 'Two-factor sign-in is not on.' },
  noSetup: /*i18n*/ { id: 'rules.twoFactor.noSetup', message: 'Start the setup again: no secret is waiting for confirmation.' },
  adminRequired: /*i18n*/ { id: 'rules.twoFactor.adminRequired', message: 'Administrators must keep two-factor sign-in on.' },
};

export const TWO_FACTOR_MESSAGES = englishTexts(TWO_FACTOR_TEXTS);

/**
 * Recovery codes look like `k7m2px-9d4wab-c3ef5g-hj6kmn`: four groups of six characters from an
 * alphabet without look-alikes, 31^24 ≈ 2^118: at least 112 bits, so a keyed hash stores them
 * safely (ASVS 6.5.2) without a slow password hash per try.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_GROUPS = 4;
export const RECOVERY_CODE_GROUP_LENGTH = 6;
const GROUP = `[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_LENGTH}}`;
const RECOVERY_CODE_PATTERN = new RegExp(`^${GROUP}(?:-${GROUP}){${RECOVERY_CODE_GROUPS - 1}}$`);

/** What a user typed, without spaces and in lower case (apps show `123 456`; codes may be typed in capitals). */
export function normalizeSecondFactorCode(input: string): string {
  return input.replace(/\s+/g, '').toLowerCase();
}

export function isTotpCodeFormat(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);
}

export function isRecoveryCodeFormat(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code);
}

/** Which kind of code a (normalised) entry is, or null when it is neither. */
export function secondFactorKind(code: string): 'totp' | 'recovery' | null {
  if (isTotpCodeFormat(code)) return 'totp';
  if (isRecoveryCodeFormat(code)) return 'recovery';
  return null;
}

/** The secret as people type it into an app: base32 in groups of four. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A code typed to sign in or to turn two-factor sign-in off: the app's or a recovery code, so only its presence is checked here. */
export function secondFactorCodeErrors(form: { code: string }, translate: Translate = inEnglish): FieldErrors {
  return normalizeSecondFactorCode(form.code) ? {} : { code: [translate(TWO_FACTOR_TEXTS.codeRequired)] };
}

/** The app's first code, which turns two-factor sign-in on: six digits (apps show them as `123 456`). */
export function appCodeErrors(form: { code: string }, translate: Translate = inEnglish): FieldErrors {
  const code = normalizeSecondFactorCode(form.code);
  if (!code) return { code: [translate(TWO_FACTOR_TEXTS.appCodeRequired)] };
  if (!isTotpCodeFormat(code)) return { code: [translate(TWO_FACTOR_TEXTS.appCodeFormat)] };
  return {};
}

import { COMMON_PASSWORDS } from './common-passwords';
import { englishTexts, inEnglish, type Translate } from './messages';

/**
 * ASVS 5.0 6.2.4 and 6.2.11: a new password (sign-up, password reset, password change) is
 * neither one of the 3,000 most common passwords nor built on a word of its context.
 * Imported through `@arcvest/shared/password-strength`, never the rules index, so the list
 * stays out of the browser bundles (the server is the one that checks it).
 */
const PASSWORD_WEAKNESS_TEXTS = {
  common: /*i18n*/ { id: 'rules.passwordWeakness.common', message: 'This password is one of the most common passwords. Please choose another.' },
  siteName: /*i18n*/ { id: 'rules.passwordWeakness.siteName', message: "The password must not contain the site's name." },
  username: /*i18n*/ { id: 'rules.passwordWeakness.username', message: 'The password must not contain your username.' },
  email: /*i18n*/ { id: 'rules.passwordWeakness.email', message: 'The password must not contain your email address.' },
  name: /*i18n*/ { id: 'rules.passwordWeakness.name', message: 'The password must not contain your first or last name.' },
};

export const PASSWORD_WEAKNESS_MESSAGES = englishTexts(PASSWORD_WEAKNESS_TEXTS);

/**
 * The context words banned in a password (ASVS 6.1.2, documented in docs/security.md): the
 * site's name, the username, the local part of the email and the first and last names. Each
 * counts whole and by its parts (split on anything but letters and digits); parts under
 * MIN_CONTEXT_WORD_LENGTH characters are ignored, as they would forbid too much ("Al", "Li").
 */
export interface PasswordContext {
  siteName?: string;
  username?: string;
  email?: string;
  firstname?: string;
  lastname?: string;
}

export const MIN_CONTEXT_WORD_LENGTH = 3;

const COMMON = new Set(COMMON_PASSWORDS);

const fold = (text: string) => text.normalize('NFC').toLowerCase();

/** The word itself and its parts, folded, each at least MIN_CONTEXT_WORD_LENGTH long. */
function contextWords(value: string | undefined): string[] {
  const whole = fold(value ?? '').trim();
  const parts = whole.split(/[^\p{L}\p{N}]+/u);
  return [...new Set([whole, ...parts])].filter((word) => word.length >= MIN_CONTEXT_WORD_LENGTH);
}

/** Whether `password` is one of the 3,000 most common passwords, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(fold(password));
}

/**
 * Why a new password is too easy to guess, or null: a common password first, then a context
 * word (case-insensitive). Length and confirmation are `passwordErrors`' (rules/signup.ts).
 */
export function passwordWeakness(password: string, context: PasswordContext, translate: Translate = inEnglish): string | null {
  const weakness = weaknessOf(password, context);
  return weakness ? translate(PASSWORD_WEAKNESS_TEXTS[weakness]) : null;
}

function weaknessOf(password: string, context: PasswordContext): keyof typeof PASSWORD_WEAKNESS_TEXTS | null {
  if (!password) return null;
  if (isCommonPassword(password)) return 'common';
  const folded = fold(password);
  const contains = (value: string | undefined) => contextWords(value).some((word) => folded.includes(word));
  if (contains(context.siteName)) return 'siteName';
  if (contains(context.username)) return 'username';
  if (contains(context.email?.split('@')[0])) return 'email';
  if (contains(context.firstname) || contains(context.lastname)) return 'name';
  return null;
}

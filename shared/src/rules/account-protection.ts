// Guards on the way out (docs/security.md#account-protection): step-up before money or a new
// address leaves, re-authentication before a credential changes, a hold after one changes, a
// freeze the owner can pull, and an anti-phishing phrase. One text each, said by server and page.
import { PATHS } from '../routes/paths';
import { formatUtc } from './dates';
import { englishTexts, inEnglish, type Message, type Translate } from './messages';
import { DEFAULT_LOCALE, type UiLocale } from './locale';

/** How long a step-up code or passkey challenge lives, and how many codes it takes. */
export const STEP_UP_MINUTES = 10;
export const STEP_UP_MAX_ATTEMPTS = 5;
/** A password, code or passkey entered this recently in this session counts as re-authentication. */
export const REAUTH_MINUTES = 5;
/** Failed second-factor codes an account may have in a row before the factor locks (NIST SP 800-63B: at most 100). */
export const SECOND_FACTOR_MAX_FAILURES = 100;
/** A freeze link in a security email works this long, once. */
export const FREEZE_LINK_DAYS = 7;
export const ANTI_PHISHING_MIN_LENGTH = 4;
export const ANTI_PHISHING_MAX_LENGTH = 32;
export const UNFREEZE_TEXT_MAX_LENGTH = 500;

export const STEP_UP_PURPOSES = ['withdrawal', 'withdrawal-address'] as const;
export type StepUpPurpose = (typeof STEP_UP_PURPOSES)[number];
export const STEP_UP_METHODS = ['passkey', 'totp', 'email'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/** Machine-readable `error` of a refusal, so a page knows to ask for the step-up or re-authentication inline. */
export const PROTECTION_ERRORS = {
  stepUpRequired: 'step_up_required',
  reauthenticationRequired: 'reauthentication_required',
  securityHold: 'security_hold',
  frozen: 'account_frozen',
  secondFactorLocked: 'second_factor_locked',
} as const;

/** What the freeze page says itself, for it to say in its language. */
export const PROTECTION_TEXTS = {
  freezeLinkInvalid: /*i18n*/ {
    id: 'rules.protection.freezeLinkInvalid',
    message: 'This link is invalid, already used or expired. If you still need to freeze your account, contact support.',
  },
  stepUpRequired: /*i18n*/ {
    id: 'rules.protection.stepUpRequired',
    message: 'Confirm it is you first: enter the code we sent, your authenticator code or use a passkey.',
  },
  stepUpInvalidCode: /*i18n*/ { id: 'rules.protection.stepUpInvalidCode', message: 'The confirmation code is wrong. Check it and try again.' },
  stepUpOtherDetails: /*i18n*/ { id: 'rules.protection.stepUpOtherDetails', message: 'This confirmation was for other details. Confirm these details again.' },
  stepUpUsed: /*i18n*/ { id: 'rules.protection.stepUpUsed', message: 'This confirmation was already used. Ask for a new one.' },
  stepUpExpired: /*i18n*/ { id: 'rules.protection.stepUpExpired', message: 'This confirmation has expired or had too many wrong codes. Ask for a new one.' },
  stepUpPasskeyFailed: /*i18n*/ { id: 'rules.protection.stepUpPasskeyFailed', message: 'The passkey could not be verified. Try again or use a code.' },
  stepUpSent: /*i18n*/ { id: 'rules.protection.stepUpSent', message: 'We sent a confirmation code to your email address.' },
  reauthenticationRequired: /*i18n*/ {
    id: 'rules.protection.reauthenticationRequired',
    message: 'For your security, confirm it is you: enter your password, an authenticator code or use a passkey.',
  },
  reauthenticated: /*i18n*/ { id: 'rules.protection.reauthenticated', message: 'Thank you. You can go on for the next few minutes.' },
  reauthenticationFailed: /*i18n*/ { id: 'rules.protection.reauthenticationFailed', message: 'That did not match. Try again.' },
  frozenSelf: /*i18n*/ { id: 'rules.protection.frozenSelf', message: 'Your account is frozen. Every session has been signed out.' },
  unfrozen: /*i18n*/ { id: 'rules.protection.unfrozen', message: 'The account is unfrozen. The user can sign in again.' },
  notFrozen: /*i18n*/ { id: 'rules.protection.notFrozen', message: 'This account is neither frozen nor locked.' },
  antiPhishingSaved: /*i18n*/ {
    id: 'rules.protection.antiPhishingSaved',
    message: 'Your anti-phishing code is saved. It will appear at the top of every email from us.',
  },
  antiPhishingRemoved: /*i18n*/ { id: 'rules.protection.antiPhishingRemoved', message: 'Your anti-phishing code is removed.' },
} satisfies Record<string, Message>;

export const PROTECTION_MESSAGES = englishTexts(PROTECTION_TEXTS);

/** The refusals and lines that name a date, a code or the support address, for the API and the pages to say in the reader's language. */
export const PROTECTION_NOTICE_TEXTS = {
  securityHold: /*i18n*/ {
    id: 'rules.protection.securityHold',
    message: 'For your security, withdrawals and new withdrawal addresses are on hold until {until} after a recent change to how you sign in.',
  },
  frozenAccount: /*i18n*/ {
    id: 'rules.protection.frozenAccount',
    message: 'This account is frozen to protect it. To unfreeze it, write to {supportEmail}: we will check your identity first.',
  },
  secondFactorLocked: /*i18n*/ {
    id: 'rules.protection.secondFactorLocked',
    message: 'Your second factor is locked after too many wrong codes. To reset it, write to {supportEmail}.',
  },
  antiPhishingLine: /*i18n*/ { id: 'rules.protection.antiPhishingLine', message: 'Your anti-phishing code: {code}' },
} satisfies Record<string, Message>;

/** The hold's refusal, its end written in `locale`'s way (UTC). */
export function securityHoldText(until: string | Date, locale: UiLocale = DEFAULT_LOCALE): Message {
  return { ...PROTECTION_NOTICE_TEXTS.securityHold, values: { until: formatUtc(until, locale) } };
}

export function frozenAccountText(supportEmail: string): Message {
  return { ...PROTECTION_NOTICE_TEXTS.frozenAccount, values: { supportEmail } };
}

export function secondFactorLockedText(supportEmail: string): Message {
  return { ...PROTECTION_NOTICE_TEXTS.secondFactorLocked, values: { supportEmail } };
}

export function securityHoldMessage(until: string | Date, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  return translate(securityHoldText(until, locale));
}

/**
 * What a step-up is bound to: the request's fields that decide where money goes, normalised as
 * the server stores them (the address trimmed), so a confirmation cannot be used for others.
 */
export function stepUpKey(purpose: StepUpPurpose, details: { amount?: number; payment_method: string; address: string; label?: string }): string {
  const fields =
    purpose === 'withdrawal'
      ? [details.amount ?? null, details.payment_method, details.address.trim()]
      : [details.payment_method, details.address.trim(), (details.label ?? '').trim()];
  return JSON.stringify([purpose, ...fields]);
}

const ANTI_PHISHING_TEXTS = {
  length: /*i18n*/ { id: 'rules.antiPhishing.length', message: 'Use {minimum} to {maximum} characters.' },
  characters: /*i18n*/ { id: 'rules.antiPhishing.characters', message: "Use letters, digits, spaces and . , ! ? ' - only." },
};

/** An anti-phishing phrase: 4 to 32 letters, digits, spaces or simple punctuation; null when fine. */
export function antiPhishingCodeError(code: string, translate: Translate = inEnglish): string | null {
  const trimmed = code.trim();
  if (trimmed.length < ANTI_PHISHING_MIN_LENGTH || trimmed.length > ANTI_PHISHING_MAX_LENGTH) {
    return translate({ ...ANTI_PHISHING_TEXTS.length, values: { minimum: ANTI_PHISHING_MIN_LENGTH, maximum: ANTI_PHISHING_MAX_LENGTH } });
  }
  if (!/^[\p{L}\p{N} .,!?'-]+$/u.test(trimmed)) return translate(ANTI_PHISHING_TEXTS.characters);
  return null;
}

/** The line every email starts with once the user has chosen a phrase. */
export function antiPhishingLine(code: string, translate: Translate = inEnglish): string {
  return translate({ ...PROTECTION_NOTICE_TEXTS.antiPhishingLine, values: { code } });
}

/** Wrong second-factor codes in a row are emailed at the 5th, then every 25th (30, 55, 80); the lock at 100 has an email of its own. */
export function secondFactorAlertDue(failures: number): boolean {
  return failures === 5 || (failures > 5 && failures < SECOND_FACTOR_MAX_FAILURES && (failures - 5) % 25 === 0);
}

/** The phrase as the security page shows it back: its first and last character ("b…e, 9 characters"). */
const MASKED_CODE = /*i18n*/ {
  id: 'rules.antiPhishing.masked',
  message: '{first}…{last} ({count, plural, one {# character} other {# characters}})',
};

export function maskedAntiPhishingCode(code: string, translate: Translate = inEnglish): string {
  const characters = Array.from(code);
  return translate({ ...MASKED_CODE, values: { first: characters[0], last: characters[characters.length - 1], count: characters.length } });
}

/** The "This wasn't me" link of a security email: the freeze page with its single-use token. */
export function freezeLinkUrl(siteUrl: string, token: string): string {
  return new URL(`${PATHS.freezeAccount}?token=${encodeURIComponent(token)}`, siteUrl).toString();
}

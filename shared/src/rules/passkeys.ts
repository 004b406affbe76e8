/** Passkeys (WebAuthn): the rules both the pages and the API follow (docs/security.md#passkeys). */
import { MAX_PASSKEYS_PER_USER, PASSKEY_NAME_MAX_LENGTH } from './passkey-limits';
import type { FieldErrors } from './field-errors';
import { englishTexts, inEnglish, type Message, type Translate } from './messages';

export { MAX_PASSKEYS_PER_USER, PASSKEY_CHALLENGE_MINUTES, PASSKEY_NAME_MAX_LENGTH } from './passkey-limits';

/** What signing in with a passkey says itself (the browser's refusals, a failed check), for a page to say in its language. */
export const PASSKEY_TEXTS = {
  signInFailed: /*i18n*/ { id: 'rules.passkey.signInFailed', message: 'This passkey could not sign you in. Try again, or use your password.' },
  checkFailed: /*i18n*/ { id: 'rules.passkey.checkFailed', message: 'The passkey could not be checked. Please try again.' },
  cancelled: /*i18n*/ { id: 'rules.passkey.cancelled', message: 'The passkey request was cancelled or timed out.' },
  unsupported: /*i18n*/ { id: 'rules.passkey.unsupported', message: 'This browser cannot use passkeys.' },
  alreadyOnDevice: /*i18n*/ { id: 'rules.passkey.alreadyOnDevice', message: 'This device already holds a passkey for your account.' },
  wrongAddress: /*i18n*/ { id: 'rules.passkey.wrongAddress', message: 'Passkeys cannot be used on this address of the site.' },
  noUserVerification: /*i18n*/ {
    id: 'rules.passkey.noUserVerification',
    message: 'This authenticator cannot verify you (PIN or biometrics), which passkeys here need.',
  },
};

/** What the security page's passkey card checks and says itself. */
export const PASSKEY_NAME_TEXTS = {
  nameRequired: /*i18n*/ { id: 'rules.passkey.nameRequired', message: 'Give the passkey a name.' },
  nameTooLong: /*i18n*/ { id: 'rules.passkey.nameTooLong', message: 'The name may have at most {maximum} characters.' },
  tooMany: /*i18n*/ { id: 'rules.passkey.tooMany', message: 'You can have at most {maximum} passkeys. Remove one first.' },
};

/** What the API answers about passkeys, for the reader's language. */
export const PASSKEY_ANSWER_TEXTS = {
  nameTaken: /*i18n*/ { id: 'rules.passkey.nameTaken', message: 'You already have a passkey with this name.' },
  registrationFailed: /*i18n*/ { id: 'rules.passkey.registrationFailed', message: 'The passkey could not be verified. Please try again.' },
  alreadyRegistered: /*i18n*/ { id: 'rules.passkey.alreadyRegistered', message: 'This passkey is already registered.' },
  notDiscoverable: /*i18n*/ {
    id: 'rules.passkey.notDiscoverable',
    message: 'This passkey cannot sign in by itself (it is not stored on the device). Use another authenticator.',
  },
  registered: /*i18n*/ { id: 'rules.passkey.registered', message: 'Passkey added.' },
  removed: /*i18n*/ { id: 'rules.passkey.removed', message: 'Passkey removed.' },
  notFound: /*i18n*/ { id: 'rules.passkey.notFound', message: 'Passkey not found.' },
  noPasskeys: /*i18n*/ { id: 'rules.passkey.noPasskeys', message: 'This account has no passkey. Use your authentication code instead.' },
  secondFactorBoth: /*i18n*/ { id: 'rules.passkey.secondFactorBoth', message: 'Send either a code or a passkey, not both.' },
  tooMany: { ...PASSKEY_NAME_TEXTS.tooMany, values: { maximum: MAX_PASSKEYS_PER_USER } },
} satisfies Record<string, Message>;

export const PASSKEY_MESSAGES = {
  ...englishTexts(PASSKEY_TEXTS),
  ...englishTexts(PASSKEY_ANSWER_TEXTS),
  nameRequired: inEnglish(PASSKEY_NAME_TEXTS.nameRequired),
  nameTooLong: inEnglish({ ...PASSKEY_NAME_TEXTS.nameTooLong, values: { maximum: PASSKEY_NAME_MAX_LENGTH } }),
} as const;

/** The name as stored: trimmed, inner runs of spaces kept as typed. */
export function normalizePasskeyName(name: string): string {
  return name.trim();
}

/** The name's problems (1 to 60 characters after trimming); uniqueness is the server's to check. */
export function passkeyNameErrors(name: string, translate: Translate = inEnglish): FieldErrors {
  const trimmed = normalizePasskeyName(name);
  if (trimmed.length === 0) return { name: [translate(PASSKEY_NAME_TEXTS.nameRequired)] };
  if ([...trimmed].length > PASSKEY_NAME_MAX_LENGTH)
    return { name: [translate({ ...PASSKEY_NAME_TEXTS.nameTooLong, values: { maximum: PASSKEY_NAME_MAX_LENGTH } })] };
  return {};
}

/**
 * What to tell the user when the browser's passkey prompt failed (the error
 * @simplewebauthn/browser throws keeps the DOMException's name); null when the failure is not
 * the browser's (a failed API call, read as usual).
 */
export function browserPasskeyErrorMessage(error: unknown, translate: Translate = inEnglish): string | null {
  if (typeof error !== 'object' || error === null || !('name' in error)) return null;
  const { name, message } = error as { name?: unknown; message?: unknown };
  switch (name) {
    case 'NotAllowedError':
    case 'AbortError':
      return translate(PASSKEY_TEXTS.cancelled);
    case 'InvalidStateError':
      return translate(PASSKEY_TEXTS.alreadyOnDevice);
    case 'NotSupportedError':
      return translate(PASSKEY_TEXTS.unsupported);
    case 'SecurityError':
      return translate(PASSKEY_TEXTS.wrongAddress);
    case 'ConstraintError':
      return translate(PASSKEY_TEXTS.noUserVerification);
    default:
      return typeof message === 'string' && /not supported/i.test(message) ? translate(PASSKEY_TEXTS.unsupported) : null;
  }
}

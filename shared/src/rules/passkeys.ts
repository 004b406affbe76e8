/** Passkeys (WebAuthn): the rules both the pages and the API follow (docs/security.md#passkeys). */
import { MAX_PASSKEYS_PER_USER, PASSKEY_NAME_MAX_LENGTH } from './passkey-limits';
import type { FieldErrors } from './field-errors';

export { MAX_PASSKEYS_PER_USER, PASSKEY_CHALLENGE_MINUTES, PASSKEY_NAME_MAX_LENGTH } from './passkey-limits';

export const PASSKEY_MESSAGES = {
  nameRequired: 'Give the passkey a name.',
  nameTooLong: `The name may have at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'You already have a passkey with this name.',
  tooMany: `You can have at most ${MAX_PASSKEYS_PER_USER} passkeys. Remove one first.`,
  registrationFailed: 'The passkey could not be verified. Please try again.',
  alreadyRegistered: 'This passkey is already registered.',
  notDiscoverable: 'This passkey cannot sign in by itself (it is not stored on the device). Use another authenticator.',
  registered: 'Passkey added.',
  removed: 'Passkey removed.',
  notFound: 'Passkey not found.',
  signInFailed: 'This passkey could not sign you in. Try again, or use your password.',
  noPasskeys: 'This account has no passkey. Use your authentication code instead.',
  checkFailed: 'The passkey could not be checked. Please try again.',
  cancelled: 'The passkey request was cancelled or timed out.',
  unsupported: 'This browser cannot use passkeys.',
  alreadyOnDevice: 'This device already holds a passkey for your account.',
  wrongAddress: 'Passkeys cannot be used on this address of the site.',
  noUserVerification: 'This authenticator cannot verify you (PIN or biometrics), which passkeys here need.',
  secondFactorBoth: 'Send either a code or a passkey, not both.',
} as const;

/** The name as stored: trimmed, inner runs of spaces kept as typed. */
export function normalizePasskeyName(name: string): string {
  return name.trim();
}

/** The name's problems (1 to 60 characters after trimming); uniqueness is the server's to check. */
export function passkeyNameErrors(name: string): FieldErrors {
  const trimmed = normalizePasskeyName(name);
  if (trimmed.length === 0) return { name: [PASSKEY_MESSAGES.nameRequired] };
  if ([...trimmed].length > PASSKEY_NAME_MAX_LENGTH) return { name: [PASSKEY_MESSAGES.nameTooLong] };
  return {};
}

/**
 * What to tell the user when the browser's passkey prompt failed (the error
 * @simplewebauthn/browser throws keeps the DOMException's name); null when the failure is not
 * the browser's (a failed API call, read as usual).
 */
export function browserPasskeyErrorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('name' in error)) return null;
  const { name, message } = error as { name?: unknown; message?: unknown };
  switch (name) {
    case 'NotAllowedError':
    case 'AbortError':
      return PASSKEY_MESSAGES.cancelled;
    case 'InvalidStateError':
      return PASSKEY_MESSAGES.alreadyOnDevice;
    case 'NotSupportedError':
      return PASSKEY_MESSAGES.unsupported;
    case 'SecurityError':
      return PASSKEY_MESSAGES.wrongAddress;
    case 'ConstraintError':
      return PASSKEY_MESSAGES.noUserVerification;
    default:
      return typeof message === 'string' && /not supported/i.test(message) ? PASSKEY_MESSAGES.unsupported : null;
  }
}

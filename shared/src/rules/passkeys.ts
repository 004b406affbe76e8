/** Passkeys (WebAuthn): the rules both the pages and the API follow (docs/security.md#passkeys). */
import type { FieldErrors } from './plans';

export const PASSKEY_NAME_MAX_LENGTH = 60;
export const MAX_PASSKEYS_PER_USER = 10;
/** A registration or assertion challenge lasts this long and is used once. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

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

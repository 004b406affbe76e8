/** Passkey limits, in a file of their own with no imports: the schemas read them too (shared/src/schemas/passkeys.ts). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
export const MAX_PASSKEYS_PER_USER = 10;
/** A registration or assertion challenge lasts this long and is used once. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

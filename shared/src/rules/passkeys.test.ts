import { browserPasskeyErrorMessage, normalizePasskeyName, PASSKEY_MESSAGES, passkeyNameErrors } from './passkeys';

function domError(name: string, message = 'failed'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('passkey names', () => {
  it('takes 1 to 60 characters after trimming', () => {
    expect(normalizePasskeyName('  My laptop ')).toBe('My laptop');
    expect(passkeyNameErrors('')).toEqual({ name: [PASSKEY_MESSAGES.nameRequired] });
    expect(passkeyNameErrors('   ')).toEqual({ name: [PASSKEY_MESSAGES.nameRequired] });
    expect(passkeyNameErrors('a')).toEqual({});
    expect(passkeyNameErrors(` ${'a'.repeat(60)} `)).toEqual({});
    expect(passkeyNameErrors('a'.repeat(61))).toEqual({ name: [PASSKEY_MESSAGES.nameTooLong] });
    // Characters, not UTF-16 units: 60 emoji are 60 characters.
    expect(passkeyNameErrors('🔑'.repeat(60))).toEqual({});
  });
});

describe('browser passkey errors', () => {
  it('names a cancelled, refused or unsupported prompt, and leaves other failures to the caller', () => {
    expect(browserPasskeyErrorMessage(domError('NotAllowedError'))).toBe(PASSKEY_MESSAGES.cancelled);
    expect(browserPasskeyErrorMessage(domError('AbortError'))).toBe(PASSKEY_MESSAGES.cancelled);
    expect(browserPasskeyErrorMessage(domError('InvalidStateError'))).toBe(PASSKEY_MESSAGES.alreadyOnDevice);
    expect(browserPasskeyErrorMessage(domError('SecurityError'))).toBe(PASSKEY_MESSAGES.wrongAddress);
    expect(browserPasskeyErrorMessage(domError('Error', 'WebAuthn is not supported in this browser'))).toBe(PASSKEY_MESSAGES.unsupported);
    expect(browserPasskeyErrorMessage({ status: 401, data: { message: 'no' } })).toBeNull();
    expect(browserPasskeyErrorMessage(domError('TypeError'))).toBeNull();
    expect(browserPasskeyErrorMessage(null)).toBeNull();
  });
});

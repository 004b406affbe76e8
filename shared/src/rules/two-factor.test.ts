import { groupSecret, isRecoveryCodeFormat, isTotpCodeFormat, normalizeSecondFactorCode, secondFactorKind } from './two-factor';

describe('second-factor codes', () => {
  it('normalises what people type: spaces out, lower case', () => {
    expect(normalizeSecondFactorCode(' 123 456 ')).toBe('123456');
    expect(normalizeSecondFactorCode('K7M2P-X9D4W')).toBe('k7m2p-x9d4w');
    expect(normalizeSecondFactorCode('k7m2p - x9d4w')).toBe('k7m2p-x9d4w');
  });

  it('tells a TOTP code from a recovery code, and refuses anything else', () => {
    expect(secondFactorKind('123456')).toBe('totp');
    expect(secondFactorKind('k7m2p-x9d4w')).toBe('recovery');
    for (const other of ['', '12345', '1234567', '12345a', 'k7m2p-x9d4', 'k7m2px9d4w', 'k7m2p-x9d4l', 'k7m2p-x9d40']) {
      expect(secondFactorKind(other)).toBeNull();
    }
    expect(isTotpCodeFormat('000000')).toBe(true);
    expect(isRecoveryCodeFormat('abcde-fghjk')).toBe(true);
    // Look-alikes (i, l, o, 0, 1) are not in the alphabet.
    expect(isRecoveryCodeFormat('abcde-fghij')).toBe(false);
  });

  it('groups the secret by four for typing', () => {
    expect(groupSecret('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});

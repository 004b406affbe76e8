import {
  appCodeErrors,
  groupSecret,
  isRecoveryCodeFormat,
  isTotpCodeFormat,
  normalizeSecondFactorCode,
  secondFactorCodeErrors,
  secondFactorKind,
  TWO_FACTOR_MESSAGES,
} from './two-factor';

describe('second-factor codes', () => {
  it('normalises what people type: spaces out, lower case', () => {
    expect(normalizeSecondFactorCode(' 123 456 ')).toBe('123456');
    expect(normalizeSecondFactorCode('K7M2PX-9D4WAB-C3EF5G-HJ6KMN')).toBe('k7m2px-9d4wab-c3ef5g-hj6kmn');
    expect(normalizeSecondFactorCode('k7m2px - 9d4wab - c3ef5g - hj6kmn')).toBe('k7m2px-9d4wab-c3ef5g-hj6kmn');
  });

  it('tells a TOTP code from a recovery code, and refuses anything else', () => {
    expect(secondFactorKind('123456')).toBe('totp');
    expect(secondFactorKind('k7m2px-9d4wab-c3ef5g-hj6kmn')).toBe('recovery');
    const short = ['k7m2p-x9d4w', 'k7m2px-9d4wab-c3ef5g-hj6km', 'k7m2px-9d4wab-c3ef5g'];
    const malformed = ['k7m2px9d4wabc3ef5ghj6kmn', 'k7m2px-9d4wab-c3ef5g-hj6kml', 'k7m2px-9d4wab-c3ef5g-hj6km0', 'k7m2px-9d4wab-c3ef5g-hj6kmn-'];
    for (const other of ['', '12345', '1234567', '12345a', ...short, ...malformed]) {
      expect(secondFactorKind(other)).toBeNull();
    }
    expect(isTotpCodeFormat('000000')).toBe(true);
    expect(isRecoveryCodeFormat('abcdef-ghjkmn-pqrstu-vwxyz2')).toBe(true);
    // Look-alikes (i, l, o, 0, 1) are not in the alphabet.
    expect(isRecoveryCodeFormat('abcdef-ghijkm-pqrstu-vwxyz2')).toBe(false);
  });

  it('groups the secret by four for typing', () => {
    expect(groupSecret('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});

describe('code fields', () => {
  it('at sign-in, needs a code of either kind typed', () => {
    expect(secondFactorCodeErrors({ code: '  ' })).toEqual({ code: [TWO_FACTOR_MESSAGES.codeRequired] });
    expect(secondFactorCodeErrors({ code: '123 456' })).toEqual({});
    expect(secondFactorCodeErrors({ code: 'K7M2PX-9D4WAB-C3EF5G-HJ6KMN' })).toEqual({});
  });

  it("to turn it on, needs the app's six digits, spaced as apps show them or not", () => {
    expect(appCodeErrors({ code: '' })).toEqual({ code: ['The code field is required.'] });
    expect(appCodeErrors({ code: '12345' })).toEqual({ code: ['The code must be 6 digits.'] });
    expect(appCodeErrors({ code: 'k7m2px-9d4wab-c3ef5g-hj6kmn' })).toEqual({ code: ['The code must be 6 digits.'] });
    expect(appCodeErrors({ code: '123 456' })).toEqual({});
    expect(appCodeErrors({ code: '654321' })).toEqual({});
  });
});

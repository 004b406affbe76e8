import { describeDevice, signInOutcomeLabel, SIGN_IN_OUTCOMES } from './sign-ins';

describe('sign-ins', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on macOS'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Headless Chrome on Linux'],
    ['curl/8.5.0', 'curl'],
    ['lightMyRequest', 'Unknown device'],
    [null, 'Unknown device'],
  ])('names the device of %s', (userAgent, name) => {
    expect(describeDevice(userAgent)).toBe(name);
  });

  it('has a label for every outcome', () => {
    for (const outcome of SIGN_IN_OUTCOMES) expect(signInOutcomeLabel(outcome)).toMatch(/^(Signed in|Failed|Refused)/);
    expect(signInOutcomeLabel('wrong_code')).toBe('Failed: wrong two-factor code');
  });
});

import { inEnglish, type Message, type Translate } from './messages';

/** Sign-in history and sessions: how outcomes and devices read on the pages. */
export const SIGN_IN_OUTCOMES = ['success', 'unknown_user', 'wrong_password', 'suspended', 'wrong_code', 'challenge_expired'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** The profile and the admin's user page list this many of the latest sign-in attempts. */
export const SIGN_IN_HISTORY_LENGTH = 20;

const OUTCOME_TEXTS: Record<SignInOutcome, Message> = {
  success: /*i18n*/ { id: 'rules.signIn.outcome.success', message: 'Signed in' },
  unknown_user: /*i18n*/ { id: 'rules.signIn.outcome.unknownUser', message: 'Failed: unknown username' },
  wrong_password: /*i18n*/ { id: 'rules.signIn.outcome.wrongPassword', message: 'Failed: wrong password' },
  suspended: /*i18n*/ { id: 'rules.signIn.outcome.suspended', message: 'Refused: account suspended' },
  wrong_code: /*i18n*/ { id: 'rules.signIn.outcome.wrongCode', message: 'Failed: wrong two-factor code' },
  challenge_expired: /*i18n*/ { id: 'rules.signIn.outcome.challengeExpired', message: 'Failed: two-factor step expired' },
};

export function signInOutcomeLabel(outcome: SignInOutcome, translate: Translate = inEnglish): string {
  return translate(OUTCOME_TEXTS[outcome]);
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Linux" from a User-Agent header; "Unknown device" when it says nothing we know. */
const DEVICE_TEXTS = {
  unknown: /*i18n*/ { id: 'rules.signIn.device.unknown', message: 'Unknown device' },
  browserOnSystem: /*i18n*/ { id: 'rules.signIn.device.browserOnSystem', message: '{browser} on {system}' },
};

export function describeDevice(userAgent: string | null, translate: Translate = inEnglish): string {
  if (!userAgent) return translate(DEVICE_TEXTS.unknown);
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return translate({ ...DEVICE_TEXTS.browserOnSystem, values: { browser, system } });
  return browser ?? system ?? translate(DEVICE_TEXTS.unknown);
}

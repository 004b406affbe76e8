import { englishTexts, inEnglish } from './messages';
import { PASSWORD_RESET_MESSAGES } from './otp';
import { STAFF_ROLE_LABELS } from './staff-roles';
import { TWO_FACTOR_MESSAGES } from './two-factor';

describe('the English the API says, made from the descriptors', () => {
  it('fills each text of a table with its values, keeping its keys', () => {
    const texts = {
      plain: { id: 'rules.test.plain', message: 'Passkey added.' },
      counted: { id: 'rules.test.counted', message: 'The code must be {digits} digits.', values: { digits: 6 } },
    };
    expect(englishTexts(texts)).toEqual({ plain: 'Passkey added.', counted: 'The code must be 6 digits.' });
    expect(inEnglish({ id: 'rules.test.missing', message: 'Hello {name}' })).toBe('Hello {name}');
  });

  it('chooses a plural branch as the English catalogue would', () => {
    const days = (count: number) =>
      inEnglish({ id: 'rules.test.days', message: '{left} of {count, plural, =0 {no days} one {# day} other {# days}} left', values: { left: 1, count } });
    expect([0, 1, 2, 1500].map(days)).toEqual(['1 of no days left', '1 of 1 day left', '1 of 2 days left', '1 of 1,500 days left']);
  });

  it('keeps the string tables of the API byte for byte as they were written', () => {
    expect(PASSWORD_RESET_MESSAGES.codeSent).toBe('If an account exists for that email, we have sent a 6-digit code to it. It is valid for 10 minutes.');
    expect(PASSWORD_RESET_MESSAGES.invalidCode).toBe('The code is invalid or has expired. Request a new one.');
    expect(TWO_FACTOR_MESSAGES.appCodeFormat).toBe('The code must be 6 digits.');
    expect(TWO_FACTOR_MESSAGES.challengeExpired).toBe('This sign-in has expired. Please sign in again.');
    expect(STAFF_ROLE_LABELS).toEqual({ owner: 'Owner', finance: 'Finance', compliance: 'Compliance', support: 'Support', auditor: 'Auditor' });
  });
});

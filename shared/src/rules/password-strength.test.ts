import { COMMON_PASSWORDS } from './common-passwords';
import { passwordChangeErrors, PASSWORD_CHANGE_MESSAGES } from './password-change';
import { isCommonPassword, passwordWeakness, PASSWORD_WEAKNESS_MESSAGES as WEAK } from './password-strength';

const ADA = { siteName: 'Arcvest', username: 'ada_l', email: 'countess.lovelace@example.com', firstname: 'Ada', lastname: 'Lovelace' };

describe('the common-password list', () => {
  it('holds only lower-case entries of 8+ characters, each once, from the top 3,000', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(600);
    expect(COMMON_PASSWORDS.length).toBeLessThan(3000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry.length).toBeGreaterThanOrEqual(8);
      expect(entry).toBe(entry.toLowerCase());
    }
    expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
  });
});

describe('passwordWeakness', () => {
  it('refuses the most common passwords whatever their letter case', () => {
    for (const password of ['password', 'PASSWORD', 'Password1', 'qwerty123', 'iloveyou', 'Trustno1']) {
      expect(isCommonPassword(password)).toBe(true);
      expect(passwordWeakness(password, {})).toBe(WEAK.common);
    }
  });

  it('accepts a password that is neither common nor built on a context word', () => {
    expect(isCommonPassword('tangerine-kettle-41')).toBe(false);
    expect(passwordWeakness('tangerine-kettle-41', ADA)).toBeNull();
    expect(passwordWeakness('', ADA)).toBeNull();
  });

  it('refuses the site name, username, email local part and names anywhere in it, case-insensitively', () => {
    expect(passwordWeakness('my-ARCVEST-pass', ADA)).toBe(WEAK.siteName);
    expect(passwordWeakness('xx-Ada_L-2026', ADA)).toBe(WEAK.username);
    expect(passwordWeakness('Countess.Lovelace!', ADA)).toBe(WEAK.email);
    expect(passwordWeakness('countess-of-it-all', ADA)).toBe(WEAK.email);
    expect(passwordWeakness('lovelace1815', { ...ADA, email: 'a@example.com' })).toBe(WEAK.name);
    expect(passwordWeakness('ada-and-charles', { ...ADA, username: 'engine_fan' })).toBe(WEAK.name);
  });

  it('ignores context parts shorter than three characters', () => {
    expect(passwordWeakness('alpine-meadow-77', { firstname: 'Al', lastname: 'Li', username: 'al' })).toBeNull();
    expect(passwordWeakness('mary-ann-lake-9', { firstname: 'Mary Ann' })).toBe(WEAK.name);
  });
});

describe('passwordChangeErrors', () => {
  const form = { current_password: 'old-secret-1', password: 'new-secret-2', password_confirmation: 'new-secret-2' };

  it('accepts a confirmed new password of 8+ characters', () => {
    expect(passwordChangeErrors(form)).toEqual({});
  });

  it('names every missing or bad field', () => {
    expect(passwordChangeErrors({ current_password: '', password: '', password_confirmation: '' })).toEqual({
      current_password: [PASSWORD_CHANGE_MESSAGES.currentRequired],
      password: [PASSWORD_CHANGE_MESSAGES.newRequired],
    });
    expect(passwordChangeErrors({ ...form, password: 'short', password_confirmation: 'other' }).password).toEqual([
      'The password must be at least 8 characters.',
      'The password confirmation does not match.',
    ]);
  });

  it('refuses the current password as the new one', () => {
    expect(passwordChangeErrors({ ...form, password: 'old-secret-1', password_confirmation: 'old-secret-1' }).password).toEqual([
      PASSWORD_CHANGE_MESSAGES.sameAsCurrent,
    ]);
  });
});

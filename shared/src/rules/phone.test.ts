import { DIAL_CODES, DEFAULT_DIAL_COUNTRY, formatPhone, isValidE164Phone, splitPhone, toE164Phone } from './phone';

describe('dial codes', () => {
  it('has one entry per country, +1 for the default', () => {
    const countries = DIAL_CODES.map((entry) => entry.country);
    expect(new Set(countries).size).toBe(countries.length);
    expect(DIAL_CODES.length).toBeGreaterThan(200);
    expect(DIAL_CODES.find((entry) => entry.country === DEFAULT_DIAL_COUNTRY)?.dialCode).toBe('+1');
    expect(DIAL_CODES.find((entry) => entry.country === 'GB')?.dialCode).toBe('+44');
  });
});

describe('phone numbers', () => {
  it('accepts a real number for the chosen country and gives E.164', () => {
    expect(toE164Phone('US', '(202) 555-0123')).toBe('+12025550123');
    expect(toE164Phone('GB', '020 7946 0018')).toBe('+442079460018');
  });

  it('refuses numbers too short, letters, or valid only for another country', () => {
    expect(toE164Phone('US', '555')).toBeNull();
    expect(toE164Phone('US', 'call me')).toBeNull();
    expect(toE164Phone('GB', '(202) 555-0123')).toBeNull();
    expect(toE164Phone('XX', '2025550123')).toBeNull();
  });

  it('checks the stored form on the server', () => {
    expect(isValidE164Phone('+12025550123')).toBe(true);
    expect(isValidE164Phone('12025550123')).toBe(false);
    expect(isValidE164Phone('+1202555')).toBe(false);
    expect(isValidE164Phone('+1 202 555 0123')).toBe(false);
  });

  it('splits a stored number for the edit form and formats it for display', () => {
    expect(splitPhone('+442079460018')).toEqual({ country: 'GB', national: '2079460018' });
    expect(splitPhone(null)).toEqual({ country: 'US', national: '' });
    expect(formatPhone('+442079460018')).toBe('+44 20 7946 0018');
  });
});

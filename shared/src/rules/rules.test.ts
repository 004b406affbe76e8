import { formatUsd, formatUsdPrice, parseUsd, centsToInput } from './money';
import { greeting } from './greeting';
import { planReturns, totalReturnPercent, validatePlan, parsePlanForm } from './plans';
import { ageInYears, signupFieldErrors, signupFormError, signupServerErrors, SIGNUP_MESSAGES } from './signup';
import type { SignupPayload } from '../types';

describe('money', () => {
  it('formats cents as en-US dollars', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('formats a market price given in dollars to the cent', () => {
    expect(formatUsdPrice(64250.504)).toBe('$64,250.50');
    expect(formatUsdPrice(0.5)).toBe('$0.50');
  });

  it('parses typed dollars into exact cents', () => {
    expect(parseUsd('1,250.5')).toBe(125050);
    expect(parseUsd('$20')).toBe(2000);
    expect(parseUsd('0.07')).toBe(7);
    expect(parseUsd(' 19.99 ')).toBe(1999);
    expect(parseUsd(100)).toBe(10000);
  });

  it('refuses what is not a dollar amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '1e3', '12..3', '$']) expect(parseUsd(bad)).toBeNull();
  });

  it('writes cents back as a form value', () => {
    expect(centsToInput(12350)).toBe('123.50');
  });
});

describe('greeting', () => {
  const at = (hour: number, minute = 0) => new Date(2026, 0, 1, hour, minute);
  it('says morning before noon, afternoon before six, evening after', () => {
    expect(greeting(at(0))).toBe('Good morning');
    expect(greeting(at(11, 59))).toBe('Good morning');
    expect(greeting(at(12))).toBe('Good afternoon');
    expect(greeting(at(17, 59))).toBe('Good afternoon');
    expect(greeting(at(18))).toBe('Good evening');
    expect(greeting(at(23, 59))).toBe('Good evening');
  });
});

describe('plan returns', () => {
  it('gives the card total as duration x roi', () => {
    expect(totalReturnPercent({ roi: 1.5, duration: 30 })).toBe(45);
    expect(totalReturnPercent({ roi: 0.1, duration: 3 })).toBe(0.3);
  });

  it('pays whole cents daily and the remainder on the last day', () => {
    const returns = planReturns(10000, 1.15, 7); // $100 at 1.15% for 7 days = $8.05
    expect(returns.total).toBe(805);
    expect(returns.daily).toBe(115);
    expect(returns.daily * 6 + returns.lastDay).toBe(805);
    expect(returns.payout).toBe(10805);
  });

  it('keeps the total exact when it does not divide evenly', () => {
    const returns = planReturns(33333, 2, 3);
    expect(returns.total).toBe(2000);
    expect(returns.daily).toBe(666);
    expect(returns.lastDay).toBe(668);
  });

  it('stays exact for very large amounts', () => {
    const returns = planReturns(9_000_000_000_00, 3.33, 365);
    expect(returns.total).toBe(10939050000000);
  });
});

describe('plan validation', () => {
  const valid = { title: 'Starter', roi: 1.5, duration: 30, min_amount: 10000, max_amount: 100000 };
  it('accepts a sound plan', () => {
    expect(validatePlan(valid)).toEqual({});
  });
  it('names each broken field', () => {
    const errors = validatePlan({ title: ' ', roi: 1.234, duration: 0.5, min_amount: 500, max_amount: 100 });
    expect(Object.keys(errors).sort()).toEqual(['duration', 'max_amount', 'roi', 'title']);
  });
  const form = {
    title: 'Pro',
    roi: '2.25',
    duration: '60',
    min_amount: '5,000',
    max_amount: '50000.50',
    early_redemption: 'not_allowed',
    early_redemption_penalty_percent: '',
    early_redemption_deducts_earnings: 'keep',
    risk_disclosure: '  ',
  } as const;
  it('parses the admin form in dollars', () => {
    const { plan, errors } = parsePlanForm(form);
    expect(errors).toEqual({});
    expect(plan).toEqual({
      title: 'Pro',
      roi: 2.25,
      duration: 60,
      min_amount: 500000,
      max_amount: 5000050,
      early_redemption_penalty_percent: null,
      early_redemption_deducts_earnings: false,
      risk_disclosure: null,
    });
  });
  it('refuses free text in number fields', () => {
    const { errors } = parsePlanForm({ ...form, roi: 'ten', duration: '3 days', min_amount: 'x', max_amount: '1' });
    expect(Object.keys(errors).sort()).toEqual(['duration', 'min_amount', 'roi']);
  });
  it('reads the early-redemption rule only when redemption is allowed', () => {
    const allowed = { ...form, early_redemption: 'allowed', early_redemption_penalty_percent: '2.5', early_redemption_deducts_earnings: 'deduct' } as const;
    expect(parsePlanForm(allowed).plan).toMatchObject({ early_redemption_penalty_percent: 2.5, early_redemption_deducts_earnings: true });
    expect(parsePlanForm({ ...allowed, early_redemption: 'not_allowed' }).plan).toMatchObject({
      early_redemption_penalty_percent: null,
      early_redemption_deducts_earnings: false,
    });
    for (const penalty of ['', '101', '2.555', '-1', 'five']) {
      expect(parsePlanForm({ ...allowed, early_redemption_penalty_percent: penalty }).errors).toEqual({
        early_redemption_penalty_percent: ['The early-redemption penalty must be a percentage from 0 to 100, with up to two decimals.'],
      });
    }
  });
  it('limits the risk text and keeps it trimmed', () => {
    expect(parsePlanForm({ ...form, risk_disclosure: ' Capital at risk. ' }).plan.risk_disclosure).toBe('Capital at risk.');
    expect(parsePlanForm({ ...form, risk_disclosure: 'x'.repeat(2001) }).errors).toEqual({
      risk_disclosure: ['The risk text may have at most 2000 characters.'],
    });
  });
});

describe('sign-up rules', () => {
  const form: SignupPayload = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    age: '1990-12-10',
    gender: 'female',
    country: 'United Kingdom',
    referred_by: '',
    password: 'secret-pass',
    password_confirmation: 'secret-pass',
  };

  it('checks required fields first, then passwords, then the terms', () => {
    expect(signupFormError({ ...form, country: '  ', password_confirmation: 'other' }, false)).toBe(SIGNUP_MESSAGES.required);
    expect(signupFormError({ ...form, password_confirmation: 'other' }, false)).toBe(SIGNUP_MESSAGES.passwordsDiffer);
    expect(signupFormError(form, false)).toBe(SIGNUP_MESSAGES.terms);
    expect(signupFormError(form, true)).toBeNull();
  });

  it('marks every field that needs fixing, each with its own message', () => {
    expect(signupFieldErrors(form, true)).toEqual({});
    expect(signupFieldErrors({ ...form, firstname: ' ', country: '', password_confirmation: 'other' }, false)).toEqual({
      firstname: ['The first name field is required.'],
      country: ['The country field is required.'],
      password_confirmation: [SIGNUP_MESSAGES.passwordsDiffer],
      terms: [SIGNUP_MESSAGES.terms],
    });
  });

  it('computes age in whole years', () => {
    const today = new Date(2026, 10, 21);
    expect(ageInYears('2008-11-21', today)).toBe(18);
    expect(ageInYears('2008-11-22', today)).toBe(17);
    expect(ageInYears('2026-02-30', today)).toBeNull();
  });

  it('applies the server rules', () => {
    const today = new Date(2026, 10, 21);
    expect(signupServerErrors(form, ['United Kingdom'], today)).toEqual({});
    const errors = signupServerErrors(
      { ...form, email: 'nope', age: '2010-01-01', gender: 'other' as never, country: 'Atlantis', password: 'short', password_confirmation: 'short' },
      ['United Kingdom'],
      today,
    );
    expect(Object.keys(errors).sort()).toEqual(['age', 'country', 'email', 'gender', 'password']);
  });
});

import { accountLevelState, canSubmitIdentity, occupationOptions, OCCUPATIONS, salaryRangeOptions, SALARY_RANGES } from './identity';

const user = (level: number, salary: string | null = null, reason: string | null = null) => ({ level, salary, identity_rejection_reason: reason });

describe('account level state', () => {
  it('follows the ladder: email, identity, review, verified', () => {
    expect(accountLevelState(user(1))).toBe('verify-email');
    expect(accountLevelState(user(2))).toBe('verify-identity');
    expect(accountLevelState(user(2, SALARY_RANGES[0]))).toBe('under-review');
    expect(accountLevelState(user(2, null, 'The photo is blurred.'))).toBe('identity-rejected');
    expect(accountLevelState(user(3, SALARY_RANGES[0]))).toBe('verified');
  });

  it('allows a submission only at level 2 with nothing pending', () => {
    expect([1, 2, 3].map((level) => canSubmitIdentity(user(level)))).toEqual([false, true, false]);
    expect(canSubmitIdentity(user(2, SALARY_RANGES[1]))).toBe(false);
    expect(canSubmitIdentity(user(2, null, 'Unreadable'))).toBe(true);
  });
});

describe('identity lists', () => {
  it('offers about 70 occupations, Accountant to Writer, then Others, and five salary ranges', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(65);
    expect(OCCUPATIONS[0]).toBe('Accountant');
    expect(OCCUPATIONS.at(-2)).toBe('Writer');
    expect(OCCUPATIONS.at(-1)).toBe('Others');
    expect(new Set(OCCUPATIONS).size).toBe(OCCUPATIONS.length);
    expect(SALARY_RANGES).toHaveLength(5);
  });
});

describe('the identity form’s choices', () => {
  it('label each occupation and salary range in English with the value sent, as before', () => {
    expect(occupationOptions().map(({ value, label }) => [value, label])).toEqual(OCCUPATIONS.map((occupation) => [occupation, occupation]));
    expect(salaryRangeOptions().map(({ value, label }) => [value, label])).toEqual(SALARY_RANGES.map((range) => [range, range]));
  });
});

import { dailyAllowance, dailyLimitAvailableAt, dailyLimitError } from './daily-limits';

const NOW = new Date('2026-06-02T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const RECENT = [
  { amount: 300_00, at: hoursAgo(30) }, // outside the window
  { amount: 400_00, at: hoursAgo(20) },
  { amount: 500_00, at: hoursAgo(2) },
];

describe('the rolling 24-hour withdrawal limit', () => {
  it('counts only the last 24 hours', () => {
    expect(dailyAllowance(1_000_00, RECENT, NOW)).toEqual({ used: 900_00, left: 100_00 });
    expect(dailyAllowance(null, RECENT, NOW)).toEqual({ used: 900_00, left: null });
    expect(dailyAllowance(500_00, RECENT, NOW).left).toBe(0);
  });

  it('lets through what fits, and says when the rest will', () => {
    expect(dailyLimitAvailableAt(1_000_00, RECENT, 100_00, NOW)).toBe(NOW);
    // $200 fits once the $400 of 20 hours ago is 24 hours old: in 4 hours.
    expect(dailyLimitAvailableAt(1_000_00, RECENT, 200_00, NOW)).toEqual(new Date('2026-06-02T16:00:00.000Z'));
    // $700 needs the $500 of 2 hours ago gone too: in 22 hours.
    expect(dailyLimitAvailableAt(1_000_00, RECENT, 700_00, NOW)).toEqual(new Date('2026-06-03T10:00:00.000Z'));
    expect(dailyLimitAvailableAt(1_000_00, RECENT, 1_000_01, NOW)).toBeNull();
    expect(dailyLimitAvailableAt(null, RECENT, 1_000_000_00, NOW)).toBe(NOW);
  });

  it('refuses with the limit, what is left and when', () => {
    expect(dailyLimitError(1_000_00, RECENT, 100_00, NOW)).toBeNull();
    expect(dailyLimitError(1_000_00, RECENT, 200_00, NOW)).toBe(
      'Your withdrawals may total at most $1,000.00 in 24 hours; $100.00 is left now. You can withdraw $200.00 from Jun 2, 2026, 4:00 PM UTC.',
    );
    expect(dailyLimitError(1_000_00, [], 1_500_00, NOW)).toBe('Your withdrawals may total at most $1,000.00 in 24 hours; $1,000.00 is left now.');
    expect(dailyLimitError(null, RECENT, 5_000_00, NOW)).toBeNull();
  });
});

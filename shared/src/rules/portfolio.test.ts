import { formatDay } from './dates';
import { amountOwed, portfolioSummary, portfolioValue, startOfUtcDay } from './portfolio';

describe('portfolio summary', () => {
  const point = (date: string, balance: number, earnings = 0) => ({ date, balance, earnings });

  it('says the last balance, where it started and the earnings so far', () => {
    expect(portfolioSummary([point('2026-11-01', 100_00), point('2026-11-02', 90_00), point('2026-11-23', 1_234_56, 12_34)])).toBe(
      'Balance $1,234.56 on Nov 23, 2026, up from $100.00 on Nov 1, 2026; earnings so far $12.34.',
    );
    expect(portfolioSummary([point('2026-11-01', 100_00), point('2026-11-02', 40_00)])).toBe(
      'Balance $40.00 on Nov 2, 2026, down from $100.00 on Nov 1, 2026; earnings so far $0.00.',
    );
    expect(portfolioSummary([point('2026-11-01', 100_00), point('2026-11-02', 100_00, 1)])).toBe(
      'Balance $100.00 on Nov 2, 2026, unchanged since Nov 1, 2026; earnings so far $0.01.',
    );
  });

  it('says one day without a change, and nothing without points', () => {
    expect(portfolioSummary([point('2026-01-31', 5_00)])).toBe('Balance $5.00 on Jan 31, 2026; earnings so far $0.00.');
    expect(portfolioSummary([])).toBeNull();
  });

  it('formats UTC calendar days whatever the time zone', () => {
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDay('not a day')).toBe('Date unknown');
  });
});

describe('portfolio value', () => {
  it('adds the capital of the active plans to the balance, and passes the earnings through', () => {
    // The investor: $135 cash, a $1,500 plan that has paid $90, $30 of it today.
    expect(portfolioValue({ balance: 135_00, activePlans: [{ amount: 1_500_00 }], earned: 90_00, earnedToday: 30_00 })).toEqual({
      total: 1_635_00,
      balance: 135_00,
      capital: 1_500_00,
      earned: 90_00,
      today: 30_00,
    });
    expect(portfolioValue({ balance: 1, activePlans: [{ amount: 250_00 }, { amount: 99 }], earned: 0, earnedToday: 0 })).toMatchObject({
      total: 251_00,
      capital: 250_99,
    });
  });

  it('is the balance alone without active plans', () => {
    expect(portfolioValue({ balance: 42_17, activePlans: [], earned: 7_00, earnedToday: 0 })).toEqual({
      total: 42_17,
      balance: 42_17,
      capital: 0,
      earned: 7_00,
      today: 0,
    });
  });

  it('owes balance plus active capital, for one user or all', () => {
    expect(amountOwed(0, 0)).toBe(0);
    expect(amountOwed(9_876_54, 1_500_00)).toBe(11_376_54);
  });

  it('starts today at 00:00 UTC, whatever the time of day', () => {
    expect(startOfUtcDay(new Date('2026-06-01T23:59:59.999Z'))).toBe('2026-06-01T00:00:00.000Z');
    expect(startOfUtcDay(new Date('2026-06-02T00:00:00.000Z'))).toBe('2026-06-02T00:00:00.000Z');
    expect(startOfUtcDay(new Date('2026-06-02T01:30:00+03:00'))).toBe('2026-06-01T00:00:00.000Z');
  });
});

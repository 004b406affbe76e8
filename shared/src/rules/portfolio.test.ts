import { formatDay } from './dates';
import { portfolioSummary } from './portfolio';

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

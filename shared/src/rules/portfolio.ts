import type { PortfolioPoint } from '../types';
import { formatDay } from './dates';
import { formatUsd } from './money';

/**
 * The portfolio chart in words, for screen readers and anyone who cannot read the chart:
 * "Balance $1,234.56 on Nov 23, 2026, up from $100.00 on Nov 1, 2026; earnings so far $12.34."
 * Null when there are no points.
 */
export function portfolioSummary(points: readonly PortfolioPoint[]): string | null {
  if (points.length === 0) return null;
  const first = points[0];
  const last = points[points.length - 1];
  let change = '';
  if (points.length > 1) {
    if (last.balance === first.balance) change = `, unchanged since ${formatDay(first.date)}`;
    else change = `, ${last.balance > first.balance ? 'up' : 'down'} from ${formatUsd(first.balance)} on ${formatDay(first.date)}`;
  }
  return `Balance ${formatUsd(last.balance)} on ${formatDay(last.date)}${change}; earnings so far ${formatUsd(last.earnings)}.`;
}

import { formatDay, formatUsd } from '@arcvest/shared/rules';
import { type DailyFlow } from '@arcvest/shared';

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Whether the 30 days have any confirmed money at all (if not, the chart is not drawn). */
export function hasFlows(daily: readonly DailyFlow[]): boolean {
  return daily.some((day) => day.deposits > 0 || day.withdrawals > 0);
}

/**
 * The chart in words, for everyone who does not see the canvas: the totals, on how many
 * days, and the busiest day of each.
 */
export function dailyFlowSummary(daily: readonly DailyFlow[]): string {
  if (!hasFlows(daily)) return `No confirmed deposits or withdrawals in the last ${daily.length} days.`;
  const describe = (key: 'deposits' | 'withdrawals', verb: string) => {
    const active = daily.filter((day) => day[key] > 0);
    if (active.length === 0) return `No ${key} ${verb}.`;
    const total = active.reduce((sum, day) => sum + day[key], 0);
    const busiest = active.reduce((best, day) => (day[key] > best[key] ? day : best));
    return `${formatUsd(total)} of ${key} ${verb} on ${dayCount(active.length)}; the most on ${formatDay(busiest.date)} (${formatUsd(busiest[key])}).`;
  };
  const range = `${formatDay(daily[0].date)} to ${formatDay(daily[daily.length - 1].date)}`;
  return `From ${range}: ${describe('deposits', 'confirmed')} ${describe('withdrawals', 'confirmed')}`;
}

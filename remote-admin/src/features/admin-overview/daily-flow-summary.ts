import { DEFAULT_LOCALE, formatDay, formatUsd, inEnglish, type Translate, type UiLocale } from '@arcvest/shared/rules';
import { type DailyFlow } from '@arcvest/shared';
import { SUMMARY_TEXTS } from './messages';

/** Whether the 30 days have any confirmed money at all (if not, the chart is not drawn). */
export function hasFlows(daily: readonly DailyFlow[]): boolean {
  return daily.some((day) => day.deposits > 0 || day.withdrawals > 0);
}

/**
 * The chart in words, for everyone who does not see the canvas: the totals, on how many
 * days, and the busiest day of each; in the reader's language (`translate`: the page's `_`).
 */
export function dailyFlowSummary(daily: readonly DailyFlow[], translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  if (!hasFlows(daily)) return translate({ ...SUMMARY_TEXTS.none, values: { count: daily.length } });
  const describe = (key: 'deposits' | 'withdrawals') => {
    const active = daily.filter((day) => day[key] > 0);
    if (active.length === 0) return translate(key === 'deposits' ? SUMMARY_TEXTS.noDeposits : SUMMARY_TEXTS.noWithdrawals);
    const total = active.reduce((sum, day) => sum + day[key], 0);
    const busiest = active.reduce((best, day) => (day[key] > best[key] ? day : best));
    return translate({
      ...SUMMARY_TEXTS[key],
      values: { total: formatUsd(total, locale), days: active.length, busiest: formatDay(busiest.date, locale), most: formatUsd(busiest[key], locale) },
    });
  };
  return translate({
    ...SUMMARY_TEXTS.range,
    values: {
      start: formatDay(daily[0].date, locale),
      end: formatDay(daily[daily.length - 1].date, locale),
      deposits: describe('deposits'),
      withdrawals: describe('withdrawals'),
    },
  });
}

import type { PortfolioPoint } from '../types';
import { formatDay } from './dates';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { inEnglish, type Translate } from './messages';
import { formatUsd, type Cents } from './money';

const SUMMARY_TEXTS = {
  oneDay: /*i18n*/ { id: 'rules.portfolio.oneDay', message: 'Balance {balance} on {day}; earnings so far {earnings}.' },
  unchanged: /*i18n*/ {
    id: 'rules.portfolio.unchanged',
    message: 'Balance {balance} on {day}, unchanged since {firstDay}; earnings so far {earnings}.',
  },
  up: /*i18n*/ { id: 'rules.portfolio.up', message: 'Balance {balance} on {day}, up from {firstBalance} on {firstDay}; earnings so far {earnings}.' },
  down: /*i18n*/ {
    id: 'rules.portfolio.down',
    message: 'Balance {balance} on {day}, down from {firstBalance} on {firstDay}; earnings so far {earnings}.',
  },
};

/**
 * The portfolio chart in words, for screen readers and anyone who cannot read the chart:
 * "Balance $1,234.56 on Nov 23, 2026, up from $100.00 on Nov 1, 2026; earnings so far $12.34."
 * Null when there are no points.
 */
export function portfolioSummary(points: readonly PortfolioPoint[], translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string | null {
  if (points.length === 0) return null;
  const first = points[0];
  const last = points[points.length - 1];
  const values = {
    balance: formatUsd(last.balance, locale),
    day: formatDay(last.date, locale),
    earnings: formatUsd(last.earnings, locale),
    firstBalance: formatUsd(first.balance, locale),
    firstDay: formatDay(first.date, locale),
  };
  if (points.length === 1) return translate({ ...SUMMARY_TEXTS.oneDay, values });
  if (last.balance === first.balance) return translate({ ...SUMMARY_TEXTS.unchanged, values });
  return translate({ ...(last.balance > first.balance ? SUMMARY_TEXTS.up : SUMMARY_TEXTS.down), values });
}

/**
 * What the platform owes for a balance and the capital in active plans: both together, since the
 * capital comes back at maturity (docs/money.md#portfolio-value). The investor's total value and
 * the admin overview's "Owed to users" are this sum, for one user or for everyone.
 */
export function amountOwed(balance: Cents, activeCapital: Cents): Cents {
  return balance + activeCapital;
}

/** An investor's portfolio figures, all in cents (docs/money.md#portfolio-value). */
export interface PortfolioFigures {
  /** Balance plus capital: the dashboard's headline. */
  total: Cents;
  /** Cash: the wallet. */
  balance: Cents;
  /** Capital of the active plans; ended plans' capital is back in the balance. */
  capital: Cents;
  /** Every earnings credit to date, from every plan the investor has held. */
  earned: Cents;
  /** Earnings credited since 00:00 UTC today (`startOfUtcDay`). */
  today: Cents;
}

/**
 * The figures the dashboard leads with. "Today" counts earnings only: money the investor moves
 * in or out, or between cash and plans, is not a change in what the portfolio earns.
 */
export function portfolioValue(input: { balance: Cents; activePlans: readonly { amount: Cents }[]; earned: Cents; earnedToday: Cents }): PortfolioFigures {
  const capital = input.activePlans.reduce((sum, plan) => sum + plan.amount, 0);
  return { total: amountOwed(input.balance, capital), balance: input.balance, capital, earned: input.earned, today: input.earnedToday };
}

/**
 * Where "today" starts for the portfolio's figures: 00:00 UTC of `now`'s UTC day, as ISO 8601
 * text. The UTC day, like the portfolio chart's and the admin overview's days, so every server
 * and the chart agree whatever the viewer's time zone.
 */
export function startOfUtcDay(now: Date): string {
  return `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

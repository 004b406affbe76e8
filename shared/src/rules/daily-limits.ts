import { formatUtc } from './dates';
import { inEnglish, type Translate } from './messages';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { formatUsd, type Cents } from './money';

/** The rolling window of the daily withdrawal limit (docs/levels-and-limits.md#daily-withdrawal-limits). */
export const DAILY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The defaults of the daily limits by level, in cents; a level not here has none unless the operator sets one. */
export const DEFAULT_DAILY_WITHDRAWAL_LIMITS: Readonly<Record<number, Cents>> = { 1: 1_000_00, 2: 5_000_00 };

/** A withdrawal that counts towards the limit: asked for (pending or sent, not rejected) at `at` (ISO). */
export interface CountedWithdrawal {
  amount: Cents;
  at: string;
}

/** What the window holds at `now`: the withdrawals asked for in the 24 hours before it. */
function inWindow(recent: readonly CountedWithdrawal[], now: Date): CountedWithdrawal[] {
  return recent.filter((withdrawal) => now.getTime() - Date.parse(withdrawal.at) < DAILY_WINDOW_MS);
}

/** Used and left of a rolling 24-hour limit at `now`; `left` is null without a limit. */
export function dailyAllowance(limit: Cents | null, recent: readonly CountedWithdrawal[], now: Date): { used: Cents; left: Cents | null } {
  const used = inWindow(recent, now).reduce((sum, withdrawal) => sum + withdrawal.amount, 0);
  return { used, left: limit === null ? null : Math.max(0, limit - used) };
}

/**
 * When `amount` fits the limit: `now` if it does already, else the moment enough of the
 * window's withdrawals are 24 hours old; null when it never can (the amount is above the limit).
 */
export function dailyLimitAvailableAt(limit: Cents | null, recent: readonly CountedWithdrawal[], amount: Cents, now: Date): Date | null {
  if (limit === null) return now;
  if (amount > limit) return null;
  const window = inWindow(recent, now).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let used = window.reduce((sum, withdrawal) => sum + withdrawal.amount, 0);
  if (used + amount <= limit) return now;
  for (const withdrawal of window) {
    used -= withdrawal.amount;
    if (used + amount <= limit) return new Date(Date.parse(withdrawal.at) + DAILY_WINDOW_MS);
  }
  return null;
}

/** The refusal of a withdrawal over the rolling limit, saying when it will be allowed; null when it fits. */
const DAILY_LIMIT_TEXTS = {
  over: /*i18n*/ { id: 'rules.dailyLimit.over', message: 'Your withdrawals may total at most {limit} in 24 hours; {left} is left now.' },
  overUntil: /*i18n*/ {
    id: 'rules.dailyLimit.overUntil',
    message: 'Your withdrawals may total at most {limit} in 24 hours; {left} is left now. You can withdraw {amount} from {at}.',
  },
};

export function dailyLimitError(
  limit: Cents | null,
  recent: readonly CountedWithdrawal[],
  amount: Cents,
  now: Date,
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string | null {
  const availableAt = dailyLimitAvailableAt(limit, recent, amount, now);
  if (limit === null || availableAt === now) return null;
  const { left } = dailyAllowance(limit, recent, now);
  const values = { limit: formatUsd(limit, locale), left: formatUsd(left ?? 0, locale) };
  return availableAt === null
    ? translate({ ...DAILY_LIMIT_TEXTS.over, values })
    : translate({ ...DAILY_LIMIT_TEXTS.overUntil, values: { ...values, amount: formatUsd(amount, locale), at: formatUtc(availableAt, locale) } });
}

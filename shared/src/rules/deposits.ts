import type { Cents, Plan } from '../types';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { inEnglish, type Message, type Translate } from './messages';
import { formatUsd } from './money';

const DEPOSIT_RANGE_TEXT: Message = /*i18n*/ { id: 'rules.deposit.range', message: 'Please deposit between {min} and {max} for this plan' };

/** The buy-plan amount rule (docs/levels-and-limits.md#amount-bounds): within the plan's minimum and maximum. */
export function depositAmountError(
  amount: Cents,
  plan: Pick<Plan, 'min_amount' | 'max_amount'>,
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string | null {
  if (Number.isSafeInteger(amount) && amount >= plan.min_amount && amount <= plan.max_amount) return null;
  return translate({ ...DEPOSIT_RANGE_TEXT, values: { min: formatUsd(plan.min_amount, locale), max: formatUsd(plan.max_amount, locale) } });
}

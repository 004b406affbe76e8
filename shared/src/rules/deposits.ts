import type { Cents, Plan } from '../types';
import { formatUsd } from './money';

/** The buy-plan amount rule (docs/levels-and-limits.md#amount-bounds): within the plan's minimum and maximum. */
export function depositAmountError(amount: Cents, plan: Pick<Plan, 'min_amount' | 'max_amount'>): string | null {
  if (Number.isSafeInteger(amount) && amount >= plan.min_amount && amount <= plan.max_amount) return null;
  return `Please deposit between ${formatUsd(plan.min_amount)} and ${formatUsd(plan.max_amount)} for this plan`;
}

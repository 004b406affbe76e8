import { depositAmountError } from '../rules/deposits';
import { parseUsd } from '../rules/money';
import { planReturns } from '../rules/plans';
import type { Plan } from '../types';
import { Money } from '@arcvest/shared';

/**
 * The buy-plan modals' estimated payout (capital plus returns), only for an amount the plan
 * accepts (none for one the form refuses); read out as it changes.
 */
export function PayoutPreview({ plan, amount }: { plan: Pick<Plan, 'roi' | 'duration' | 'min_amount' | 'max_amount'>; amount: string }) {
  const typed = parseUsd(amount);
  const valid = typed !== null && depositAmountError(typed, plan) === null;
  const payout = valid ? planReturns(typed, plan.roi, plan.duration).payout : null;
  return (
    <p className="payout-preview" aria-live="polite">
      {payout !== null
        ? <>Estimated payout: <strong><Money amount={payout} /></strong> after a period of {plan.duration} days</>
        : `Enter an amount within the plan's limits to see the estimated payout after a period of ${plan.duration} days.`}
    </p>
  );
}

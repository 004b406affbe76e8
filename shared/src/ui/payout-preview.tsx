import { parseUsd } from '../rules/money';
import { planReturns } from '../rules/plans';
import type { Plan } from '../types';
import { Money } from './money';

/** The buy-plan modals' estimated payout (capital plus returns) for the dollars typed so far; read out as it changes. */
export function PayoutPreview({ plan, amount }: { plan: Pick<Plan, 'roi' | 'duration'>; amount: string }) {
  const typed = parseUsd(amount);
  const payout = typed !== null && typed > 0 ? planReturns(typed, plan.roi, plan.duration).payout : null;
  return (
    <p className="payout-preview" aria-live="polite">
      {payout !== null
        ? <>Estimated payout: <strong><Money amount={payout} /></strong> after a period of {plan.duration} days</>
        : `Enter an amount to see the estimated payout after a period of ${plan.duration} days.`}
    </p>
  );
}

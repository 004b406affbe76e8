import { depositAmountError } from '../rules/deposits';
import { parseUsd } from '../rules/money';
import { planReturns } from '../rules/plans';
import { depositFeeText, purchaseCost } from '../rules/purchase';
import type { Plan } from '../types';
import { Money } from '@arcvest/shared';

type PreviewPlan = Pick<Plan, 'roi' | 'duration' | 'min_amount' | 'max_amount'>;

/**
 * The buy-plan modals' estimated payout (capital plus returns), only for an amount the plan
 * accepts (none for one the form refuses); read out as it changes. With `fee` (the investor's
 * modal), the deposit fee of the chosen payment option and what is paid in total, before
 * continuing to the payment page (`purchaseCost`, docs/fees.md#deposit-network-fee).
 */
export function PayoutPreview({ plan, amount, fee }: { plan: PreviewPlan; amount: string; fee?: { paymentMethod: string } }) {
  const typed = parseUsd(amount);
  const valid = typed !== null && depositAmountError(typed, plan) === null;
  const payout = valid ? planReturns(typed, plan.roi, plan.duration).payout : null;
  return (
    <>
      <p className="payout-preview" aria-live="polite">
        {payout !== null ? (
          <>
            Estimated payout:{' '}
            <strong>
              <Money amount={payout} />
            </strong>{' '}
            after a period of {plan.duration} days
          </>
        ) : (
          `Enter an amount within the plan's limits to see the estimated payout after a period of ${plan.duration} days.`
        )}
      </p>
      {fee && <FeePreview amount={valid ? typed : null} paymentMethod={fee.paymentMethod} />}
    </>
  );
}

/** "Deposit fee: $20.00 · Paid in total: $270.00"; before a payment option is chosen, the fee of each. */
function FeePreview({ amount, paymentMethod }: { amount: number | null; paymentMethod: string }) {
  if (!paymentMethod) {
    return (
      <p className="fee-preview" aria-live="polite">
        Deposit fee: {depositFeeText()}. Paid in total: the amount plus the fee.
      </p>
    );
  }
  const cost = purchaseCost(amount ?? 0, paymentMethod);
  return (
    <p className="fee-preview" aria-live="polite">
      Deposit fee: {cost.fee === 0 ? 'none' : <Money amount={cost.fee} />}
      {amount !== null ? (
        <>
          . Paid in total:{' '}
          <strong>
            <Money amount={cost.total} />
          </strong>
        </>
      ) : (
        '. Paid in total: the amount plus the fee'
      )}
    </p>
  );
}

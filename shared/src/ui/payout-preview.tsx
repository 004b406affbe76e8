import { depositAmountError } from '../rules/deposits';
import { parseUsd } from '../rules/money';
import { planReturns } from '../rules/plans';
import { depositFeeText, purchaseCost } from '../rules/purchase';
import type { Plan } from '../types';
import { Money, Trans, useLingui } from '@arcvest/shared';

const TEXTS = {
  payout: /*i18n*/ {
    id: 'ui.payoutPreview.payout',
    message: 'Estimated payout: {payout} after a period of {days, plural, one {# day} other {# days}}',
  },
  enterAmount: /*i18n*/ {
    id: 'ui.payoutPreview.enterAmount',
    message: "Enter an amount within the plan's limits to see the estimated payout after a period of {days, plural, one {# day} other {# days}}.",
  },
  feeUnchosen: /*i18n*/ { id: 'ui.payoutPreview.feeUnchosen', message: 'Deposit fee: {fee}. Paid in total: the amount plus the fee.' },
  feeNone: /*i18n*/ { id: 'ui.payoutPreview.feeNone', message: 'none' },
  feeAndTotal: /*i18n*/ { id: 'ui.payoutPreview.feeAndTotal', message: 'Deposit fee: {fee}. Paid in total: {total}' },
  feeAndNoTotal: /*i18n*/ { id: 'ui.payoutPreview.feeAndNoTotal', message: 'Deposit fee: {fee}. Paid in total: the amount plus the fee' },
};

type PreviewPlan = Pick<Plan, 'roi' | 'duration' | 'min_amount' | 'max_amount'>;

/**
 * The buy-plan modals' estimated payout (capital plus returns), only for an amount the plan
 * accepts (none for one the form refuses); read out as it changes. With `fee` (the investor's
 * modal), the deposit fee of the chosen payment option and what is paid in total, before
 * continuing to the payment page (`purchaseCost`, docs/fees.md#deposit-network-fee).
 */
export function PayoutPreview({ plan, amount, fee }: { plan: PreviewPlan; amount: string; fee?: { paymentMethod: string } }) {
  const { _ } = useLingui();
  const typed = parseUsd(amount);
  const valid = typed !== null && depositAmountError(typed, plan) === null;
  const payout = valid ? planReturns(typed, plan.roi, plan.duration).payout : null;
  return (
    <>
      <p className="payout-preview" aria-live="polite">
        {payout !== null ? (
          <Trans
            {...TEXTS.payout}
            values={{
              days: plan.duration,
              payout: (
                <strong>
                  <Money amount={payout} />
                </strong>
              ),
            }}
          />
        ) : (
          _({ ...TEXTS.enterAmount, values: { days: plan.duration } })
        )}
      </p>
      {fee && <FeePreview amount={valid ? typed : null} paymentMethod={fee.paymentMethod} />}
    </>
  );
}

/** "Deposit fee: $20.00 · Paid in total: $270.00"; before a payment option is chosen, the fee of each. */
function FeePreview({ amount, paymentMethod }: { amount: number | null; paymentMethod: string }) {
  const { _ } = useLingui();
  if (!paymentMethod) {
    return (
      <p className="fee-preview" aria-live="polite">
        {_({ ...TEXTS.feeUnchosen, values: { fee: depositFeeText() } })}
      </p>
    );
  }
  const cost = purchaseCost(amount ?? 0, paymentMethod);
  const fee = cost.fee === 0 ? _(TEXTS.feeNone) : <Money amount={cost.fee} />;
  return (
    <p className="fee-preview" aria-live="polite">
      {amount !== null ? (
        <Trans
          {...TEXTS.feeAndTotal}
          values={{
            fee,
            total: (
              <strong>
                <Money amount={cost.total} />
              </strong>
            ),
          }}
        />
      ) : (
        <Trans {...TEXTS.feeAndNoTotal} values={{ fee }} />
      )}
    </p>
  );
}

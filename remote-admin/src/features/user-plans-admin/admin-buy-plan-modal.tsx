import { BuyPlanConfirmStep, BuyPlanFormModal, useBuyPlanForm, type BuyPlanChoice } from '@arcvest/shared/forms';
import { coinLabel, PAYMENT_COINS, paymentCoinByCoin } from '@arcvest/shared/rules';
import { manageUserPlansPath, useNavigate, Money, Trans, useLingui, type Coin, type Plan } from '@arcvest/shared';
import { useState } from 'react';
import { useGetUserQuery } from '../../api/user';
import { useAdminDepositMutation } from './api';
import { BUY_TEXTS as TEXTS } from './messages';
import { NeedsApprovalNote } from '../../components/four-eyes';

// Coin names are names: the same in every language.
const COIN_OPTIONS = PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coinLabel(coin) }));

/**
 * Buying `plan` for user `userId`: the amount and coin, then a confirm step naming the user (docs/admin-actions.md#confirm-steps).
 * With four-eyes approval on, the purchase waits for a second staff member: the user's plans page then shows it waiting.
 */
export function AdminBuyPlanModal({ plan, userId, onClose }: { plan: Plan; userId: number; onClose: () => void }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { data: holder } = useGetUserQuery(userId);
  const [adminDeposit] = useAdminDepositMutation();
  const form = useBuyPlanForm(plan);
  /** Set once the form is valid: what to confirm. */
  const [choice, setChoice] = useState<BuyPlanChoice | null>(null);

  if (choice === null) {
    return (
      <BuyPlanFormModal
        plan={plan}
        form={form}
        method={{ label: _(TEXTS.coin), placeholder: _(TEXTS.chooseCoin), options: COIN_OPTIONS }}
        submitLabel={_(TEXTS.deposit)}
        onValid={setChoice}
        onClose={onClose}
      />
    );
  }
  const { amount, paymentMethod } = choice;
  const paidIn = paymentCoinByCoin(paymentMethod);
  return (
    <BuyPlanConfirmStep
      title={_(TEXTS.confirmDeposit)}
      confirmLabel={_(TEXTS.confirmDeposit)}
      run={() => adminDeposit({ plan_id: plan.id, user_id: userId, type: 'deposit', payment_method: paymentMethod as Coin, amount }).unwrap()}
      failureMessage={_(TEXTS.failed)}
      onSuccess={() => navigate(manageUserPlansPath(userId))}
      onBack={() => setChoice(null)}
      onClose={onClose}
    >
      <p>
        <Trans
          {...TEXTS.question}
          values={{
            plan: plan.title,
            name: holder ? (
              <strong dir="ltr" translate="no">
                {holder.username}
              </strong>
            ) : (
              <strong>{_({ ...TEXTS.userNumber, values: { id: userId } })}</strong>
            ),
            amount: (
              <strong>
                <Money amount={amount} />
              </strong>
            ),
            coin: paidIn ? coinLabel(paidIn) : paymentMethod,
          }}
        />
      </p>
      <NeedsApprovalNote />
    </BuyPlanConfirmStep>
  );
}

import { BuyPlanConfirmStep, BuyPlanFormModal, useBuyPlanForm, type BuyPlanChoice } from '@arcvest/shared/forms';
import { coinLabel, PAYMENT_COINS, paymentCoinByCoin } from '@arcvest/shared/rules';
import { manageUserPlansPath, useNavigate, Money, type Coin, type Plan } from '@arcvest/shared';
import { useState } from 'react';
import { useGetUserQuery } from '../../api/user';
import { useAdminDepositMutation } from './api';
import { NeedsApprovalNote } from '../../components/four-eyes';

const COIN_FIELD = {
  label: 'Coin',
  placeholder: 'Choose a coin',
  options: PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coinLabel(coin) })),
};

/**
 * Buying `plan` for user `userId`: the amount and coin, then a confirm step naming the user (docs/admin-actions.md#confirm-steps).
 * With four-eyes approval on, the purchase waits for a second staff member: the user's plans page then shows it waiting.
 */
export function AdminBuyPlanModal({ plan, userId, onClose }: { plan: Plan; userId: number; onClose: () => void }) {
  const navigate = useNavigate();
  const { data: holder } = useGetUserQuery(userId);
  const [adminDeposit] = useAdminDepositMutation();
  const form = useBuyPlanForm(plan);
  /** Set once the form is valid: what to confirm. */
  const [choice, setChoice] = useState<BuyPlanChoice | null>(null);

  if (choice === null) {
    return <BuyPlanFormModal plan={plan} form={form} method={COIN_FIELD} submitLabel="Deposit" onValid={setChoice} onClose={onClose} />;
  }
  const { amount, paymentMethod } = choice;
  const paidIn = paymentCoinByCoin(paymentMethod);
  return (
    <BuyPlanConfirmStep
      title="Confirm deposit"
      confirmLabel="Confirm deposit"
      run={() => adminDeposit({ plan_id: plan.id, user_id: userId, type: 'deposit', payment_method: paymentMethod as Coin, amount }).unwrap()}
      failureMessage="The plan could not be bought. Please try again."
      onSuccess={() => navigate(manageUserPlansPath(userId))}
      onBack={() => setChoice(null)}
      onClose={onClose}
    >
      <p>
        Buy the {plan.title} plan for <strong>{holder?.username ?? `user ${userId}`}</strong> with a deposit of{' '}
        <strong>
          <Money amount={amount} />
        </strong>{' '}
        paid in {paidIn ? coinLabel(paidIn) : paymentMethod}? The deposit is recorded as confirmed and the plan starts at once.
      </p>
      <NeedsApprovalNote />
    </BuyPlanConfirmStep>
  );
}

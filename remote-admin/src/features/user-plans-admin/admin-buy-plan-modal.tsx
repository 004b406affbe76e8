import {
  BuyPlanConfirmStep,
  BuyPlanFormModal,
  coinLabel,
  formatUsd,
  manageUserPlansPath,
  PAYMENT_COINS,
  paymentCoinByCoin,
  showApiError,
  useBuyPlanForm,
  useNavigate,
  useToast,
  type Cents,
  type Coin,
  type Plan,
} from '@arcvest/shared';
import { useState } from 'react';
import { useGetUserQuery } from '../../api/user';
import { useAdminDepositMutation } from './api';

const COIN_FIELD = {
  label: 'Coin',
  placeholder: 'Choose a coin',
  options: PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coinLabel(coin) })),
};

/** Buying `plan` for user `userId`: the amount and coin, then a confirm step naming the user (docs/admin-actions.md#confirm-steps). */
export function AdminBuyPlanModal({ plan, userId, onClose }: { plan: Plan; userId: number; onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { data: holder } = useGetUserQuery(userId);
  const [adminDeposit, { isLoading: depositing }] = useAdminDepositMutation();
  const form = useBuyPlanForm(plan);
  /** Set once the form is valid: the amount to confirm. */
  const [confirming, setConfirming] = useState<Cents | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const coin = form.values.paymentMethod;

  const onConfirm = async () => {
    if (confirming === null) return;
    try {
      const { message } = await adminDeposit({
        plan_id: plan.id, user_id: userId, type: 'deposit', payment_method: coin as Coin, amount: confirming,
      }).unwrap();
      toast.success(message);
      navigate(manageUserPlansPath(userId));
    } catch (error) {
      setFailure(showApiError(toast, error, 'The plan could not be bought. Please try again.').message);
    }
  };

  if (confirming === null) {
    return <BuyPlanFormModal plan={plan} form={form} method={COIN_FIELD} submitLabel="Deposit" onValid={setConfirming} onClose={onClose} />;
  }
  const paidIn = paymentCoinByCoin(coin);
  return (
    <BuyPlanConfirmStep
      title="Confirm deposit"
      confirmLabel="Confirm deposit"
      busy={depositing}
      error={failure}
      onBack={() => {
        setConfirming(null);
        setFailure(null);
      }}
      onConfirm={() => void onConfirm()}
      onClose={onClose}
    >
      <p>
        Buy the {plan.title} plan for <strong>{holder?.username ?? `user ${userId}`}</strong> with a deposit
        of <strong>{formatUsd(confirming)}</strong> paid in {paidIn ? coinLabel(paidIn) : coin}? The deposit is recorded
        as confirmed and the plan starts at once.
      </p>
    </BuyPlanConfirmStep>
  );
}

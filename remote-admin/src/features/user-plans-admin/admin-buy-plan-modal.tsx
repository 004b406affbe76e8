import {
  Button,
  checkBuyPlanForm,
  coinLabel,
  formatUsd,
  manageUserPlansPath,
  Modal,
  PayoutPreview,
  PAYMENT_COINS,
  paymentCoinByCoin,
  SelectField,
  showApiError,
  TextField,
  useNavigate,
  useToast,
  type Cents,
  type Coin,
  type Plan,
} from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { useAdminDepositMutation, useGetPlanHolderQuery } from './api';

const COIN_OPTIONS = PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coinLabel(coin) }));

/** Buying `plan` for user `userId`: the amount and coin, then a confirm step naming the user (docs/admin-actions.md#confirm-steps). */
export function AdminBuyPlanModal({ plan, userId, onClose }: { plan: Plan; userId: number; onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { data: holder } = useGetPlanHolderQuery(userId);
  const [adminDeposit, { isLoading: depositing }] = useAdminDepositMutation();
  const [amount, setAmount] = useState('');
  const [coin, setCoin] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Set once the form is valid: the amount to confirm. */
  const [confirming, setConfirming] = useState<Cents | null>(null);

  /** Once an error is shown, it follows the form as it is edited. */
  const recheck = (form: { amount: string; paymentMethod: string }) => {
    if (error !== null) setError(checkBuyPlanForm(form, plan).error);
  };

  const onDeposit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkBuyPlanForm({ amount, paymentMethod: coin }, plan);
    setError(check.error);
    if (check.error === null) setConfirming(check.amount);
  };

  const onConfirm = async () => {
    if (confirming === null) return;
    try {
      const { message } = await adminDeposit({
        plan_id: plan.id, user_id: userId, type: 'deposit', payment_method: coin as Coin, amount: confirming,
      }).unwrap();
      toast.success(message);
      navigate(manageUserPlansPath(userId));
    } catch (failure) {
      setError(showApiError(toast, failure, 'The plan could not be bought. Please try again.').message);
    }
  };

  if (confirming !== null) {
    const paidIn = paymentCoinByCoin(coin);
    return (
      <Modal
        title="Confirm deposit"
        onClose={onClose}
        footer={
          <>
            <Button variant="ghost" onClick={() => { setConfirming(null); setError(null); }} disabled={depositing}>Back</Button>
            <Button onClick={onConfirm} busy={depositing}>Confirm deposit</Button>
          </>
        }
      >
        <p>
          Buy the {plan.title} plan for <strong>{holder?.username ?? `user ${userId}`}</strong> with a deposit
          of <strong>{formatUsd(confirming)}</strong> paid in {paidIn ? coinLabel(paidIn) : coin}? The deposit is recorded
          as confirmed and the plan starts at once.
        </p>
        {error && <p className="form-error" role="alert">{error}</p>}
      </Modal>
    );
  }

  const formId = `admin-buy-plan-${plan.id}`;
  return (
    <Modal
      title={`Buy the ${plan.title} plan`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId}>Deposit</Button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={onDeposit} noValidate>
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            recheck({ amount: event.target.value, paymentMethod: coin });
          }}
          hint={`Between ${formatUsd(plan.min_amount)} and ${formatUsd(plan.max_amount)}`}
        />
        <SelectField
          label="Coin"
          name="payment_method"
          placeholder="Choose a coin"
          options={COIN_OPTIONS}
          value={coin}
          onChange={(event) => {
            setCoin(event.target.value);
            recheck({ amount, paymentMethod: event.target.value });
          }}
        />
        <PayoutPreview plan={plan} amount={amount} />
        {error && <p className="form-error" role="alert">{error}</p>}
      </form>
    </Modal>
  );
}

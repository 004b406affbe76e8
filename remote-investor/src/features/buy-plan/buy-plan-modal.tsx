import {
  paymentPath,
  PATHS,
  BALANCE_PAYMENT,
  Button,
  checkBuyPlanForm,
  readApiError,
  formatUsd,
  Modal,
  parseUsd,
  PAYMENT_COINS,
  paymentCoinByCoin,
  PayoutPreview,
  SelectField,
  TextField,
  useAppSelector,
  useRefreshUser,
  useToast,
  type Cents,
  type Plan,
  useNavigate,
} from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { useBuyPlanMutation } from './api';
import { storePurchase } from './purchase-storage';

const PAYMENT_OPTIONS = [
  ...PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coin.name })),
  { value: BALANCE_PAYMENT.value, label: BALANCE_PAYMENT.name },
];

/** The amount and payment option of one plan (docs/product.md#investor-dashboard; docs/errors-and-messages.md#client-checks for the messages). */
export function BuyPlanModal({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const user = useAppSelector((state) => state.auth.user);
  const [buyPlan, { isLoading: buying }] = useBuyPlanMutation();
  const refreshUser = useRefreshUser();
  const [amount, setAmount] = useState('');
  const [paymentMethod, setPaymentMethod] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Set when paying from the balance: the amount to confirm. */
  const [balanceAmount, setBalanceAmount] = useState<Cents | null>(null);

  const typed = parseUsd(amount);
  const payingFromBalance = paymentMethod === BALANCE_PAYMENT.value;
  // Said at once, not only when the server refuses at the confirm step.
  const balanceTooLow = payingFromBalance && user !== null && typed !== null && typed > user.wallet;

  /** Once an error is shown, it follows the form as it is edited (and goes when the form is valid). */
  const recheck = (form: { amount: string; paymentMethod: string }) => {
    if (error !== null) setError(checkBuyPlanForm(form, plan).error);
  };

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    const check = checkBuyPlanForm({ amount, paymentMethod }, plan);
    if (check.error !== null) {
      setError(check.error);
      return;
    }
    if (balanceTooLow) return;
    setError(null);
    const coin = paymentCoinByCoin(paymentMethod);
    if (coin) {
      storePurchase({ amount: check.amount, payment_method: coin.coin, plan_id: plan.id });
      navigate(paymentPath(coin.slug));
    } else {
      setBalanceAmount(check.amount);
    }
  };

  const onConfirmBalance = async () => {
    if (balanceAmount === null) return;
    setError(null);
    try {
      const { message } = await buyPlan({
        plan_id: plan.id,
        amount: balanceAmount,
        payment_method: 'BALANCE',
        type: 'deposit',
        ...(user && { user_id: user.id }),
      }).unwrap();
      toast.success(message);
      refreshUser();
      navigate(PATHS.userPlans);
    } catch (failure) {
      const message = readApiError(failure, 'The plan could not be bought. Please try again.').message;
      setError(message);
      toast.error(message);
    }
  };

  if (balanceAmount !== null) {
    return (
      <Modal
        title="Confirm purchase"
        onClose={onClose}
        footer={
          <>
            <Button variant="ghost" onClick={() => { setBalanceAmount(null); setError(null); }} disabled={buying}>Back</Button>
            <Button onClick={onConfirmBalance} busy={buying}>Confirm purchase</Button>
          </>
        }
      >
        <p>
          Buy the {plan.title} plan for <strong>{formatUsd(balanceAmount)}</strong> from your account balance
          {user ? ` (${formatUsd(user.wallet)} available)` : ''}? The plan starts at once.
        </p>
        {error && <p className="form-error" role="alert">{error}</p>}
      </Modal>
    );
  }

  const formId = `buy-plan-${plan.id}`;
  return (
    <Modal
      title={`Buy the ${plan.title} plan`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId}>Continue</Button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={onContinue} noValidate>
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            recheck({ amount: event.target.value, paymentMethod });
          }}
          hint={`Between ${formatUsd(plan.min_amount)} and ${formatUsd(plan.max_amount)}`}
        />
        <SelectField
          label="Payment option"
          name="payment_method"
          placeholder="Choose a payment option"
          options={PAYMENT_OPTIONS}
          value={paymentMethod}
          onChange={(event) => {
            setPaymentMethod(event.target.value);
            recheck({ amount, paymentMethod: event.target.value });
          }}
        />
        {payingFromBalance && user && (
          <p className="balance-note">
            Your balance: <strong>{formatUsd(user.wallet)}</strong>
            {balanceTooLow && <span className="form-error" role="alert">Insufficient balance for {formatUsd(typed)}.</span>}
          </p>
        )}
        <PayoutPreview plan={plan} amount={amount} />
        {error && <p className="form-error" role="alert">{error}</p>}
      </form>
    </Modal>
  );
}

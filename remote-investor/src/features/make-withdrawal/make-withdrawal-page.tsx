import {
  Button,
  PATHS,
  PAYMENT_COINS,
  paymentCoinByCoin,
  SelectField,
  showApiError,
  Spinner,
  TextField,
  useAppSelector,
  useNavigate,
  useRefreshUser,
  useToast,
  type User,
} from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { useWithdrawMutation } from './api';
import { checkWithdrawalForm, type WithdrawalForm, type WithdrawalFormErrors } from './check-withdrawal-form';
import { WithdrawalLimit } from './withdrawal-limit';
import './make-withdrawal.css';

const COIN_OPTIONS = PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coin.name }));
const EMPTY_FORM: WithdrawalForm = { amount: '', coin: '', address: '' };

/** /dashboard/make-withdrawal (docs/money.md#withdrawals; docs/levels-and-limits.md#withdrawal-limits for the messages). */
export default function MakeWithdrawalPage() {
  const user = useAppSelector((state) => state.auth.user);
  return (
    <section className="make-withdrawal">
      <header className="page-title"><h1>Make withdrawal</h1></header>
      {user ? <WithdrawalFormCard user={user} /> : <Spinner label="Loading your account" />}
    </section>
  );
}

function WithdrawalFormCard({ user }: { user: User }) {
  const navigate = useNavigate();
  const toast = useToast();
  const refreshUser = useRefreshUser();
  const [withdraw, { isLoading: submitting }] = useWithdrawMutation();
  const [form, setForm] = useState(EMPTY_FORM);
  /** Null until the first Proceed; then the errors follow the form as it is edited. */
  const [errors, setErrors] = useState<WithdrawalFormErrors | null>(null);
  const account = { wallet: user.wallet, level: user.level };
  const coin = paymentCoinByCoin(form.coin);

  const edit = (field: keyof WithdrawalForm, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (errors !== null) {
      const check = checkWithdrawalForm(next, account);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const onProceed = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const check = checkWithdrawalForm(form, account);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    try {
      const { message } = await withdraw({ ...check.request, user_id: user.id, type: 'withdrawal' }).unwrap();
      toast.success(message);
      refreshUser();
      navigate(PATHS.transactionHistory);
    } catch (failure) {
      const { fieldErrors } = showApiError(toast, failure, 'The withdrawal could not be requested. Please try again.');
      setErrors({ amount: fieldErrors.amount?.join(' '), coin: fieldErrors.payment_method?.join(' '), address: fieldErrors.address?.join(' ') });
    }
  };

  return (
    <div className="withdrawal-layout">
      <WithdrawalLimit wallet={user.wallet} level={user.level} />
      <form className="card form" onSubmit={onProceed} noValidate aria-label="Withdrawal">
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          onChange={(event) => edit('amount', event.target.value)}
          error={errors?.amount}
        />
        <SelectField
          label="Payment option"
          name="payment_method"
          placeholder="Choose a payment option"
          options={COIN_OPTIONS}
          value={form.coin}
          onChange={(event) => edit('coin', event.target.value)}
          error={errors?.coin}
        />
        <TextField
          label="Address"
          name="address"
          autoComplete="off"
          spellCheck={false}
          placeholder={coin ? coin.addressPlaceholder : 'Choose a payment option first'}
          value={form.address}
          onChange={(event) => edit('address', event.target.value)}
          error={errors?.address}
        />
        <p className="withdrawal-note">
          The amount leaves your balance at once and the withdrawal stays pending until we send it. If we cannot send it, the amount
          comes back to your balance.
        </p>
        <Button type="submit" busy={submitting}>Proceed</Button>
      </form>
    </div>
  );
}

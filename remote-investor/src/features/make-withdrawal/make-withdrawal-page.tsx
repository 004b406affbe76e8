import {
  Form,
  FormTextField,
  PATHS,
  Skeleton,
  SubmitButton,
  useAppSelector,
  useNavigate,
  useRecheckOnEdit,
  useRefreshUser,
  useRulesForm,
  useToast,
  type User,
} from '@arcvest/shared';
import { AddressBookCard } from './address-book-card';
import { useWithdrawMutation } from './api';
import { CoinAddressField, CoinSelectField } from './coin-address-fields';
import { toWithdrawalRequest, withdrawalFormErrors, type WithdrawalForm, type WithdrawalRequest } from './check-withdrawal-form';
import { WithdrawalLimit } from './withdrawal-limit';
import './make-withdrawal.css';

const EMPTY_FORM: WithdrawalForm = { amount: '', payment_method: '', address: '' };

/** /dashboard/make-withdrawal (docs/money.md#withdrawals; docs/levels-and-limits.md#withdrawal-limits for the messages). */
export default function MakeWithdrawalPage() {
  const user = useAppSelector((state) => state.auth.user);
  return (
    <section className="make-withdrawal">
      <header className="page-title"><h1>Make withdrawal</h1></header>
      {user ? <WithdrawalFormCard user={user} /> : <Skeleton shape="card" label="Loading your account" />}
      <AddressBookCard />
    </section>
  );
}

function WithdrawalFormCard({ user }: { user: User }) {
  const navigate = useNavigate();
  const toast = useToast();
  const refreshUser = useRefreshUser();
  const [withdraw] = useWithdrawMutation();
  const form = useRulesForm<WithdrawalForm, WithdrawalRequest>({
    defaultValues: EMPTY_FORM,
    rules: (values) => withdrawalFormErrors(values, { wallet: user.wallet, level: user.level }),
    toPayload: toWithdrawalRequest,
  });
  // The address is checked for the chosen coin: a change of coin checks it again.
  useRecheckOnEdit(form);
  const paymentMethod = form.watch('payment_method');

  const proceed = async (request: WithdrawalRequest) => {
    const { message } = await withdraw({ ...request, user_id: user.id, type: 'withdrawal' }).unwrap();
    toast.success(message);
    refreshUser();
    navigate(PATHS.transactionHistory);
  };

  return (
    <div className="withdrawal-layout">
      <WithdrawalLimit wallet={user.wallet} level={user.level} />
      <Form form={form} onSubmit={proceed} failureMessage="The withdrawal could not be requested. Please try again." className="card form" aria-label="Withdrawal">
        <FormTextField label="Amount ($)" name="amount" inputMode="decimal" autoComplete="off" />
        <CoinSelectField label="Payment option" paymentMethod={paymentMethod} />
        <CoinAddressField label="Address" paymentMethod={paymentMethod} />
        <p className="withdrawal-note">
          The amount leaves your balance at once and the withdrawal stays pending until we send it. If we cannot send it, the amount
          comes back to your balance.
        </p>
        <SubmitButton>Proceed</SubmitButton>
      </Form>
    </div>
  );
}

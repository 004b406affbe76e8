import {
  Button,
  Money,
  PATHS,
  Skeleton,
  useAppSelector,
  useGetCryptoPricesQuery,
  useNavigate,
  useRefreshUser,
  useToast,
  showApiError,
  type User,
} from '@arcvest/shared';
import { FullAddress, ReviewFacts, UsdAndCoin } from '@arcvest/shared/dashboard-ui';
import { HoldNotice, StepUpDialog } from '@arcvest/shared/account-protection';
import { useState } from 'react';
import { coinAmount, formatUsd, maxWithdrawal, paymentCoinByCoin, parseUsd, WITHDRAWAL_MESSAGES, type PaymentCoin } from '@arcvest/shared/rules';
import { Form, FormTextField, SubmitButton, useRecheckOnEdit, useRulesForm, failureOntoFields } from '@arcvest/shared/forms';
import { AddressBookCard } from './address-book-card';
import { HOLD_NOTICE_ID, useGetAllowanceQuery, useHeldUntil, useWithdrawMutation } from './api';
import { CoinAddressField, CoinSelectField } from './coin-address-fields';
import { toWithdrawalRequest, withdrawalFormErrors, type WithdrawalForm, type WithdrawalRequest } from './check-withdrawal-form';
import { WithdrawalLimit } from './withdrawal-limit';
import './make-withdrawal.css';

const EMPTY_FORM: WithdrawalForm = { amount: '', payment_method: '', address: '' };

const FAILURE_MESSAGE = 'The withdrawal could not be requested. Please try again.';

const NEXT_STEPS =
  'The amount leaves your balance at once and the withdrawal waits for an admin, who sends the coin to this address and marks it done. ' +
  'If it cannot be sent, the amount comes back to your balance. The coin amount is at the current price; the amount sent is worth the dollars above.';

/** /dashboard/make-withdrawal (docs/money.md#withdrawals; docs/levels-and-limits.md#withdrawal-limits for the messages). */
export default function MakeWithdrawalPage() {
  const user = useAppSelector((state) => state.auth.user);
  const heldUntil = useHeldUntil();
  return (
    <section className="make-withdrawal">
      <header className="page-title">
        <h1>Make withdrawal</h1>
      </header>
      <HoldNotice heldUntil={heldUntil} id={HOLD_NOTICE_ID} />
      {user ? <WithdrawalFormCard user={user} /> : <Skeleton shape="card" label="Loading your account" />}
      <AddressBookCard />
    </section>
  );
}

/** Why Max is less than the balance, in the level's words (docs/levels-and-limits.md#withdrawal-limits). */
function maxNote(cappedBy: ReturnType<typeof maxWithdrawal>['cappedBy'], level: number): string | null {
  if (cappedBy === 'level') return level === 1 ? WITHDRAWAL_MESSAGES.level1 : WITHDRAWAL_MESSAGES.level2;
  if (cappedBy === 'daily') return 'Max is what your daily limit leaves now.';
  return null;
}

function WithdrawalFormCard({ user }: { user: User }) {
  const navigate = useNavigate();
  const toast = useToast();
  const refreshUser = useRefreshUser();
  const [withdraw] = useWithdrawMutation();
  const { data: allowance } = useGetAllowanceQuery();
  const { data: prices } = useGetCryptoPricesQuery();
  const [reviewing, setReviewing] = useState<WithdrawalRequest | null>(null);
  const form = useRulesForm<WithdrawalForm, WithdrawalRequest>({
    defaultValues: EMPTY_FORM,
    rules: (values) => withdrawalFormErrors(values, { wallet: user.wallet, level: user.level }),
    toPayload: toWithdrawalRequest,
  });
  // The address is checked for the chosen coin: a change of coin checks it again.
  useRecheckOnEdit(form);
  const paymentMethod = form.watch('payment_method');
  const coin = paymentCoinByCoin(paymentMethod);
  const typed = parseUsd(form.watch('amount'));
  const inCoin = (cents: number, entry: PaymentCoin) => coinAmount(entry.coin, cents, prices?.[entry.priceKey]?.usd);

  const max = maxWithdrawal({ wallet: user.wallet, level: user.level, leftToday: allowance?.left_today ?? null });
  const note = maxNote(max.cappedBy, user.level);
  const typedInCoin = coin && typed !== null && typed > 0 ? inCoin(typed, coin) : null;

  const heldUntil = useHeldUntil();

  const reviewSheet = (request: WithdrawalRequest) => {
    const entry = paymentCoinByCoin(request.payment_method) as PaymentCoin;
    const coinFigure = inCoin(request.amount, entry);
    const body = { ...request, user_id: user.id, type: 'withdrawal' as const };
    return (
      <StepUpDialog
        title="Review your withdrawal"
        confirmLabel="Confirm withdrawal"
        purpose="withdrawal"
        details={body}
        review={
          <ReviewFacts
            facts={[
              { label: 'Amount', value: <UsdAndCoin cents={request.amount} coin={entry.coin} coinAmount={coinFigure} /> },
              // docs/fees.md#what-costs-nothing: a withdrawal carries no platform fee.
              { label: 'Fee', value: 'None' },
              { label: 'You receive', value: <UsdAndCoin cents={request.amount} coin={entry.coin} coinAmount={coinFigure} />, kind: 'total' },
              { label: 'Network', value: entry.network },
              { label: 'Address', value: <FullAddress address={request.address} /> },
              { label: 'Balance after', value: <Money amount={user.wallet - request.amount} /> },
              { label: 'What happens next', kind: 'note', value: NEXT_STEPS },
            ]}
          />
        }
        run={(stepUp) => withdraw({ ...body, step_up: stepUp }).unwrap()}
        failureMessage={FAILURE_MESSAGE}
        // A refusal about the amount or the address closes the sheet: it is said under that field and as a toast, as before
        // the review; any other stays said in the sheet, to retry or go back.
        onFailure={(failure) => {
          const placed = failureOntoFields(form)(failure);
          if (placed) showApiError(toast, failure, FAILURE_MESSAGE);
          return placed;
        }}
        onSuccess={() => {
          refreshUser();
          navigate(PATHS.transactionHistory);
        }}
        onClose={() => setReviewing(null)}
      />
    );
  };

  return (
    <div className="withdrawal-layout">
      <WithdrawalLimit wallet={user.wallet} level={user.level} />
      <Form
        form={form}
        onSubmit={(request) => void (!heldUntil && setReviewing(request))}
        failureMessage={FAILURE_MESSAGE}
        className="card form"
        aria-label="Withdrawal"
      >
        <div className="withdrawal-amount">
          <FormTextField
            label="Amount ($)"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            hint={typedInCoin !== null && coin ? `About ${typedInCoin} ${coin.coin} at the current price.` : undefined}
          />
          <div className="withdrawal-max">
            <Button
              variant="secondary"
              disabled={max.amount <= 0}
              aria-describedby={note ? 'withdrawal-max-note' : undefined}
              onClick={() => form.setValue('amount', formatUsd(max.amount).replace('$', ''), { shouldValidate: form.formState.isSubmitted })}
            >
              Max <Money amount={max.amount} />
            </Button>
            {note && (
              <small id="withdrawal-max-note" className="field-hint">
                {note}
              </small>
            )}
          </div>
        </div>
        <CoinSelectField label="Payment option" paymentMethod={paymentMethod} />
        <CoinAddressField label="Address" paymentMethod={paymentMethod} />
        <p className="withdrawal-note">Proceed shows every figure to check before anything moves.</p>
        <SubmitButton disabled={Boolean(heldUntil)} aria-describedby={heldUntil ? HOLD_NOTICE_ID : undefined}>
          Proceed
        </SubmitButton>
      </Form>
      {reviewing && reviewSheet(reviewing)}
    </div>
  );
}

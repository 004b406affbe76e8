import {
  activeLocale,
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
  Trans,
  useLingui,
  type User,
} from '@arcvest/shared';
import { FullAddress, ReviewFacts, UsdAndCoin } from '@arcvest/shared/dashboard-ui';
import { HoldNotice, StepUpDialog } from '@arcvest/shared/account-protection';
import { useState } from 'react';
import {
  coinAmount,
  formatUsd,
  maxWithdrawal,
  paymentCoinByCoin,
  parseUsd,
  withdrawalLevelText,
  type PaymentCoin,
  type Translate,
} from '@arcvest/shared/rules';
import { Form, FormTextField, SubmitButton, useRecheckOnEdit, useRulesForm, failureOntoFields } from '@arcvest/shared/forms';
import { AddressBookCard } from './address-book-card';
import { HOLD_NOTICE_ID, useGetAllowanceQuery, useHeldUntil, useWithdrawMutation } from './api';
import { CoinAddressField, CoinSelectField } from './coin-address-fields';
import { toWithdrawalRequest, withdrawalFormErrors, type WithdrawalForm, type WithdrawalRequest } from './check-withdrawal-form';
import { WITHDRAWAL_PAGE_TEXTS as TEXTS } from './messages';
import { WithdrawalLimit } from './withdrawal-limit';
import './make-withdrawal.css';

const EMPTY_FORM: WithdrawalForm = { amount: '', payment_method: '', address: '' };

/** /dashboard/make-withdrawal (docs/money.md#withdrawals; docs/levels-and-limits.md#withdrawal-limits for the messages). */
export default function MakeWithdrawalPage() {
  const { _ } = useLingui();
  const user = useAppSelector((state) => state.auth.user);
  const heldUntil = useHeldUntil();
  return (
    <section className="make-withdrawal">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <HoldNotice heldUntil={heldUntil} id={HOLD_NOTICE_ID} />
      {user ? <WithdrawalFormCard user={user} /> : <Skeleton shape="card" label={_(TEXTS.loadingAccount)} />}
      <AddressBookCard />
    </section>
  );
}

/** Why Max is less than the balance, in the level's words (docs/levels-and-limits.md#withdrawal-limits). */
function maxNote(cappedBy: ReturnType<typeof maxWithdrawal>['cappedBy'], level: number, _: Translate): string | null {
  if (cappedBy === 'level') return withdrawalLevelText(level, _, activeLocale());
  if (cappedBy === 'daily') return _(TEXTS.maxDaily);
  return null;
}

function WithdrawalFormCard({ user }: { user: User }) {
  const { _ } = useLingui();
  const failureMessage = _(TEXTS.failed);
  const navigate = useNavigate();
  const toast = useToast();
  const refreshUser = useRefreshUser();
  const [withdraw] = useWithdrawMutation();
  const { data: allowance } = useGetAllowanceQuery();
  const { data: prices } = useGetCryptoPricesQuery();
  const [reviewing, setReviewing] = useState<WithdrawalRequest | null>(null);
  const form = useRulesForm<WithdrawalForm, WithdrawalRequest>({
    defaultValues: EMPTY_FORM,
    rules: (values) => withdrawalFormErrors(values, { wallet: user.wallet, level: user.level }, _, activeLocale()),
    toPayload: toWithdrawalRequest,
  });
  // The address is checked for the chosen coin: a change of coin checks it again.
  useRecheckOnEdit(form);
  const paymentMethod = form.watch('payment_method');
  const coin = paymentCoinByCoin(paymentMethod);
  const typed = parseUsd(form.watch('amount'));
  const inCoin = (cents: number, entry: PaymentCoin) => coinAmount(entry.coin, cents, prices?.[entry.priceKey]?.usd);

  const max = maxWithdrawal({ wallet: user.wallet, level: user.level, leftToday: allowance?.left_today ?? null });
  const note = maxNote(max.cappedBy, user.level, _);
  const typedInCoin = coin && typed !== null && typed > 0 ? inCoin(typed, coin) : null;

  const heldUntil = useHeldUntil();

  const reviewSheet = (request: WithdrawalRequest) => {
    const entry = paymentCoinByCoin(request.payment_method) as PaymentCoin;
    const coinFigure = inCoin(request.amount, entry);
    const body = { ...request, user_id: user.id, type: 'withdrawal' as const };
    return (
      <StepUpDialog
        title={_(TEXTS.reviewTitle)}
        confirmLabel={_(TEXTS.confirm)}
        purpose="withdrawal"
        details={body}
        review={
          <ReviewFacts
            facts={[
              { label: _(TEXTS.amount), value: <UsdAndCoin cents={request.amount} coin={entry.coin} coinAmount={coinFigure} /> },
              // docs/fees.md#what-costs-nothing: a withdrawal carries no platform fee.
              { label: _(TEXTS.fee), value: _(TEXTS.noFee) },
              { label: _(TEXTS.youReceive), value: <UsdAndCoin cents={request.amount} coin={entry.coin} coinAmount={coinFigure} />, kind: 'total' },
              { label: _(TEXTS.network), value: entry.network },
              { label: _(TEXTS.address), value: <FullAddress address={request.address} /> },
              { label: _(TEXTS.balanceAfter), value: <Money amount={user.wallet - request.amount} /> },
              { label: _(TEXTS.whatNext), kind: 'note', value: _(TEXTS.nextSteps) },
            ]}
          />
        }
        run={(stepUp) => withdraw({ ...body, step_up: stepUp }).unwrap()}
        failureMessage={failureMessage}
        // A refusal about the amount or the address closes the sheet: it is said under that field and as a toast, as before
        // the review; any other stays said in the sheet, to retry or go back.
        onFailure={(failure) => {
          const placed = failureOntoFields(form)(failure);
          if (placed) showApiError(toast, failure, failureMessage);
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
        failureMessage={failureMessage}
        className="card form"
        aria-label={_(TEXTS.form)}
      >
        <div className="withdrawal-amount">
          <FormTextField
            label={_(TEXTS.amountField)}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            hint={typedInCoin !== null && coin ? _({ ...TEXTS.aboutInCoin, values: { amount: typedInCoin, coin: coin.coin } }) : undefined}
          />
          <div className="withdrawal-max">
            <Button
              variant="secondary"
              disabled={max.amount <= 0}
              aria-describedby={note ? 'withdrawal-max-note' : undefined}
              onClick={() => form.setValue('amount', formatUsd(max.amount).replace('$', ''), { shouldValidate: form.formState.isSubmitted })}
            >
              <Trans {...TEXTS.max} components={{ 0: <Money amount={max.amount} /> }} />
            </Button>
            {note && (
              <small id="withdrawal-max-note" className="field-hint">
                {note}
              </small>
            )}
          </div>
        </div>
        <CoinSelectField label={_(TEXTS.paymentOption)} paymentMethod={paymentMethod} />
        <CoinAddressField label={_(TEXTS.address)} paymentMethod={paymentMethod} />
        <p className="withdrawal-note">{_(TEXTS.proceedNote)}</p>
        <SubmitButton disabled={Boolean(heldUntil)} aria-describedby={heldUntil ? HOLD_NOTICE_ID : undefined}>
          {_(TEXTS.proceed)}
        </SubmitButton>
      </Form>
      {reviewing && reviewSheet(reviewing)}
    </div>
  );
}

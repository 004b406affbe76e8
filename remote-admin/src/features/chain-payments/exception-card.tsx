import { activeLocale, Button, showApiError, Trans, useLingui, useToast, type InvoiceException } from '@arcvest/shared';
import { ReviewFacts, StaffRefusalNote, UsdAndCoin, useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, formatUsd, INVOICE_DECISION_TEXTS, type Message } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { useId, useState } from 'react';
import { useDecideInvoiceMutation } from './api';
import { INVOICE_STATUS_LABELS, Who } from './chain-payment-labels';
import { CREDIT_FAILED, isChangedMeanwhile, START_PLAN_FAILED } from './decision-failures';
import { EXCEPTION_TEXTS as TEXTS } from './messages';
import { RejectInvoiceDialog } from './reject-invoice-dialog';

/** What was due and what was paid, in the coin and in dollars at the invoice's locked price. */
export function PaymentFacts({ invoice }: { invoice: InvoiceException }) {
  const { _ } = useLingui();
  return (
    <ReviewFacts
      facts={[
        { label: _(TEXTS.due), value: <UsdAndCoin cents={invoice.amount + invoice.fee} coin={invoice.coin} coinAmount={invoice.amount_due} /> },
        { label: _(TEXTS.paid), value: <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} /> },
      ]}
    />
  );
}

export function StatusBadge({ status }: { status: InvoiceException['status'] }) {
  const { _ } = useLingui();
  return <span className={`chain-status chain-status-${status}`}>{_(INVOICE_STATUS_LABELS[status])}</span>;
}

/**
 * An invoice waiting for a decision: who paid what for which plan, and the three decisions, each
 * behind a confirm step that names the user and the amounts before money moves. While a payment
 * still lacks confirmations the decisions wait (the server would refuse them).
 */
export function ExceptionCard({ invoice }: { invoice: InvoiceException }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const toast = useToast();
  const [decide] = useDecideInvoiceMutation();
  const { ask, dialog } = useConfirmedAction();
  const [rejecting, setRejecting] = useState(false);
  const headingId = useId();
  const waitNoteId = useId();
  const afterFee = invoice.paid_cents - invoice.fee;
  // Decisions move money: finance and owners; the other roles read the queue.
  const mayDecide = useStaffCan('money.decide');

  const onFailure = (failureMessage: Message) => (failure: unknown) => {
    if (!isChangedMeanwhile(failure)) return false;
    showApiError(toast, failure, _(failureMessage));
    return true;
  };
  const who = (
    <strong>
      <Who invoice={invoice} />
    </strong>
  );

  const askToStartPlan = () =>
    ask({
      title: _(TEXTS.startPlan),
      confirmLabel: _(TEXTS.startPlan),
      review: true,
      question: (
        <>
          <p>
            <Trans
              {...TEXTS.startPlanQuestion}
              values={{ plan: invoice.plan_id, amount: formatUsd(afterFee, locale) }}
              components={{ 0: who, 1: <strong /> }}
            />
          </p>
          <ReviewFacts
            facts={[
              { label: _(TEXTS.paid), value: <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} /> },
              { label: _(TEXTS.fee), value: formatUsd(invoice.fee, locale) },
              { label: _(TEXTS.planAmount), value: formatUsd(afterFee, locale), kind: 'total' },
            ]}
          />
        </>
      ),
      run: () => decide({ id: invoice.id, action: 'start-plan' }).unwrap(),
      onSuccess: () => toast.success(_({ ...TEXTS.planStarted, values: { name: invoice.username, amount: formatUsd(afterFee, locale) } })),
      failureMessage: _(START_PLAN_FAILED),
      onFailure: onFailure(START_PLAN_FAILED),
    });

  const askToCredit = () =>
    ask({
      title: _(TEXTS.credit),
      confirmLabel: _(TEXTS.credit),
      review: true,
      question: (
        <>
          <p>
            <Trans {...TEXTS.creditQuestion} components={{ 0: who }} />
          </p>
          <ReviewFacts
            facts={[
              { label: _(TEXTS.paid), value: <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} /> },
              { label: _(TEXTS.credited), value: formatUsd(invoice.paid_cents, locale), kind: 'total' },
            ]}
          />
        </>
      ),
      run: () => decide({ id: invoice.id, action: 'credit' }).unwrap(),
      onSuccess: () => toast.success(_({ ...TEXTS.creditDone, values: { amount: formatUsd(invoice.paid_cents, locale), name: invoice.username } })),
      failureMessage: _(CREDIT_FAILED),
      onFailure: onFailure(CREDIT_FAILED),
    });

  const waiting = !invoice.all_confirmed;
  const describedBy = waiting ? waitNoteId : undefined;

  return (
    <article className="card chain-exception" aria-labelledby={headingId}>
      <header className="chain-exception-head">
        <h3 id={headingId}>
          <span className="coin-name">
            <CoinIcon coin={invoice.coin} size={20} />
            <bdi dir="ltr" translate="no">
              {invoice.username}
            </bdi>
          </span>
          <small>
            <Trans {...TEXTS.heading} values={{ id: invoice.id, coin: invoice.coin }} components={{ 0: <span translate="no" /> }} />
          </small>
        </h3>
        <StatusBadge status={invoice.status} />
      </header>
      <PaymentFacts invoice={invoice} />
      <p className="chain-exception-when">
        <Trans
          {...TEXTS.when}
          values={{ created: formatDateTime(invoice.created_at, undefined, locale), expires: formatDateTime(invoice.expires_at, undefined, locale) }}
          components={{ 0: <time dateTime={invoice.created_at} />, 1: <time dateTime={invoice.expires_at} /> }}
        />
      </p>
      {waiting && mayDecide && (
        <p id={waitNoteId} className="chain-exception-wait">
          {_(INVOICE_DECISION_TEXTS.unconfirmed)}
        </p>
      )}
      {!mayDecide && <StaffRefusalNote permission="money.decide" />}
      {mayDecide && (
        <div className="chain-exception-actions">
          <Button variant="danger" disabled={waiting} aria-describedby={describedBy} onClick={() => setRejecting(true)}>
            {_(TEXTS.reject)}
          </Button>
          <Button variant="secondary" disabled={waiting} aria-describedby={describedBy} onClick={askToCredit}>
            {_(TEXTS.credit)}
          </Button>
          <Button disabled={waiting} aria-describedby={describedBy} onClick={askToStartPlan}>
            {_(TEXTS.startPlan)}
          </Button>
        </div>
      )}
      {dialog}
      {rejecting && <RejectInvoiceDialog invoice={invoice} onClose={() => setRejecting(false)} />}
    </article>
  );
}

import { Button, showApiError, useToast, type InvoiceException } from '@arcvest/shared';
import { ReviewFacts, StaffRefusalNote, UsdAndCoin, useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, formatUsd, INVOICE_DECISION_MESSAGES } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { useId, useState } from 'react';
import { useDecideInvoiceMutation } from './api';
import { INVOICE_STATUS_LABELS, who } from './chain-payment-labels';
import { CREDIT_FAILED, isChangedMeanwhile, START_PLAN_FAILED } from './decision-failures';
import { RejectInvoiceDialog } from './reject-invoice-dialog';

/** What was due and what was paid, in the coin and in dollars at the invoice's locked price. */
export function PaymentFacts({ invoice }: { invoice: InvoiceException }) {
  return (
    <ReviewFacts
      facts={[
        { label: 'Due', value: <UsdAndCoin cents={invoice.amount + invoice.fee} coin={invoice.coin} coinAmount={invoice.amount_due} /> },
        { label: 'Paid', value: <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} /> },
      ]}
    />
  );
}

export function StatusBadge({ status }: { status: InvoiceException['status'] }) {
  return <span className={`chain-status chain-status-${status}`}>{INVOICE_STATUS_LABELS[status]}</span>;
}

/**
 * An invoice waiting for a decision: who paid what for which plan, and the three decisions, each
 * behind a confirm step that names the user and the amounts before money moves. While a payment
 * still lacks confirmations the decisions wait (the server would refuse them).
 */
export function ExceptionCard({ invoice }: { invoice: InvoiceException }) {
  const toast = useToast();
  const [decide] = useDecideInvoiceMutation();
  const { ask, dialog } = useConfirmedAction();
  const [rejecting, setRejecting] = useState(false);
  const headingId = useId();
  const waitNoteId = useId();
  const afterFee = invoice.paid_cents - invoice.fee;
  // Decisions move money: finance and owners; the other roles read the queue.
  const mayDecide = useStaffCan('money.decide');

  const onFailure = (failureMessage: string) => (failure: unknown) => {
    if (!isChangedMeanwhile(failure)) return false;
    showApiError(toast, failure, failureMessage);
    return true;
  };

  const askToStartPlan = () =>
    ask({
      title: 'Start plan',
      confirmLabel: 'Start plan',
      review: true,
      question: (
        <>
          <p>
            Start plan #{invoice.plan_id} for <strong>{who(invoice)}</strong> with what they paid, less the fee? A confirmed deposit of{' '}
            <strong>{formatUsd(afterFee)}</strong> is recorded. This cannot be undone.
          </p>
          <ReviewFacts
            facts={[
              { label: 'Paid', value: <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} /> },
              { label: 'Fee', value: formatUsd(invoice.fee) },
              { label: 'Plan amount', value: formatUsd(afterFee), kind: 'total' },
            ]}
          />
        </>
      ),
      run: () => decide({ id: invoice.id, action: 'start-plan' }).unwrap(),
      onSuccess: () => toast.success(`The plan of ${invoice.username} started with ${formatUsd(afterFee)}.`),
      failureMessage: START_PLAN_FAILED,
      onFailure: onFailure(START_PLAN_FAILED),
    });

  const askToCredit = () =>
    ask({
      title: 'Credit to balance',
      confirmLabel: 'Credit to balance',
      review: true,
      question: (
        <>
          <p>
            Credit what <strong>{who(invoice)}</strong> paid to their balance? No plan starts. This cannot be undone.
          </p>
          <ReviewFacts
            facts={[
              { label: 'Paid', value: <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} /> },
              { label: 'Credited', value: formatUsd(invoice.paid_cents), kind: 'total' },
            ]}
          />
        </>
      ),
      run: () => decide({ id: invoice.id, action: 'credit' }).unwrap(),
      onSuccess: () => toast.success(`${formatUsd(invoice.paid_cents)} credited to the balance of ${invoice.username}.`),
      failureMessage: CREDIT_FAILED,
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
            {invoice.username}
          </span>
          <small>
            Invoice #{invoice.id} · {invoice.coin}
          </small>
        </h3>
        <StatusBadge status={invoice.status} />
      </header>
      <PaymentFacts invoice={invoice} />
      <p className="chain-exception-when">
        Created {formatDateTime(invoice.created_at)}, price locked until {formatDateTime(invoice.expires_at)}
      </p>
      {waiting && mayDecide && (
        <p id={waitNoteId} className="chain-exception-wait">
          {INVOICE_DECISION_MESSAGES.unconfirmed}
        </p>
      )}
      {!mayDecide && <StaffRefusalNote permission="money.decide" />}
      {mayDecide && (
        <div className="chain-exception-actions">
          <Button variant="danger" disabled={waiting} aria-describedby={describedBy} onClick={() => setRejecting(true)}>
            Reject
          </Button>
          <Button variant="secondary" disabled={waiting} aria-describedby={describedBy} onClick={askToCredit}>
            Credit to balance
          </Button>
          <Button disabled={waiting} aria-describedby={describedBy} onClick={askToStartPlan}>
            Start plan
          </Button>
        </div>
      )}
      {dialog}
      {rejecting && <RejectInvoiceDialog invoice={invoice} onClose={() => setRejecting(false)} />}
    </article>
  );
}

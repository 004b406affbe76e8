import { EmptyState, ErrorState, readApiError, Skeleton, type InvoiceException } from '@arcvest/shared';
import { UsdAndCoin } from '@arcvest/shared/dashboard-ui';
import { formatDateTime } from '@arcvest/shared/rules';
import { useGetInvoiceExceptionsQuery } from './api';
import { RESOLUTION_LABELS, splitQueue } from './chain-payment-labels';
import { ExceptionCard, StatusBadge } from './exception-card';

/** "Waiting for a decision" (partial and late invoices no one decided yet) and, below, what was decided or overpaid. */
export function ExceptionQueue() {
  const { currentData: exceptions, isError, error, refetch } = useGetInvoiceExceptionsQuery();

  let waiting;
  let history = null;
  if (exceptions) {
    const queue = splitQueue(exceptions);
    waiting =
      queue.waiting.length === 0 ? (
        <EmptyState>No payment waits for a decision.</EmptyState>
      ) : (
        <ul className="chain-exceptions">
          {queue.waiting.map((invoice) => (
            <li key={invoice.id}>
              <ExceptionCard invoice={invoice} />
            </li>
          ))}
        </ul>
      );
    history = <DecidedList invoices={queue.history} />;
  } else if (isError) {
    waiting = <ErrorState message={readApiError(error, 'The payments waiting for a decision could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    waiting = <Skeleton shape="cards" label="Loading the payments waiting for a decision" />;
  }

  return (
    <>
      <section className="chain-section" aria-labelledby="chain-waiting-heading">
        <h2 id="chain-waiting-heading">Waiting for a decision</h2>
        {waiting}
      </section>
      {history}
    </>
  );
}

function DecidedList({ invoices }: { invoices: InvoiceException[] }) {
  return (
    <section className="chain-section" aria-labelledby="chain-history-heading">
      <h2 id="chain-history-heading">Decided and overpaid</h2>
      {invoices.length === 0 ? (
        <EmptyState>No decisions yet.</EmptyState>
      ) : (
        <ul className="chain-history">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="card chain-history-row">
              <span className="chain-history-user">
                {invoice.username} <small>Invoice #{invoice.id}</small>
              </span>
              <StatusBadge status={invoice.status} />
              <span className="chain-history-paid">
                <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} />
              </span>
              <span className="chain-history-outcome">
                <strong>{invoice.resolution ? RESOLUTION_LABELS[invoice.resolution] : 'Plan started, surplus credited'}</strong>
                {invoice.resolution_note && <> · “{invoice.resolution_note}”</>}
              </span>
              <span className="chain-history-when">{formatDateTime(invoice.resolved_at ?? invoice.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { activeLocale, EmptyState, ErrorState, readApiError, Skeleton, useLingui, type InvoiceException } from '@arcvest/shared';
import { UsdAndCoin } from '@arcvest/shared/dashboard-ui';
import { formatDateTime } from '@arcvest/shared/rules';
import { useGetInvoiceExceptionsQuery } from './api';
import { RESOLUTION_LABELS, splitQueue } from './chain-payment-labels';
import { ExceptionCard, StatusBadge } from './exception-card';
import { CHAIN_PAYMENTS_TEXTS as TEXTS } from './messages';

/** "Waiting for a decision" (partial and late invoices no one decided yet) and, below, what was decided or overpaid. */
export function ExceptionQueue() {
  const { _ } = useLingui();
  const { currentData: exceptions, isError, error, refetch } = useGetInvoiceExceptionsQuery();

  let waiting;
  let history = null;
  if (exceptions) {
    const queue = splitQueue(exceptions);
    waiting =
      queue.waiting.length === 0 ? (
        <EmptyState>{_(TEXTS.noneWaiting)}</EmptyState>
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
    waiting = <ErrorState message={readApiError(error, _(TEXTS.waitingFailed)).message} onRetry={() => void refetch()} />;
  } else {
    waiting = <Skeleton shape="cards" label={_(TEXTS.waitingLoading)} />;
  }

  return (
    <>
      <section className="chain-section" aria-labelledby="chain-waiting-heading">
        <h2 id="chain-waiting-heading">{_(TEXTS.waitingTitle)}</h2>
        {waiting}
      </section>
      {history}
    </>
  );
}

function DecidedList({ invoices }: { invoices: InvoiceException[] }) {
  const { _ } = useLingui();
  return (
    <section className="chain-section" aria-labelledby="chain-history-heading">
      <h2 id="chain-history-heading">{_(TEXTS.historyTitle)}</h2>
      {invoices.length === 0 ? (
        <EmptyState>{_(TEXTS.noDecisions)}</EmptyState>
      ) : (
        <ul className="chain-history">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="card chain-history-row">
              <span className="chain-history-user">
                <bdi dir="ltr" translate="no">
                  {invoice.username}
                </bdi>{' '}
                <small>{_({ ...TEXTS.invoiceNumber, values: { id: invoice.id } })}</small>
              </span>
              <StatusBadge status={invoice.status} />
              <span className="chain-history-paid">
                <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} />
              </span>
              <span className="chain-history-outcome">
                <strong>{_(invoice.resolution ? RESOLUTION_LABELS[invoice.resolution] : TEXTS.overpaidOutcome)}</strong>
                {/* What the admin wrote, shown as written. */}
                {invoice.resolution_note && <> · “{invoice.resolution_note}”</>}
              </span>
              <time className="chain-history-when" dateTime={invoice.resolved_at ?? invoice.created_at}>
                {formatDateTime(invoice.resolved_at ?? invoice.created_at, undefined, activeLocale())}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

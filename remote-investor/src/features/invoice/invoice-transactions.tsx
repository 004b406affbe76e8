import { formatDateTime } from '@arcvest/shared/rules';
import { Money, type Invoice } from '@arcvest/shared';

/** Each payment seen for the invoice: its amount, how far it is confirmed, and its page in a block explorer. */
export function InvoiceTransactions({ invoice }: { invoice: Invoice }) {
  const required = invoice.required_confirmations;
  return (
    <section className="card invoice-transactions" aria-labelledby="invoice-transactions-title">
      <h2 id="invoice-transactions-title">{invoice.transactions.length === 1 ? 'Your payment' : 'Your payments'}</h2>
      <ul>
        {invoice.transactions.map((payment) => (
          <li key={payment.txid}>
            <div className="invoice-transaction-head">
              <Money amount={`${payment.amount} ${invoice.coin}`} />
              <span className={payment.confirmations >= required ? 'invoice-confirmed' : 'invoice-confirming'}>
                {payment.confirmations >= required ? 'Confirmed' : `${payment.confirmations} of ${required} confirmations`}
              </span>
            </div>
            <code className="invoice-txid">{payment.txid}</code>
            <p className="invoice-transaction-foot">
              <span>Seen {formatDateTime(payment.seen_at)}</span>
              <a href={payment.explorer_url} target="_blank" rel="noopener noreferrer">
                View in a block explorer<span className="visually-hidden"> (transaction {payment.txid.slice(0, 10)}…, opens in a new tab)</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

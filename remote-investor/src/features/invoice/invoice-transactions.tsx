import { formatCoin, formatDateTime } from '@arcvest/shared/rules';
import { activeLocale, Money, Trans, useLingui, type Invoice } from '@arcvest/shared';
import { INVOICE_TEXTS as TEXTS } from './messages';

/** Each payment seen for the invoice: its amount, how far it is confirmed, and its page in a block explorer. */
export function InvoiceTransactions({ invoice }: { invoice: Invoice }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const required = invoice.required_confirmations;
  return (
    <section className="card invoice-transactions" aria-labelledby="invoice-transactions-title">
      <h2 id="invoice-transactions-title">{_({ ...TEXTS.yourPayments, values: { count: invoice.transactions.length } })}</h2>
      <ul>
        {invoice.transactions.map((payment) => (
          <li key={payment.txid}>
            <div className="invoice-transaction-head">
              <Money amount={`${formatCoin(payment.amount, locale)} ${invoice.coin}`} />
              <span className={payment.confirmations >= required ? 'invoice-confirmed' : 'invoice-confirming'}>
                {payment.confirmations >= required ? _(TEXTS.confirmed) : _({ ...TEXTS.confirmationsOf, values: { count: payment.confirmations, required } })}
              </span>
            </div>
            <code className="invoice-txid" dir="ltr" translate="no">
              {payment.txid}
            </code>
            <p className="invoice-transaction-foot">
              <span>{_({ ...TEXTS.seen, values: { time: formatDateTime(payment.seen_at, undefined, locale) } })}</span>
              <a href={payment.explorer_url} target="_blank" rel="noopener noreferrer">
                <Trans {...TEXTS.viewInExplorer} values={{ txid: payment.txid.slice(0, 10) }} components={{ 0: <span className="visually-hidden" /> }} />
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { EmptyState, ErrorState, Money, readApiError, Skeleton, type CoinReconciliation, FactList } from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { useGetChainReconciliationQuery } from './api';
import { INVOICE_STATUS_LABELS, RESOLUTION_LABELS } from './chain-payment-labels';

/** Per coin, what the watched addresses received on chain against what the ledger credited, and each payment not credited. */
export function Reconciliation() {
  const { currentData: coins, isError, error, refetch } = useGetChainReconciliationQuery();

  let content;
  if (coins) {
    content =
      coins.length === 0 ? (
        <EmptyState>No coin is settled on chain yet.</EmptyState>
      ) : (
        <>
          <ul className="chain-coins">
            {coins.map((coin) => (
              <li key={coin.coin} className="card chain-coin">
                <h3 className="coin-name">
                  <CoinIcon coin={coin.coin} size={20} />
                  {coin.coin}
                </h3>
                <FactList
                  facts={[
                    { term: 'Received', value: <Money amount={`${coin.received} ${coin.coin}`} /> },
                    { term: 'Credited', value: <Money amount={`${coin.credited} ${coin.coin}`} /> },
                  ]}
                />
              </li>
            ))}
          </ul>
          <Uncredited coins={coins} />
        </>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The reconciliation could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" label="Loading the reconciliation" />;
  }

  return (
    <section className="chain-section" aria-labelledby="chain-reconciliation-heading">
      <h2 id="chain-reconciliation-heading">Reconciliation</h2>
      <p className="chain-intro">Confirmed payments to the invoices’ addresses, against what went into the ledger.</p>
      {content}
    </section>
  );
}

function Uncredited({ coins }: { coins: CoinReconciliation[] }) {
  const payments = coins.flatMap((coin) => coin.uncredited.map((payment) => ({ ...payment, coin: coin.coin })));
  if (payments.length === 0) return <EmptyState>Everything received is in the ledger.</EmptyState>;
  return (
    <>
      <h3 className="chain-subheading">Not in the ledger</h3>
      <ul className="chain-uncredited">
        {payments.map((payment) => (
          <li key={`${payment.coin}-${payment.txid}-${payment.invoice_id}`} className="card chain-uncredited-row">
            <span className="chain-uncredited-user">
              {payment.username} <small>Invoice #{payment.invoice_id}</small>
            </span>
            <span className="chain-uncredited-amount">
              <Money amount={`${payment.amount} ${payment.coin}`} />
            </span>
            <span className="chain-uncredited-state">
              {payment.resolution ? RESOLUTION_LABELS[payment.resolution] : INVOICE_STATUS_LABELS[payment.invoice_status]}
              {' · '}
              {payment.confirmations} {payment.confirmations === 1 ? 'confirmation' : 'confirmations'}
            </span>
            <span className="chain-uncredited-when">Seen {formatDateTime(payment.seen_at)}</span>
            <a className="chain-uncredited-tx" href={payment.explorer_url} target="_blank" rel="noopener noreferrer">
              <span className="visually-hidden">Transaction </span>
              <code>{payment.txid}</code>
              <span className="visually-hidden"> in a block explorer (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

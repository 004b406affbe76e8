import { activeLocale, EmptyState, ErrorState, Money, readApiError, Skeleton, Trans, useLingui, type CoinReconciliation, FactList } from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { useGetChainReconciliationQuery } from './api';
import { INVOICE_STATUS_LABELS, RESOLUTION_LABELS } from './chain-payment-labels';
import { CHAIN_PAYMENTS_TEXTS, RECONCILIATION_TEXTS as TEXTS } from './messages';

/** Per coin, what the watched addresses received on chain against what the ledger credited, and each payment not credited. */
export function Reconciliation() {
  const { _ } = useLingui();
  const { currentData: coins, isError, error, refetch } = useGetChainReconciliationQuery();

  let content;
  if (coins) {
    content =
      coins.length === 0 ? (
        <EmptyState>{_(TEXTS.none)}</EmptyState>
      ) : (
        <>
          <ul className="chain-coins">
            {coins.map((coin) => (
              <li key={coin.coin} className="card chain-coin">
                <h3 className="coin-name" translate="no">
                  <CoinIcon coin={coin.coin} size={20} />
                  {coin.coin}
                </h3>
                <FactList
                  facts={[
                    { term: _(TEXTS.received), value: <Money amount={`${coin.received} ${coin.coin}`} /> },
                    { term: _(TEXTS.credited), value: <Money amount={`${coin.credited} ${coin.coin}`} /> },
                  ]}
                />
              </li>
            ))}
          </ul>
          <Uncredited coins={coins} />
        </>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.failed)).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" label={_(TEXTS.loading)} />;
  }

  return (
    <section className="chain-section" aria-labelledby="chain-reconciliation-heading">
      <h2 id="chain-reconciliation-heading">{_(TEXTS.title)}</h2>
      <p className="chain-intro">{_(TEXTS.intro)}</p>
      {content}
    </section>
  );
}

function Uncredited({ coins }: { coins: CoinReconciliation[] }) {
  const { _ } = useLingui();
  const payments = coins.flatMap((coin) => coin.uncredited.map((payment) => ({ ...payment, coin: coin.coin })));
  if (payments.length === 0) return <EmptyState>{_(TEXTS.allCredited)}</EmptyState>;
  return (
    <>
      <h3 className="chain-subheading">{_(TEXTS.notInLedger)}</h3>
      <ul className="chain-uncredited">
        {payments.map((payment) => (
          <li key={`${payment.coin}-${payment.txid}-${payment.invoice_id}`} className="card chain-uncredited-row">
            <span className="chain-uncredited-user">
              <bdi dir="ltr" translate="no">
                {payment.username}
              </bdi>{' '}
              <small>{_({ ...CHAIN_PAYMENTS_TEXTS.invoiceNumber, values: { id: payment.invoice_id } })}</small>
            </span>
            <span className="chain-uncredited-amount">
              <Money amount={`${payment.amount} ${payment.coin}`} />
            </span>
            <span className="chain-uncredited-state">
              {_(payment.resolution ? RESOLUTION_LABELS[payment.resolution] : INVOICE_STATUS_LABELS[payment.invoice_status])}
              {' · '}
              {_({ ...TEXTS.confirmations, values: { count: payment.confirmations } })}
            </span>
            <span className="chain-uncredited-when">
              <Trans
                {...TEXTS.seen}
                values={{ date: formatDateTime(payment.seen_at, undefined, activeLocale()) }}
                components={{ 0: <time dateTime={payment.seen_at} /> }}
              />
            </span>
            <a className="chain-uncredited-tx" href={payment.explorer_url} target="_blank" rel="noopener noreferrer">
              <span className="visually-hidden">{_(TEXTS.transaction)} </span>
              <code dir="ltr" translate="no">
                {payment.txid}
              </code>
              <span className="visually-hidden"> {_(TEXTS.inExplorer)}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

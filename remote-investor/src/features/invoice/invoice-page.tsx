import {
  coinAmountAbove,
  coinPayment,
  formatCoin,
  formatDateTime,
  formatUsdPrice,
  invoiceAwaitsNews,
  paymentCoinByCoin,
  type Translate,
  type UiLocale,
} from '@arcvest/shared/rules';
import { CopyButton, FullAddress, ReviewFacts, UsdAndCoin, useTimeUp, type ReviewFact } from '@arcvest/shared/dashboard-ui';
import {
  activeLocale,
  ErrorState,
  isNotFound,
  Money,
  NotFound,
  PATHS,
  readApiError,
  Skeleton,
  Trans,
  useLingui,
  useLiveUpdatesConnected,
  useParams,
  type Invoice,
} from '@arcvest/shared';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useGetInvoiceQuery } from './api';
import { statusView } from './invoice-status';
import { InvoiceTransactions } from './invoice-transactions';
import { Countdown } from './countdown';
import { INVOICE_TEXTS as TEXTS } from './messages';
import './invoice.css';

/** How often the page asks for news while a payment is awaited or confirming. */
export const INVOICE_POLL_MS = 3_000;

/** /dashboard/buy-plan/invoices/{id}: where to pay, and the payment followed live until the plan starts (docs/chain.md#paying-on-chain). */
export default function InvoicePage() {
  const { _ } = useLingui();
  const { id } = useParams();
  const invoiceId = /^[1-9]\d{0,15}$/.test(id ?? '') ? Number(id) : null;
  if (invoiceId === null) return <NotFound backTo={PATHS.buyPlan} backLabel={_(TEXTS.backToBuyPlan)} />;
  return <LiveInvoice key={invoiceId} id={invoiceId} />;
}

function LiveInvoice({ id }: { id: number }) {
  const { _ } = useLingui();
  const [awaitsNews, setAwaitsNews] = useState(true);
  // While the live stream is up, its invoice events refresh the page; without it (blocked, down), it polls.
  const live = useLiveUpdatesConnected();
  const query = useGetInvoiceQuery(id, { pollingInterval: awaitsNews && !live ? INVOICE_POLL_MS : 0, skipPollingIfUnfocused: false });
  const invoice = query.data;
  // The page renders again when the time is up (and on each answer), not every second.
  const timeUp = useTimeUp(invoice?.expires_at);
  const stillAwaits = invoice === undefined || invoiceAwaitsNews(invoice, new Date());
  // The polling follows each answer (state adjusted while rendering, as React advises: an effect would render once more first).
  if (awaitsNews !== stillAwaits) setAwaitsNews(stillAwaits);

  if (!invoice) {
    if (query.isError) {
      // Another investor's invoice is not found either: the page never says whose it is.
      if (isNotFound(query.error)) return <NotFound backTo={PATHS.buyPlan} backLabel={_(TEXTS.backToBuyPlan)} />;
      return (
        <InvoiceFrame invoice={undefined}>
          <ErrorState message={readApiError(query.error, _(TEXTS.loadFailed)).message} onRetry={query.refetch} />
        </InvoiceFrame>
      );
    }
    return (
      <InvoiceFrame invoice={undefined}>
        <Skeleton shape="card" label={_(TEXTS.loading)} />
      </InvoiceFrame>
    );
  }
  return (
    <InvoiceFrame invoice={invoice}>
      <InvoiceDetails invoice={invoice} timeUp={timeUp} refreshFailed={query.isError} />
    </InvoiceFrame>
  );
}

function InvoiceFrame({ invoice, children }: { invoice: Invoice | undefined; children: React.ReactNode }) {
  const { _ } = useLingui();
  const coin = paymentCoinByCoin(invoice?.coin);
  return (
    <section className="invoice">
      <header className="page-title">
        <h1 className="coin-name">
          {coin && <CoinIcon coin={coin.coin} size={32} />}
          {coin ? _({ ...TEXTS.payWith, values: { coin: coin.name } }) : _(TEXTS.payment)}
        </h1>
      </header>
      {children}
    </section>
  );
}

function InvoiceDetails({ invoice, timeUp, refreshFailed }: { invoice: Invoice; timeUp: boolean; refreshFailed: boolean }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const coin = paymentCoinByCoin(invoice.coin)!;
  const view = statusView(invoice, timeUp, _, locale);
  // Open to payment: the price lock runs and no admin has decided on it yet.
  const timeLeft = !timeUp && invoice.resolution === null;
  const rest = coinAmountAbove(invoice.coin, invoice.amount_due, invoice.paid);
  // The wallet link holds the whole amount: it is offered only while nothing has been paid.
  const asksForPayment = timeLeft && (invoice.status === 'new' || (invoice.status === 'partial' && rest !== null));
  const toSend = invoice.status === 'new' ? invoice.amount_due : rest;
  const hasWalletLink = invoice.uri !== invoice.address;
  const confirming =
    invoice.status === 'processing' ||
    (invoice.status === 'partial' && invoice.transactions.some((payment) => payment.confirmations < invoice.required_confirmations));

  return (
    <>
      {invoice.chain_error !== null && <p className="notice">{_({ ...TEXTS.chainError, values: { coin: coin.name } })}</p>}
      {invoice.prices_stale && asksForPayment && <p className="notice">{_(TEXTS.pricesStale)}</p>}
      {refreshFailed && <p className="notice">{_(TEXTS.refreshFailed)}</p>}

      <div className={`card invoice-status invoice-status-${view.tone}`}>
        <div aria-live="polite" aria-atomic="true">
          <h2>{view.title}</h2>
          <p>{view.text}</p>
        </div>
        {confirming && (
          <div
            className="progress"
            role="progressbar"
            aria-label={_(TEXTS.confirmations)}
            aria-valuemin={0}
            aria-valuemax={invoice.required_confirmations}
            aria-valuenow={Math.min(invoice.confirmations, invoice.required_confirmations)}
            aria-valuetext={_({ ...TEXTS.confirmationsOf, values: { count: invoice.confirmations, required: invoice.required_confirmations } })}
          >
            <span
              className="progress-bar"
              style={{ width: `${(100 * Math.min(invoice.confirmations, invoice.required_confirmations)) / Math.max(1, invoice.required_confirmations)}%` }}
            />
          </div>
        )}
        {timeLeft && (invoice.status === 'new' || invoice.status === 'partial') && (
          <p className="invoice-countdown">
            <Trans {...TEXTS.timeLeft} values={{ time: <Countdown expiresAt={invoice.expires_at} /> }} />
            <span className="invoice-countdown-until">
              {_({ ...TEXTS.lockedUntil, values: { time: formatDateTime(invoice.expires_at, undefined, locale) } })}
            </span>
          </p>
        )}
        {view.actions && <div className="invoice-actions">{view.actions}</div>}
      </div>

      {asksForPayment && toSend !== null && (
        <div className={invoice.status === 'new' ? 'invoice-pay invoice-pay-with-qr' : 'invoice-pay'}>
          {invoice.status === 'new' && (
            <figure className="invoice-qr">
              <QRCodeSVG
                value={invoice.uri}
                size={220}
                marginSize={2}
                role="img"
                aria-label={_({ ...TEXTS.qrLabel, values: { amount: formatCoin(toSend, locale), coin: invoice.coin, address: invoice.address } })}
              />
              <figcaption>{hasWalletLink ? _(TEXTS.scanFills) : _(TEXTS.scanAddress)}</figcaption>
              {/* On a phone the wallet is on the same screen: the same link opens it (USDT on TRON has none, only the address). */}
              {hasWalletLink && (
                <a className="btn btn-secondary" href={invoice.uri}>
                  {_(TEXTS.openWallet)}
                </a>
              )}
            </figure>
          )}
          <div className="card invoice-send">
            <h2>{invoice.status === 'new' ? _(TEXTS.amountToSend) : _(TEXTS.amountStillToSend)}</h2>
            <div className="invoice-copy-row">
              <Money amount={`${formatCoin(toSend, locale)} ${invoice.coin}`} className="invoice-amount" />
              <CopyButton text={toSend} label={_(TEXTS.copyAmount)} copiedMessage={_(TEXTS.amountCopied)} failedMessage={_(TEXTS.amountCopyFailed)} />
            </div>
            <h2>{_({ ...TEXTS.coinAddress, values: { coin: coin.name } })}</h2>
            <div className="invoice-copy-row">
              <code className="invoice-address" dir="ltr" translate="no">
                {invoice.address}
              </code>
              <CopyButton
                text={invoice.address}
                label={_(TEXTS.copyAddress)}
                copiedMessage={_(TEXTS.addressCopied)}
                failedMessage={_(TEXTS.addressCopyFailed)}
              />
            </div>
            {invoice.destination_tag !== undefined && (
              <>
                <h2>{_(TEXTS.destinationTag)}</h2>
                <div className="invoice-copy-row">
                  <code className="invoice-address" dir="ltr" translate="no">
                    {invoice.destination_tag}
                  </code>
                  <CopyButton
                    text={String(invoice.destination_tag)}
                    label={_(TEXTS.copyDestinationTag)}
                    copiedMessage={_(TEXTS.destinationTagCopied)}
                    failedMessage={_(TEXTS.destinationTagCopyFailed)}
                  />
                </div>
                <p className="notice">{_(TEXTS.destinationTagNote)}</p>
              </>
            )}
            {invoice.coin === 'SOL' && invoice.status === 'new' && <p className="notice">{_(TEXTS.solanaNote)}</p>}
            <p className="invoice-network">{_({ ...TEXTS.sendOnNetwork, values: { network: coin.network } })}</p>
          </div>
        </div>
      )}

      {invoice.transactions.length > 0 && <InvoiceTransactions invoice={invoice} />}

      <div className="card invoice-facts">
        <h2>{_(TEXTS.paymentDetails)}</h2>
        <ReviewFacts facts={invoiceFacts(invoice, !asksForPayment, _, locale)} />
      </div>
    </>
  );
}

/** The plan and the figures at the invoice's locked price; the address too when the page no longer asks for a payment. */
function invoiceFacts(invoice: Invoice, withAddress: boolean, _: Translate, locale: UiLocale): ReviewFact[] {
  const coin = paymentCoinByCoin(invoice.coin)!;
  const parts = coinPayment(invoice.coin, invoice.amount, invoice.price_usd);
  return [
    { label: _(TEXTS.plan), value: invoice.plan_title },
    { label: _(TEXTS.amount), value: <UsdAndCoin cents={invoice.amount} coin={invoice.coin} coinAmount={parts?.amount ?? null} /> },
    { label: _(TEXTS.fee), value: <UsdAndCoin cents={invoice.fee} coin={invoice.coin} coinAmount={parts?.fee ?? null} /> },
    { label: _(TEXTS.total), value: <UsdAndCoin cents={invoice.amount + invoice.fee} coin={invoice.coin} coinAmount={invoice.amount_due} />, kind: 'total' },
    {
      label: _(TEXTS.price),
      value: (
        <span className="invoice-price">
          <Money amount={`1 ${invoice.coin} = ${formatUsdPrice(invoice.price_usd, locale)}`} />
          {invoice.prices_stale && <span className="invoice-price-note">{_(TEXTS.lastKnownPrice)}</span>}
        </span>
      ),
    },
    { label: _(TEXTS.network), value: coin.network },
    ...(withAddress ? [{ label: _(TEXTS.address), value: <FullAddress address={invoice.address} /> }] : []),
    ...(withAddress && invoice.destination_tag !== undefined ? [{ label: _(TEXTS.destinationTag), value: String(invoice.destination_tag) }] : []),
  ];
}

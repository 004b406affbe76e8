import { coinAmountAbove, coinPayment, formatDateTime, formatUsdPrice, invoiceAwaitsNews, paymentCoinByCoin } from '@arcvest/shared/rules';
import { CopyButton, FullAddress, ReviewFacts, UsdAndCoin, useTimeUp, type ReviewFact } from '@arcvest/shared/dashboard-ui';
import { ErrorState, isNotFound, Money, NotFound, PATHS, readApiError, Skeleton, useLiveUpdatesConnected, useParams, type Invoice } from '@arcvest/shared';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useGetInvoiceQuery } from './api';
import { statusView } from './invoice-status';
import { InvoiceTransactions } from './invoice-transactions';
import { Countdown } from './countdown';
import './invoice.css';

/** How often the page asks for news while a payment is awaited or confirming. */
export const INVOICE_POLL_MS = 3_000;

/** /dashboard/buy-plan/invoices/{id}: where to pay, and the payment followed live until the plan starts (docs/chain.md#paying-on-chain). */
export default function InvoicePage() {
  const { id } = useParams();
  const invoiceId = /^[1-9]\d{0,15}$/.test(id ?? '') ? Number(id) : null;
  if (invoiceId === null) return <NotFound backTo={PATHS.buyPlan} backLabel="Back to Buy plan" />;
  return <LiveInvoice key={invoiceId} id={invoiceId} />;
}

function LiveInvoice({ id }: { id: number }) {
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
      if (isNotFound(query.error)) return <NotFound backTo={PATHS.buyPlan} backLabel="Back to Buy plan" />;
      return (
        <InvoiceFrame invoice={undefined}>
          <ErrorState message={readApiError(query.error, 'The payment could not be loaded.').message} onRetry={query.refetch} />
        </InvoiceFrame>
      );
    }
    return (
      <InvoiceFrame invoice={undefined}>
        <Skeleton shape="card" label="Loading the payment" />
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
  const coin = paymentCoinByCoin(invoice?.coin);
  return (
    <section className="invoice">
      <header className="page-title">
        <h1 className="coin-name">
          {coin && <CoinIcon coin={coin.coin} size={32} />}
          {coin ? `Pay with ${coin.name}` : 'Payment'}
        </h1>
      </header>
      {children}
    </section>
  );
}

function InvoiceDetails({ invoice, timeUp, refreshFailed }: { invoice: Invoice; timeUp: boolean; refreshFailed: boolean }) {
  const coin = paymentCoinByCoin(invoice.coin)!;
  const view = statusView(invoice, timeUp);
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
      {invoice.chain_error !== null && (
        <p className="notice">
          We cannot reach the {coin.name} network right now; we keep trying. A payment you sent is not lost: it shows here once the network answers.
        </p>
      )}
      {invoice.prices_stale && asksForPayment && (
        <p className="notice">
          Live prices were unavailable when this payment was set up, so its amount uses the last known price. The market price may differ.
        </p>
      )}
      {refreshFailed && <p className="notice">This page could not be brought up to date just now; it tries again in a few seconds.</p>}

      <div className={`card invoice-status invoice-status-${view.tone}`}>
        <div aria-live="polite" aria-atomic="true">
          <h2>{view.title}</h2>
          <p>{view.text}</p>
        </div>
        {confirming && (
          <div
            className="progress"
            role="progressbar"
            aria-label="Confirmations"
            aria-valuemin={0}
            aria-valuemax={invoice.required_confirmations}
            aria-valuenow={Math.min(invoice.confirmations, invoice.required_confirmations)}
            aria-valuetext={`${invoice.confirmations} of ${invoice.required_confirmations} confirmations`}
          >
            <span
              className="progress-bar"
              style={{ width: `${(100 * Math.min(invoice.confirmations, invoice.required_confirmations)) / Math.max(1, invoice.required_confirmations)}%` }}
            />
          </div>
        )}
        {timeLeft && (invoice.status === 'new' || invoice.status === 'partial') && (
          <p className="invoice-countdown">
            Time left to pay: <Countdown expiresAt={invoice.expires_at} />
            <span className="invoice-countdown-until">The price is locked until {formatDateTime(invoice.expires_at)}.</span>
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
                aria-label={`QR code for your wallet: ${toSend} ${invoice.coin} to ${invoice.address}`}
              />
              <figcaption>
                {hasWalletLink
                  ? 'Scan with your wallet app: it fills in the address and the amount.'
                  : 'Scan with your wallet app for the address, then enter the amount.'}
              </figcaption>
              {/* On a phone the wallet is on the same screen: the same link opens it (USDT on TRON has none, only the address). */}
              {hasWalletLink && (
                <a className="btn btn-secondary" href={invoice.uri}>
                  Open in your wallet app
                </a>
              )}
            </figure>
          )}
          <div className="card invoice-send">
            <h2>{invoice.status === 'new' ? 'Amount to send' : 'Amount still to send'}</h2>
            <div className="invoice-copy-row">
              <Money amount={`${toSend} ${invoice.coin}`} className="invoice-amount" />
              <CopyButton
                text={toSend}
                label="Copy amount"
                copiedMessage="Amount copied."
                failedMessage="The amount could not be copied. Please select and copy it instead."
              />
            </div>
            <h2>{coin.name} address</h2>
            <div className="invoice-copy-row">
              <code className="invoice-address">{invoice.address}</code>
              <CopyButton
                text={invoice.address}
                label="Copy address"
                copiedMessage="Address copied."
                failedMessage="The address could not be copied. Please select and copy it instead."
              />
            </div>
            {invoice.destination_tag !== undefined && (
              <>
                <h2>Destination tag</h2>
                <div className="invoice-copy-row">
                  <code className="invoice-address">{invoice.destination_tag}</code>
                  <CopyButton
                    text={String(invoice.destination_tag)}
                    label="Copy destination tag"
                    copiedMessage="Destination tag copied."
                    failedMessage="The destination tag could not be copied. Please select and copy it instead."
                  />
                </div>
                <p className="notice">Enter this destination tag in your wallet: without it the payment cannot be matched to this invoice.</p>
              </>
            )}
            {invoice.coin === 'SOL' && invoice.status === 'new' && (
              <p className="notice">
                Pay with the QR code or the wallet link: they carry this payment’s reference, which a copied address does not, and without it the payment cannot
                be matched to this invoice.
              </p>
            )}
            <p className="invoice-network">Send on the {coin.network} network only.</p>
          </div>
        </div>
      )}

      {invoice.transactions.length > 0 && <InvoiceTransactions invoice={invoice} />}

      <div className="card invoice-facts">
        <h2>Payment details</h2>
        <ReviewFacts facts={invoiceFacts(invoice, !asksForPayment)} />
      </div>
    </>
  );
}

/** The plan and the figures at the invoice's locked price; the address too when the page no longer asks for a payment. */
function invoiceFacts(invoice: Invoice, withAddress: boolean): ReviewFact[] {
  const coin = paymentCoinByCoin(invoice.coin)!;
  const parts = coinPayment(invoice.coin, invoice.amount, invoice.price_usd);
  return [
    { label: 'Plan', value: invoice.plan_title },
    { label: 'Amount', value: <UsdAndCoin cents={invoice.amount} coin={invoice.coin} coinAmount={parts?.amount ?? null} /> },
    { label: 'Fee', value: <UsdAndCoin cents={invoice.fee} coin={invoice.coin} coinAmount={parts?.fee ?? null} /> },
    { label: 'Total', value: <UsdAndCoin cents={invoice.amount + invoice.fee} coin={invoice.coin} coinAmount={invoice.amount_due} />, kind: 'total' },
    {
      label: 'Price',
      value: (
        <span className="invoice-price">
          <Money amount={`1 ${invoice.coin} = ${formatUsdPrice(invoice.price_usd)}`} />
          {invoice.prices_stale && <span className="invoice-price-note">last known price</span>}
        </span>
      ),
    },
    { label: 'Network', value: coin.network },
    ...(withAddress ? [{ label: 'Address', value: <FullAddress address={invoice.address} /> }] : []),
    ...(withAddress && invoice.destination_tag !== undefined ? [{ label: 'Destination tag', value: String(invoice.destination_tag) }] : []),
  ];
}

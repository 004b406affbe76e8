import {
  PATHS,
  Button,
  EmptyState,
  readApiError,
  ErrorState,
  isNotFound,
  NotFound,
  Skeleton,
  useAppSelector,
  useGetCryptoPricesQuery,
  useGetPaymentOptionsQuery,
  useToast,
  Link,
  useNavigate,
  useParams,
  Money,
  Trans,
  useLingui,
} from '@arcvest/shared';
import { ReviewFacts, FullAddress } from '@arcvest/shared/dashboard-ui';
import { coinPayment, paymentCoinBySlug, type PaymentCoin } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useState } from 'react';
import { useBuyPlanMutation, useGetActiveAddressQuery } from './api';
import { ChainPaymentDetails } from './chain-payment';
import { ConfirmTransactionModal } from './confirm-transaction-modal';
import { coinPaymentFacts } from './payment-facts';
import { clearPurchase, depositBody, readPurchase, type StoredPurchase } from './purchase-storage';
import { StalePricesNotice } from './stale-prices-notice';
import { BUY_PLAN_TEXTS as TEXTS } from './messages';
import './buy-plan.css';

/** Said when no address is set for the coin (its English, for the tests). */
export const NO_ADDRESS_MESSAGE = TEXTS.noAddress.message;

/** /dashboard/buy-plan/{bitcoin|ethereum|ripple|solana|tether}: where and how much to pay. */
export default function PaymentPage() {
  const { _ } = useLingui();
  const { coin: slug } = useParams();
  const coin = paymentCoinBySlug(slug);
  if (!coin) return <NotFound backTo={PATHS.buyPlan} backLabel={_(TEXTS.backToBuyPlan)} />;
  return <CoinPayment key={coin.slug} coin={coin} />;
}

function BackToPlans() {
  const { _ } = useLingui();
  return (
    <Link to={PATHS.buyPlan} className="btn btn-secondary">
      {_(TEXTS.backToBuyPlan)}
    </Link>
  );
}

function CoinPayment({ coin }: { coin: PaymentCoin }) {
  const { _ } = useLingui();
  const [purchase] = useState(() => {
    const stored = readPurchase();
    return stored?.payment_method === coin.coin ? stored : null;
  });

  return (
    <section className="payment">
      <header className="page-title">
        <h1 className="coin-name">
          <CoinIcon coin={coin.coin} size={32} />
          {_({ ...TEXTS.payWith, values: { coin: coin.name } })}
        </h1>
      </header>
      {purchase ? (
        <PaymentByWay coin={coin} purchase={purchase} />
      ) : (
        <EmptyState>
          <p>{_(TEXTS.noChoice)}</p>
          <BackToPlans />
        </EmptyState>
      )}
    </section>
  );
}

/** A coin settled on chain gets an invoice of its own; any other is paid to the admin's address by hand. */
function PaymentByWay({ coin, purchase }: { coin: PaymentCoin; purchase: StoredPurchase }) {
  const { _ } = useLingui();
  // Read again on each visit: the way a coin is paid changes when an admin sets its key.
  const options = useGetPaymentOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (options.isError) {
    return <ErrorState message={readApiError(options.error, _(TEXTS.optionsFailed)).message} onRetry={options.refetch} />;
  }
  if (!options.data) return <Skeleton shape="card" label="Loading the payment details" />;
  const option = options.data.find((entry) => entry.coin === coin.coin);
  return option?.settlement === 'chain' ? (
    <ChainPaymentDetails coin={coin} purchase={purchase} requiredConfirmations={option.required_confirmations} />
  ) : (
    <PaymentDetails coin={coin} purchase={purchase} />
  );
}

function PaymentDetails({ coin, purchase }: { coin: PaymentCoin; purchase: StoredPurchase }) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const userId = useAppSelector((state) => state.auth.user?.id);
  const address = useGetActiveAddressQuery(coin.apiCode);
  const prices = useGetCryptoPricesQuery();
  const [buyPlan] = useBuyPlanMutation();
  const [confirming, setConfirming] = useState(false);
  const close = useCallback(() => setConfirming(false), []);

  if (address.isError) {
    return isNotFound(address.error) ? (
      <EmptyState>
        <p role="alert">{_(TEXTS.noAddress)}</p>
        <BackToPlans />
      </EmptyState>
    ) : (
      <ErrorState message={readApiError(address.error, _(TEXTS.addressFailed)).message} onRetry={address.refetch} />
    );
  }
  if (prices.isError) {
    return <ErrorState message={readApiError(prices.error, _(TEXTS.pricesFailed)).message} onRetry={prices.refetch} />;
  }
  if (!address.data || !prices.data) return <Skeleton shape="card" label="Loading the payment details" />;

  const payment = coinPayment(coin.coin, purchase.amount, prices.data[coin.slug]?.usd);
  if (!payment) {
    return <ErrorState message={_({ ...TEXTS.noPrice, values: { coin: coin.name } })} onRetry={prices.refetch} />;
  }
  const to = address.data.address;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(to);
      toast.success(_(TEXTS.addressCopied));
    } catch {
      toast.error(_(TEXTS.addressCopyFailed));
    }
  };

  // A failure rejects to the modal, which shows the message once where the user is looking (no toast).
  const confirm = async (transactionId: string) => {
    const { message } = await buyPlan(depositBody(purchase, userId, transactionId)).unwrap();
    toast.success(message);
    clearPurchase();
    navigate(PATHS.transactionHistory);
  };

  return (
    <>
      <p>
        <Trans {...TEXTS.manualIntro} values={{ coinCode: coin.coin, coin: coin.name, network: coin.network, amount: <Money amount={purchase.amount} /> }} />
      </p>
      <StalePricesNotice prices={prices.data} />
      <div className="payment-layout">
        <figure className="payment-qr">
          <QRCodeSVG value={to} size={220} marginSize={2} role="img" aria-label={_({ ...TEXTS.qrLabel, values: { coin: coin.name, address: to } })} />
          <figcaption>{_(TEXTS.qrCaption)}</figcaption>
        </figure>
        <div className="card payment-card">
          <h2 id="payment-address-title">{_({ ...TEXTS.coinAddress, values: { coin: coin.name } })}</h2>
          <div className="payment-address">
            <code dir="ltr" translate="no">
              {to}
            </code>
            <Button variant="secondary" onClick={copy} aria-label={_(TEXTS.copyAddress)}>
              {_(TEXTS.copy)}
            </Button>
          </div>
          <h2 className="visually-hidden">{_(TEXTS.amountToSend)}</h2>
          <ReviewFacts facts={coinPaymentFacts(coin, payment, _)} />
          <div className="payment-actions">
            <Button onClick={() => setConfirming(true)}>{_(TEXTS.paid)}</Button>
            <BackToPlans />
          </div>
        </div>
      </div>
      {confirming && (
        <ConfirmTransactionModal
          coin={coin}
          facts={[...coinPaymentFacts(coin, payment, _), { label: _(TEXTS.address), value: <FullAddress address={to} /> }]}
          onClose={close}
          onConfirm={confirm}
        />
      )}
    </>
  );
}

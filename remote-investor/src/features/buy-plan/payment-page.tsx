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
import './buy-plan.css';

export const NO_ADDRESS_MESSAGE = 'No address has been set for this coin yet. Please choose another payment option or contact support.';

/** /dashboard/buy-plan/{bitcoin|ethereum|ripple|solana|tether}: where and how much to pay. */
export default function PaymentPage() {
  const { coin: slug } = useParams();
  const coin = paymentCoinBySlug(slug);
  if (!coin) return <NotFound backTo={PATHS.buyPlan} backLabel="Back to Buy plan" />;
  return <CoinPayment key={coin.slug} coin={coin} />;
}

function BackToPlans() {
  return (
    <Link to={PATHS.buyPlan} className="btn btn-secondary">
      Back to Buy plan
    </Link>
  );
}

function CoinPayment({ coin }: { coin: PaymentCoin }) {
  const [purchase] = useState(() => {
    const stored = readPurchase();
    return stored?.payment_method === coin.coin ? stored : null;
  });

  return (
    <section className="payment">
      <header className="page-title">
        <h1 className="coin-name">
          <CoinIcon coin={coin.coin} size={32} />
          Pay with {coin.name}
        </h1>
      </header>
      {purchase ? (
        <PaymentByWay coin={coin} purchase={purchase} />
      ) : (
        <EmptyState>
          <p>We could not find your plan choice. Please choose a plan and a payment option first.</p>
          <BackToPlans />
        </EmptyState>
      )}
    </section>
  );
}

/** A coin settled on chain gets an invoice of its own; any other is paid to the admin's address by hand. */
function PaymentByWay({ coin, purchase }: { coin: PaymentCoin; purchase: StoredPurchase }) {
  // Read again on each visit: the way a coin is paid changes when an admin sets its key.
  const options = useGetPaymentOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (options.isError) {
    return <ErrorState message={readApiError(options.error, 'The payment options could not be loaded.').message} onRetry={options.refetch} />;
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
        <p role="alert">{NO_ADDRESS_MESSAGE}</p>
        <BackToPlans />
      </EmptyState>
    ) : (
      <ErrorState message={readApiError(address.error, 'The payment address could not be loaded.').message} onRetry={address.refetch} />
    );
  }
  if (prices.isError) {
    return <ErrorState message={readApiError(prices.error, 'The coin prices could not be loaded.').message} onRetry={prices.refetch} />;
  }
  if (!address.data || !prices.data) return <Skeleton shape="card" label="Loading the payment details" />;

  const payment = coinPayment(coin.coin, purchase.amount, prices.data[coin.slug]?.usd);
  if (!payment) {
    return <ErrorState message={`There is no usable ${coin.name} price right now. Please try again later.`} onRetry={prices.refetch} />;
  }
  const to = address.data.address;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(to);
      toast.success('Address copied.');
    } catch {
      toast.error('The address could not be copied. Please select and copy it instead.');
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
        Send exactly the total below, in {coin.coin}, to this {coin.name} address on the {coin.network} network, then press Paid, check the review and give us
        the transaction ID. Your plan of <Money amount={purchase.amount} /> starts once an admin has confirmed the payment.
      </p>
      <StalePricesNotice prices={prices.data} />
      <div className="payment-layout">
        <figure className="payment-qr">
          <QRCodeSVG value={to} size={220} marginSize={2} role="img" aria-label={`QR code of the ${coin.name} address ${to}`} />
          <figcaption>Scan to get the same address as the one written out with its Copy button.</figcaption>
        </figure>
        <div className="card payment-card">
          <h2 id="payment-address-title">{coin.name} address</h2>
          <div className="payment-address">
            <code>{to}</code>
            <Button variant="secondary" onClick={copy} aria-label="Copy address">
              Copy
            </Button>
          </div>
          <h2 className="visually-hidden">Amount to send</h2>
          <ReviewFacts facts={coinPaymentFacts(coin, payment)} />
          <div className="payment-actions">
            <Button onClick={() => setConfirming(true)}>Paid</Button>
            <BackToPlans />
          </div>
        </div>
      </div>
      {confirming && (
        <ConfirmTransactionModal
          coin={coin}
          facts={[...coinPaymentFacts(coin, payment), { label: 'Address', value: <FullAddress address={to} /> }]}
          onClose={close}
          onConfirm={confirm}
        />
      )}
    </>
  );
}

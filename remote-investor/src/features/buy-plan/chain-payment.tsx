import {
  Button,
  ErrorState,
  invoicePath,
  Link,
  Money,
  PATHS,
  readApiError,
  Skeleton,
  useAppSelector,
  useGetCryptoPricesQuery,
  useNavigate,
} from '@arcvest/shared';
import { ReviewFacts } from '@arcvest/shared/dashboard-ui';
import { coinPayment, type PaymentCoin } from '@arcvest/shared/rules';
import { useState } from 'react';
import { useBuyPlanMutation } from './api';
import { coinPaymentFacts } from './payment-facts';
import { clearPurchase, depositBody, type StoredPurchase } from './purchase-storage';
import { StalePricesNotice } from './stale-prices-notice';

/**
 * The payment page of a coin settled on chain (docs/chain.md#paying-on-chain): the figures at
 * today's price to review, then Get payment address creates the invoice (an address of its own,
 * the price locked) and opens its live page. No money moves here; the investor's wallet sends it.
 */
export function ChainPaymentDetails({
  coin,
  purchase,
  requiredConfirmations,
}: {
  coin: PaymentCoin;
  purchase: StoredPurchase;
  requiredConfirmations: number | null;
}) {
  const navigate = useNavigate();
  const userId = useAppSelector((state) => state.auth.user?.id);
  const prices = useGetCryptoPricesQuery();
  const [buyPlan, creation] = useBuyPlanMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (prices.isError) {
    return <ErrorState message={readApiError(prices.error, 'The coin prices could not be loaded.').message} onRetry={prices.refetch} />;
  }
  if (!prices.data) return <Skeleton shape="card" label="Loading the payment details" />;
  const payment = coinPayment(coin.coin, purchase.amount, prices.data[coin.slug]?.usd);
  if (!payment) {
    return <ErrorState message={`There is no usable ${coin.name} price right now. Please try again later.`} onRetry={prices.refetch} />;
  }

  const createInvoice = async () => {
    setFailure(null);
    try {
      const answer = await buyPlan(depositBody(purchase, userId)).unwrap();
      if (!answer.invoice) {
        setFailure(answer.message);
        return;
      }
      clearPurchase();
      // Replaced, so Back leads to the plans rather than to a second invoice for the same choice.
      navigate(invoicePath(answer.invoice.id), { replace: true });
    } catch (error) {
      setFailure(readApiError(error, 'The payment address could not be created. Please try again.').message);
    }
  };

  const confirmations = requiredConfirmations === null ? 'enough confirmations' : `${requiredConfirmations} confirmations`;
  return (
    <>
      <p>
        Check your plan of <Money amount={purchase.amount} /> below, then press Get payment address: you get your own {coin.name} address for this payment, with
        the amount at a price locked for a limited time. Your plan starts by itself once the payment has {confirmations} on the {coin.network} network; there is
        no transaction ID to type.
      </p>
      <StalePricesNotice prices={prices.data} />
      <div className="card payment-card chain-payment-card">
        <h2>Your payment at today’s price</h2>
        <ReviewFacts
          facts={[
            ...coinPaymentFacts(coin, payment),
            {
              label: 'What happens next',
              kind: 'note',
              value:
                'The next page shows the address, the exact amount and a QR code for your wallet, and follows the payment until the plan has started. Nothing is taken from your balance.',
            },
          ]}
        />
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="payment-actions">
          <Button onClick={() => void createInvoice()} busy={creation.isLoading}>
            Get payment address
          </Button>
          <Link to={PATHS.buyPlan} className="btn btn-secondary">
            Back to Buy plan
          </Link>
        </div>
      </div>
    </>
  );
}

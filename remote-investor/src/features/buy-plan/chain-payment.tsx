import {
  Button,
  ErrorState,
  invoicePath,
  Link,
  Money,
  PATHS,
  readApiError,
  Skeleton,
  Trans,
  useAppSelector,
  useLingui,
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
import { BUY_PLAN_TEXTS as TEXTS } from './messages';

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
  const { _ } = useLingui();
  const navigate = useNavigate();
  const userId = useAppSelector((state) => state.auth.user?.id);
  const prices = useGetCryptoPricesQuery();
  const [buyPlan, creation] = useBuyPlanMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (prices.isError) {
    return <ErrorState message={readApiError(prices.error, _(TEXTS.pricesFailed)).message} onRetry={prices.refetch} />;
  }
  if (!prices.data) return <Skeleton shape="card" label={_(TEXTS.loadingPayment)} />;
  const payment = coinPayment(coin.coin, purchase.amount, prices.data[coin.slug]?.usd);
  if (!payment) {
    return <ErrorState message={_({ ...TEXTS.noPrice, values: { coin: coin.name } })} onRetry={prices.refetch} />;
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
      setFailure(readApiError(error, _(TEXTS.addressNotCreated)).message);
    }
  };

  const introValues = { amount: <Money amount={purchase.amount} />, coin: coin.name, network: coin.network };
  return (
    <>
      <p>
        {requiredConfirmations === null ? (
          <Trans {...TEXTS.chainIntroEnough} values={introValues} />
        ) : (
          <Trans {...TEXTS.chainIntro} values={{ ...introValues, confirmations: requiredConfirmations }} />
        )}
      </p>
      <StalePricesNotice prices={prices.data} />
      <div className="card payment-card chain-payment-card">
        <h2>{_(TEXTS.paymentToday)}</h2>
        <ReviewFacts
          facts={[
            ...coinPaymentFacts(coin, payment, _),
            {
              label: _(TEXTS.whatNext),
              kind: 'note',
              value: _(TEXTS.chainNext),
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
            {_(TEXTS.getAddress)}
          </Button>
          <Link to={PATHS.buyPlan} className="btn btn-secondary">
            {_(TEXTS.backToBuyPlan)}
          </Link>
        </div>
      </div>
    </>
  );
}

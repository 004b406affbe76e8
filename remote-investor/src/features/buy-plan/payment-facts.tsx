import { UsdAndCoin, type ReviewFact } from '@arcvest/shared/dashboard-ui';
import { type CoinPayment, type PaymentCoin, type Translate } from '@arcvest/shared/rules';
import { BUY_PLAN_TEXTS as TEXTS } from './messages';

/** Amount, fee and total in dollars and in the coin, then the network: the payment page's figures and its review's. */
export function coinPaymentFacts(coin: PaymentCoin, payment: CoinPayment, _: Translate): ReviewFact[] {
  return [
    { label: _(TEXTS.amount), value: <UsdAndCoin cents={payment.amountCents} coin={coin.coin} coinAmount={payment.amount} /> },
    { label: _(TEXTS.fee), value: <UsdAndCoin cents={payment.feeCents} coin={coin.coin} coinAmount={payment.fee} /> },
    { label: _(TEXTS.total), value: <UsdAndCoin cents={payment.totalCents} coin={coin.coin} coinAmount={payment.total} />, kind: 'total' },
    { label: _(TEXTS.network), value: coin.network },
  ];
}

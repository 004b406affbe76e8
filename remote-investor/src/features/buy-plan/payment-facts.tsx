import { UsdAndCoin, type ReviewFact } from '@arcvest/shared/dashboard-ui';
import { type CoinPayment, type PaymentCoin } from '@arcvest/shared/rules';

/** Amount, fee and total in dollars and in the coin, then the network: the payment page's figures and its review's. */
export function coinPaymentFacts(coin: PaymentCoin, payment: CoinPayment): ReviewFact[] {
  return [
    { label: 'Amount', value: <UsdAndCoin cents={payment.amountCents} coin={coin.coin} coinAmount={payment.amount} /> },
    { label: 'Fee', value: <UsdAndCoin cents={payment.feeCents} coin={coin.coin} coinAmount={payment.fee} /> },
    { label: 'Total', value: <UsdAndCoin cents={payment.totalCents} coin={coin.coin} coinAmount={payment.total} />, kind: 'total' },
    { label: 'Network', value: coin.network },
  ];
}

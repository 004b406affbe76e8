// What a step-up confirms, in words: the email and the confirm sheet say it the same way.
import { paymentCoinByCoin } from './coins';
import { formatUsd } from './money';

/** "Withdraw $250.00 in BTC on the Bitcoin network to bc1q…". */
export function withdrawalSummary(details: { amount: number; payment_method: string; address: string }): string {
  const network = paymentCoinByCoin(details.payment_method)?.network ?? details.payment_method;
  return `Withdraw ${formatUsd(details.amount)} in ${details.payment_method} on the ${network} network to ${details.address.trim()}`;
}

/** 'Save the BTC address "Cold wallet" (bc1q…) on the Bitcoin network for withdrawals'. */
export function withdrawalAddressSummary(details: { payment_method: string; address: string; label: string }): string {
  const network = paymentCoinByCoin(details.payment_method)?.network ?? details.payment_method;
  return `Save the ${details.payment_method} address "${details.label.trim()}" (${details.address.trim()}) on the ${network} network for withdrawals`;
}

// What a step-up confirms, in words: the email and the confirm sheet say it the same way.
import { paymentCoinByCoin } from './coins';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { inEnglish, type Translate } from './messages';
import { formatUsd } from './money';

const SUMMARY_TEXTS = {
  withdrawal: /*i18n*/ { id: 'rules.stepUp.withdrawalSummary', message: 'Withdraw {amount} in {coin} on the {network} network to {address}' },
  address: /*i18n*/ {
    id: 'rules.stepUp.addressSummary',
    message: 'Save the {coin} address "{label}" ({address}) on the {network} network for withdrawals',
  },
};

/** "Withdraw $250.00 in BTC on the Bitcoin network to bc1q…". */
export function withdrawalSummary(
  details: { amount: number; payment_method: string; address: string },
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string {
  const network = paymentCoinByCoin(details.payment_method)?.network ?? details.payment_method;
  return translate({
    ...SUMMARY_TEXTS.withdrawal,
    values: { amount: formatUsd(details.amount, locale), coin: details.payment_method, network, address: details.address.trim() },
  });
}

/** 'Save the BTC address "Cold wallet" (bc1q…) on the Bitcoin network for withdrawals'. */
export function withdrawalAddressSummary(details: { payment_method: string; address: string; label: string }, translate: Translate = inEnglish): string {
  const network = paymentCoinByCoin(details.payment_method)?.network ?? details.payment_method;
  return translate({
    ...SUMMARY_TEXTS.address,
    values: { coin: details.payment_method, label: details.label.trim(), address: details.address.trim(), network },
  });
}

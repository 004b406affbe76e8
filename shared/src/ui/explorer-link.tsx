import { getRuntimeConfig, Trans } from '@arcvest/shared';
import { explorerTransactionUrl } from '../rules/invoices';
import { paymentCoinByCoin } from '../rules/coins';
import type { Coin } from '../types';

const VIEW = /*i18n*/ { id: 'ui.explorerLink.view', message: 'View in a block explorer<0> (opens in a new tab)</0>' };

/** "View in a block explorer" for a coin transaction, by the operator's link template (runtime config). */
export function ExplorerLink({ coin, txid }: { coin: Coin | 'BALANCE' | null; txid: string | null }) {
  const entry = paymentCoinByCoin(coin);
  if (!entry || !txid) return null;
  return (
    <a href={explorerTransactionUrl(getRuntimeConfig().explorerTxUrls[entry.coin], txid)} target="_blank" rel="noopener noreferrer">
      <Trans {...VIEW} components={{ 0: <span className="visually-hidden" /> }} />
    </a>
  );
}

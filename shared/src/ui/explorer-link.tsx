import { getRuntimeConfig } from '@arcvest/shared';
import { explorerTransactionUrl } from '../rules/invoices';
import { paymentCoinByCoin } from '../rules/coins';
import type { Coin } from '../types';

/** "View in a block explorer" for a coin transaction, by the operator's link template (runtime config). */
export function ExplorerLink({ coin, txid }: { coin: Coin | 'BALANCE' | null; txid: string | null }) {
  const entry = paymentCoinByCoin(coin);
  if (!entry || !txid) return null;
  return (
    <a href={explorerTransactionUrl(getRuntimeConfig().explorerTxUrls[entry.coin], txid)} target="_blank" rel="noopener noreferrer">
      View in a block explorer<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

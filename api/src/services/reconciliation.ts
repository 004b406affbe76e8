import type { CoinReconciliation } from '@arcvest/shared/schemas';
import { explorerTransactionUrl, fromBaseUnits } from '@arcvest/shared/rules';
import type { ChainSources } from '../chains/sources';
import { confirmationsAt } from '../chains/source';
import type { Db } from '../db/database';
import { findChainCursor, listCoinPayments } from '../db/repositories/invoices';

export type ReconciliationService = ReturnType<typeof createReconciliationService>;

/**
 * What the watched addresses received against what the ledger credited, per coin
 * (docs/chain.md#reconciliation). A payment is credited by the settlement or the admin's
 * decision that put its value in the ledger; every other one is listed.
 */
export function createReconciliationService(deps: { db: Db; sources: ChainSources; explorerTxUrls: Record<string, string> }) {
  const { db, sources, explorerTxUrls } = deps;

  async function ofCoin(source: NonNullable<ChainSources[keyof ChainSources]>): Promise<CoinReconciliation> {
    const { coin, requiredConfirmations } = source;
    const [payments, cursor] = await Promise.all([listCoinPayments(db, coin), findChainCursor(db, coin)]);
    const tip = cursor?.height ?? 0;
    const seen = payments.map((payment) => ({ ...payment, confirmations: confirmationsAt(payment.block_height, tip) }));
    const confirmed = seen.filter((payment) => payment.credited_at !== null || payment.confirmations >= requiredConfirmations);
    const sum = (rows: typeof seen) => rows.reduce((total, row) => total + BigInt(row.amount_base), 0n);
    return {
      coin,
      received: fromBaseUnits(coin, sum(confirmed)),
      credited: fromBaseUnits(coin, sum(seen.filter((payment) => payment.credited_at !== null))),
      uncredited: seen
        .filter((payment) => payment.credited_at === null)
        .map((payment) => ({
          invoice_id: payment.invoice_id,
          username: payment.username,
          txid: payment.txid,
          amount: fromBaseUnits(coin, BigInt(payment.amount_base)),
          confirmations: payment.confirmations,
          seen_at: payment.seen_at,
          invoice_status: payment.invoice_status,
          resolution: payment.resolution,
          explorer_url: explorerTransactionUrl(explorerTxUrls[coin], payment.txid),
        })),
    };
  }

  async function report(): Promise<CoinReconciliation[]> {
    return Promise.all(Object.values(sources).map(ofCoin));
  }

  return { report };
}

import type { ChainSource, ChainTransfer, TransactionPlace } from './source';
import { operatorWatchKey, splitOperatorWatchKey } from './watch-keys';

const TIMEOUT_MS = 10_000;
/** Transactions asked for per page of account_tx (the server may give fewer). */
const PAGE_SIZE = 200;

/** A transaction as account_tx (API v2) lists it: the transaction in `tx_json`, its outcome in `meta`. */
export interface XrpTransactionEntry {
  hash: string;
  ledger_index: number;
  validated?: boolean;
  tx_json: { TransactionType: string; Destination?: string; DestinationTag?: number };
  meta: { TransactionResult: string; delivered_amount?: string | object };
}

/** rippled's error answer; `searchedAll` comes with txnNotFound when tx was given a ledger range. */
class RpcError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly searchedAll: boolean | undefined,
  ) {
    super(message);
  }
}

/**
 * What a validated, successful Payment delivered in XRP (drops) and to whom. The amount is
 * `delivered_amount`, never `Amount`: a partial payment delivers less than its Amount says. Another
 * currency (an object, not drops), nothing delivered, or anything else than such a payment: null.
 */
function xrpDeliveryOf(entry: XrpTransactionEntry): { destination: string; tag: number | undefined; drops: bigint } | null {
  const { tx_json: tx, meta } = entry;
  if (entry.validated !== true || tx.TransactionType !== 'Payment' || meta.TransactionResult !== 'tesSUCCESS' || tx.Destination === undefined) return null;
  const delivered = meta.delivered_amount;
  if (typeof delivered !== 'string' || !/^\d+$/.test(delivered) || delivered === '0') return null;
  return { destination: tx.Destination, tag: tx.DestinationTag, drops: BigInt(delivered) };
}

/** What a validated Payment delivered to a watched `<address>:<tag>`: one without a tag or with another tag pays no invoice. */
export function xrpTransferOf(entry: XrpTransactionEntry, watched: ReadonlySet<string>): ChainTransfer | null {
  const delivery = xrpDeliveryOf(entry);
  if (delivery?.tag === undefined) return null;
  const watchKey = operatorWatchKey(delivery.destination, delivery.tag);
  return watched.has(watchKey) ? { txid: entry.hash, outputIndex: 0, watchKey, amount: delivery.drops, blockHeight: entry.ledger_index } : null;
}

/**
 * XRP through rippled's JSON-RPC (`XRP_RPC_URL`), API version 2, validated ledgers only: a ledger
 * index is the block height, and a validated ledger is final, so one confirmation is enough.
 * Invoices share the operator's address and differ by destination tag; each address is read with
 * account_tx over the ledgers asked for.
 */
export function xrpSource(options: { url: string }): ChainSource {
  async function call<T>(method: string, params: object): Promise<T> {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method, params: [{ ...params, api_version: 2 }] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    type Answer = T & { status?: string; error?: string; error_message?: string; searched_all?: boolean };
    const body = (await response.json().catch(() => null)) as { result?: Answer } | null;
    if (!body?.result) throw new Error(`the XRP Ledger node answered HTTP ${response.status} to ${method}`);
    const { result } = body;
    if (result.status === 'error') throw new RpcError(result.error ?? 'error', `${method}: ${result.error_message ?? result.error}`, result.searched_all);
    return result;
  }

  async function paymentsTo(address: string, from: number, to: number, watched: ReadonlySet<string>): Promise<ChainTransfer[]> {
    const transfers: ChainTransfer[] = [];
    let marker: unknown;
    do {
      const page = await call<{ transactions: XrpTransactionEntry[]; marker?: unknown }>('account_tx', {
        account: address,
        ledger_index_min: from,
        ledger_index_max: to,
        forward: true,
        limit: PAGE_SIZE,
        ...(marker !== undefined && { marker }),
      });
      for (const entry of page.transactions) {
        const transfer = xrpTransferOf(entry, watched);
        if (transfer) transfers.push(transfer);
      }
      marker = page.marker;
    } while (marker !== undefined);
    return transfers;
  }

  return {
    coin: 'XRP',
    requiredConfirmations: 1,

    async tipHeight() {
      return (await call<{ ledger_index: number }>('ledger', { ledger_index: 'validated' })).ledger_index;
    },

    async transfersInBlocks(from, to, watched) {
      const addresses = new Set([...watched].map((key) => splitOperatorWatchKey(key).address));
      const transfers: ChainTransfer[] = [];
      for (const address of addresses) transfers.push(...(await paymentsTo(address, from, to, watched)));
      return transfers;
    },

    /** Each account's XRP in the last validated ledger (account_info); an account never funded holds 0. */
    async balance(addresses) {
      let total = 0n;
      for (const address of addresses) {
        try {
          const info = await call<{ account_data: { Balance: string } }>('account_info', { account: address, ledger_index: 'validated' });
          total += BigInt(info.account_data.Balance);
        } catch (error) {
          if (!(error instanceof RpcError && error.code === 'actNotFound')) throw error;
        }
      }
      return total;
    },

    // Only validated ledgers are read: a payment shows once it is final (3 to 5 seconds).
    pendingTransfers: async () => [],

    async transactionPlace(txid, recordedHeight): Promise<TransactionPlace> {
      const range = recordedHeight === null ? {} : { min_ledger: recordedHeight, max_ledger: recordedHeight };
      try {
        const found = await call<{ ledger_index?: number; validated?: boolean; meta?: { TransactionResult?: string } }>('tx', { transaction: txid, ...range });
        if (found.meta?.TransactionResult !== undefined && found.meta.TransactionResult !== 'tesSUCCESS') return 'gone';
        return { blockHeight: found.validated === true && found.ledger_index !== undefined ? found.ledger_index : null };
      } catch (error) {
        if (!(error instanceof RpcError && error.code === 'txnNotFound')) throw error;
        // Only a search of the whole recorded ledger proves it gone; a server that no longer has
        // that ledger (history deleted) says nothing about a payment a validated ledger made final.
        return recordedHeight === null || error.searchedAll === true ? 'gone' : { blockHeight: recordedHeight };
      }
    },

    // A payout pays the investor's address whatever its tag: its output is keyed by the address alone.
    async transactionOutputs(txid) {
      try {
        const found = await call<XrpTransactionEntry>('tx', { transaction: txid });
        if (found.validated !== true) return { blockHeight: null, outputs: [] };
        const delivery = xrpDeliveryOf(found);
        const blockHeight = found.ledger_index;
        return {
          blockHeight,
          outputs: delivery ? [{ txid: found.hash, outputIndex: 0, watchKey: delivery.destination, amount: delivery.drops, blockHeight }] : [],
        };
      } catch (error) {
        if (error instanceof RpcError && error.code === 'txnNotFound') return 'gone';
        throw error;
      }
    },
  };
}

import type { ChainSource, ChainTransfer, TransactionPlace } from './source';
import { splitOperatorWatchKey } from './watch-keys';

const TIMEOUT_MS = 10_000;
const FINALIZED = { commitment: 'finalized' } as const;

/** A transaction as getTransaction gives it in "json" encoding (v0 transactions add the addresses they load). */
export interface SolanaTransaction {
  slot: number;
  transaction: { signatures: string[]; message: { accountKeys: string[] } };
  meta: { err: unknown; preBalances: number[]; postBalances: number[]; loadedAddresses?: { writable: string[]; readonly: string[] } } | null;
}

interface SignatureInfo {
  signature: string;
  slot: number;
  err: unknown;
}

/**
 * The lamports each account of a successful transaction gained in it (its balance after less
 * before; negative for the payer), by address; null for a failed or missing transaction. Balances
 * are listed in the order of the message's keys, then the loaded ones.
 */
function lamportsGained(transaction: SolanaTransaction | null): Map<string, bigint> | null {
  const meta = transaction?.meta;
  if (!transaction || !meta || meta.err !== null) return null;
  const keys = [...transaction.transaction.message.accountKeys, ...(meta.loadedAddresses?.writable ?? []), ...(meta.loadedAddresses?.readonly ?? [])];
  return new Map(keys.map((key, index) => [key, BigInt(meta.postBalances[index]) - BigInt(meta.preBalances[index])]));
}

/**
 * What a finalized transaction paid the operator's `address` for the invoice whose Solana Pay
 * `reference` it carries: the lamports the address gained. A failed transaction, one without the
 * reference, or one that did not add to the address pays nothing.
 */
export function solanaTransferOf(transaction: SolanaTransaction | null, watchKey: string): ChainTransfer | null {
  const { address, mark: reference } = splitOperatorWatchKey(watchKey);
  const gains = lamportsGained(transaction);
  if (!transaction || !gains?.has(reference)) return null;
  const gained = gains.get(address) ?? 0n;
  return gained > 0n ? { txid: transaction.transaction.signatures[0], outputIndex: 0, watchKey, amount: gained, blockHeight: transaction.slot } : null;
}

/**
 * Solana through its JSON-RPC (`SOL_RPC_URL`), finalized commitment only: a slot is the block
 * height, and a finalized slot is final, so one confirmation is enough. Each invoice has a
 * Solana Pay reference key that the paying wallet adds to its transfer; the transactions that
 * carry it are found with getSignaturesForAddress(reference), as the Solana Pay specification says.
 */
export function solanaSource(options: { url: string }): ChainSource {
  async function call<T>(method: string, params: unknown[]): Promise<T> {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { result?: T; error?: { message: string } } | null;
    if (!body || (body.result === undefined && !body.error)) throw new Error(`the Solana node answered HTTP ${response.status} to ${method}`);
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  }

  const finalizedTransaction = (signature: string) =>
    call<SolanaTransaction | null>('getTransaction', [signature, { ...FINALIZED, encoding: 'json', maxSupportedTransactionVersion: 0 }]);

  async function signatureStatus(signature: string) {
    const { value } = await call<{ value: ({ slot: number; err: unknown; confirmationStatus: string | null } | null)[] }>('getSignatureStatuses', [
      [signature],
      { searchTransactionHistory: true },
    ]);
    return value[0] ?? null;
  }

  async function paymentsFor(watchKey: string, from: number, to: number): Promise<ChainTransfer[]> {
    const { mark: reference } = splitOperatorWatchKey(watchKey);
    // Newest first, up to 1,000: far more than an invoice's reference is ever used for.
    const signatures = await call<SignatureInfo[]>('getSignaturesForAddress', [reference, FINALIZED]);
    const transfers: ChainTransfer[] = [];
    for (const { signature } of signatures.filter((info) => info.err === null && info.slot >= from && info.slot <= to)) {
      const transfer = solanaTransferOf(await finalizedTransaction(signature), watchKey);
      if (transfer) transfers.push(transfer);
    }
    return transfers;
  }

  return {
    coin: 'SOL',
    requiredConfirmations: 1,

    tipHeight: () => call<number>('getSlot', [FINALIZED]),

    async transfersInBlocks(from, to, watched) {
      const transfers: ChainTransfer[] = [];
      for (const watchKey of watched) transfers.push(...(await paymentsFor(watchKey, from, to)));
      return transfers;
    },

    /** Each address's lamports at the finalized commitment (getBalance). */
    async balance(addresses) {
      let total = 0n;
      for (const address of addresses) total += BigInt((await call<{ value: number }>('getBalance', [address, FINALIZED])).value);
      return total;
    },

    // Only finalized slots are read: a payment shows once it is final (about 13 seconds).
    pendingTransfers: async () => [],

    async transactionPlace(signature, recordedHeight): Promise<TransactionPlace> {
      const status = await signatureStatus(signature);
      if (status === null) {
        // Unknown to a node whose ledger starts after the recorded slot says nothing: the payment was finalized there.
        const oldest = recordedHeight === null ? null : await call<number>('minimumLedgerSlot', []);
        return oldest !== null && recordedHeight !== null && recordedHeight < oldest ? { blockHeight: recordedHeight } : 'gone';
      }
      if (status.err !== null) return 'gone';
      return { blockHeight: status.confirmationStatus === 'finalized' ? status.slot : null };
    },

    // What each account gained, as the watcher reads a payment (a payout carries no reference).
    async transactionOutputs(signature) {
      const status = await signatureStatus(signature);
      if (status === null) return 'gone';
      const transaction = status.confirmationStatus === 'finalized' ? await finalizedTransaction(signature) : null;
      if (transaction === null) return { blockHeight: null, outputs: [] };
      const outputs = [...(lamportsGained(transaction) ?? [])]
        .filter(([, gained]) => gained > 0n)
        .map(([account, gained]) => ({ txid: signature, outputIndex: 0, watchKey: account, amount: gained, blockHeight: transaction.slot }));
      return { blockHeight: transaction.slot, outputs };
    },
  };
}

import type { Coin } from '@arcvest/shared/schemas';

/** A payment to one of the watched addresses, as a chain source sees it. */
export interface ChainTransfer {
  txid: string;
  /**
   * Bitcoin's output number; a TRC-20 transfer's log index in its transaction; 0 for a plain Ether,
   * XRP or SOL transfer. With `txid`, the key a payment is credited once by.
   */
  outputIndex: number;
  /** Which watched address it pays (docs/chain.md#watch-keys). */
  watchKey: string;
  /** In the chain's smallest unit. */
  amount: bigint;
  /** The block holding it, or null while it waits in the mempool. */
  blockHeight: number | null;
}

/** Where a known transaction stands now; `gone`: in no block and not waiting (a reorganisation dropped it). */
export type TransactionPlace = { blockHeight: number | null } | 'gone';

/**
 * One chain, read through its node's API (docs/chain.md#chain-sources). Every method may throw
 * when the node cannot be reached: the watcher records the error and tries again next pass.
 */
export interface ChainSource {
  coin: Coin;
  /** Blocks on top of (and including) a payment's own before it counts. */
  requiredConfirmations: number;
  tipHeight(): Promise<number>;
  /** Transfers to `watched` keys in the blocks `from` to `to`, both included. */
  transfersInBlocks(from: number, to: number, watched: ReadonlySet<string>): Promise<ChainTransfer[]>;
  /** Transfers to `watched` keys still waiting to be mined. */
  pendingTransfers(watched: ReadonlySet<string>): Promise<ChainTransfer[]>;
  /**
   * Where the transaction stands now. `recordedHeight` is the block it was last seen in: a node
   * that keeps only recent history (rippled, Solana) is asked about that block, and one that no
   * longer has it leaves the payment where it was rather than calling it gone.
   */
  transactionPlace(txid: string, recordedHeight: number | null): Promise<TransactionPlace>;
  /**
   * What `addresses` (mainnet form) hold together now, confirmed only, in the chain's smallest unit:
   * the reserves of the proof of reserves (docs/proof-of-reserves.md#balances).
   */
  balance(addresses: readonly string[]): Promise<bigint>;
  /** What a transaction pays (every output or transfer, watched or not), for checking a payout; a chain without it is not checked. */
  transactionOutputs?(txid: string): Promise<{ blockHeight: number | null; outputs: ChainTransfer[] } | 'gone'>;
}

/** Confirmations of a transfer in `blockHeight` when the best block is `tip` (0 in the mempool). */
export function confirmationsAt(blockHeight: number | null, tip: number): number {
  return blockHeight === null ? 0 : Math.max(0, tip - blockHeight + 1);
}

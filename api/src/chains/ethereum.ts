import { createPublicClient, http, TransactionNotFoundError, type Address, type Block, type Hash, type Transaction } from 'viem';
import type { ChainSource, ChainTransfer, TransactionPlace } from './source';

const TIMEOUT_MS = 10_000;

/** Ether paid straight to a watched address (a contract's internal transfers are not seen). */
function transfersOf(block: Block<bigint, true>, watched: ReadonlySet<string>, blockHeight: number | null): ChainTransfer[] {
  return block.transactions
    .filter((transaction: Transaction) => transaction.to !== null && watched.has(transaction.to.toLowerCase()) && transaction.value > 0n)
    .map((transaction: Transaction) => ({
      txid: transaction.hash,
      outputIndex: 0,
      watchKey: transaction.to!.toLowerCase(),
      amount: transaction.value,
      blockHeight,
    }));
}

/** Ethereum through its JSON-RPC (`ETH_RPC_URL`), read with viem; any chain id is accepted. */
export function ethereumSource(options: { url: string; requiredConfirmations: number }): ChainSource {
  const client = createPublicClient({ transport: http(options.url, { batch: true, timeout: TIMEOUT_MS, retryCount: 0 }) });

  return {
    coin: 'ETH',
    requiredConfirmations: options.requiredConfirmations,

    async tipHeight() {
      return Number(await client.getBlockNumber({ cacheTime: 0 }));
    },

    async transfersInBlocks(from, to, watched) {
      const heights = Array.from({ length: Math.max(0, to - from + 1) }, (_, offset) => from + offset);
      const blocks = await Promise.all(heights.map((height) => client.getBlock({ blockNumber: BigInt(height), includeTransactions: true })));
      return blocks.flatMap((block) => transfersOf(block, watched, Number(block.number)));
    },

    async pendingTransfers(watched) {
      const pending = await client.getBlock({ blockTag: 'pending', includeTransactions: true });
      return transfersOf(pending as Block<bigint, true>, watched, null);
    },

    /** At the newest block with the required confirmations, so a block a reorganisation may replace counts nothing. */
    async balance(addresses) {
      const tip = await client.getBlockNumber({ cacheTime: 0 });
      const confirmed = tip - BigInt(options.requiredConfirmations) + 1n;
      const blockNumber = confirmed < 0n ? 0n : confirmed;
      const balances = await Promise.all(addresses.map((address) => client.getBalance({ address: address as Address, blockNumber })));
      return balances.reduce((sum, balance) => sum + balance, 0n);
    },

    async transactionOutputs(txid) {
      try {
        const transaction = await client.getTransaction({ hash: txid as Hash });
        const blockHeight = transaction.blockNumber === null ? null : Number(transaction.blockNumber);
        const to = transaction.to?.toLowerCase();
        return { blockHeight, outputs: to ? [{ txid: transaction.hash, outputIndex: 0, watchKey: to, amount: transaction.value, blockHeight }] : [] };
      } catch (error) {
        if (error instanceof TransactionNotFoundError) return 'gone';
        throw error;
      }
    },

    async transactionPlace(txid): Promise<TransactionPlace> {
      try {
        const transaction = await client.getTransaction({ hash: txid as Hash });
        return { blockHeight: transaction.blockNumber === null ? null : Number(transaction.blockNumber) };
      } catch (error) {
        if (error instanceof TransactionNotFoundError) return 'gone';
        throw error;
      }
    },
  };
}

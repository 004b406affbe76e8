import type { Address, Block, Hash, PublicClient, Transaction } from 'viem';
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

const isTransactionNotFound = async (error: unknown) => error instanceof (await import('viem')).TransactionNotFoundError;

/** Ethereum through its JSON-RPC (`ETH_RPC_URL`), read with viem; any chain id is accepted. */
export function ethereumSource(options: { url: string; requiredConfirmations: number }): ChainSource {
  // viem's client (about 200 modules beyond its utilities) loads with the first call, on a server that watches Ethereum.
  let connected: Promise<PublicClient> | null = null;
  const connect = () =>
    (connected ??= import('viem').then(({ createPublicClient, http }) =>
      createPublicClient({ transport: http(options.url, { batch: true, timeout: TIMEOUT_MS, retryCount: 0 }) }),
    ));

  return {
    coin: 'ETH',
    requiredConfirmations: options.requiredConfirmations,

    async tipHeight() {
      const client = await connect();
      return Number(await client.getBlockNumber({ cacheTime: 0 }));
    },

    async transfersInBlocks(from, to, watched) {
      const heights = Array.from({ length: Math.max(0, to - from + 1) }, (_, offset) => from + offset);
      const client = await connect();
      const blocks = await Promise.all(heights.map((height) => client.getBlock({ blockNumber: BigInt(height), includeTransactions: true })));
      return blocks.flatMap((block) => transfersOf(block, watched, Number(block.number)));
    },

    async pendingTransfers(watched) {
      const client = await connect();
      const pending = await client.getBlock({ blockTag: 'pending', includeTransactions: true });
      return transfersOf(pending as Block<bigint, true>, watched, null);
    },

    /** At the newest block with the required confirmations, so a block a reorganisation may replace counts nothing. */
    async balance(addresses) {
      const client = await connect();
      const tip = await client.getBlockNumber({ cacheTime: 0 });
      const confirmed = tip - BigInt(options.requiredConfirmations) + 1n;
      const blockNumber = confirmed < 0n ? 0n : confirmed;
      const balances = await Promise.all(addresses.map((address) => client.getBalance({ address: address as Address, blockNumber })));
      return balances.reduce((sum, balance) => sum + balance, 0n);
    },

    async transactionOutputs(txid) {
      try {
        const client = await connect();
        const transaction = await client.getTransaction({ hash: txid as Hash });
        const blockHeight = transaction.blockNumber === null ? null : Number(transaction.blockNumber);
        const to = transaction.to?.toLowerCase();
        return { blockHeight, outputs: to ? [{ txid: transaction.hash, outputIndex: 0, watchKey: to, amount: transaction.value, blockHeight }] : [] };
      } catch (error) {
        if (await isTransactionNotFound(error)) return 'gone';
        throw error;
      }
    },

    async transactionPlace(txid): Promise<TransactionPlace> {
      try {
        const client = await connect();
        const transaction = await client.getTransaction({ hash: txid as Hash });
        return { blockHeight: transaction.blockNumber === null ? null : Number(transaction.blockNumber) };
      } catch (error) {
        if (await isTransactionNotFound(error)) return 'gone';
        throw error;
      }
    },
  };
}

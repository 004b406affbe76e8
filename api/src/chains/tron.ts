import type { ChainSource, ChainTransfer, TransactionPlace } from './source';
import { tronAddressFromHex, tronAddressToHex } from './tron-address';

const TIMEOUT_MS = 10_000;
/** keccak256("Transfer(address,address,uint256)"): the first topic of a TRC-20 transfer's log. */
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** One log of a transaction: `address` is the emitting contract's 20 bytes in hex, without 41. */
interface TronLog {
  address: string;
  topics?: string[];
  data?: string;
}

/** A transaction's execution result, as /wallet/gettransactioninfobyid and …byblocknum give it ({} when unknown). */
export interface TronTransactionInfo {
  id?: string;
  blockNumber?: number;
  log?: TronLog[];
  /** Absent on success, "FAILED" otherwise. */
  result?: string;
  receipt?: { result?: string };
}

const failed = (info: TronTransactionInfo) => info.result === 'FAILED' || (info.receipt?.result !== undefined && info.receipt.result !== 'SUCCESS');

/**
 * The `Transfer` events of the token contract (`contractHex`) to the `T…` addresses `wanted` takes
 * in one transaction; each is keyed by its log's index in the transaction. Another contract's
 * events, a failed transaction's, and anything that is not a well-formed transfer are ignored.
 */
export function trc20TransfersOf(info: TronTransactionInfo, contractHex: string, wanted: (address: string) => boolean): ChainTransfer[] {
  if (!info.id || info.blockNumber === undefined || failed(info)) return [];
  const { id, blockNumber } = info;
  return (info.log ?? []).flatMap((log, index): ChainTransfer[] => {
    const [topic, , to] = log.topics ?? [];
    if (log.address.toLowerCase() !== contractHex || log.topics?.length !== 3 || topic.toLowerCase() !== TRANSFER_TOPIC) return [];
    if (!/^[0-9a-fA-F]{64}$/.test(to) || !/^[0-9a-fA-F]{64}$/.test(log.data ?? '')) return [];
    const watchKey = tronAddressFromHex(to.slice(24));
    const amount = BigInt(`0x${log.data}`);
    return wanted(watchKey) && amount > 0n ? [{ txid: id, outputIndex: index, watchKey, amount, blockHeight: blockNumber }] : [];
  });
}

/**
 * USDT on TRON (TRC-20), read through the full node's HTTP API as TronGrid serves it
 * (`TRON_API_URL`): the transfers of the configured token contract, block by block, from the
 * transactions' event logs. TronGrid wants its API key in the TRON-PRO-API-KEY header.
 */
export function tronSource(options: { url: string; requiredConfirmations: number; contract: string; apiKey: string | null }): ChainSource {
  const base = options.url.replace(/\/+$/, '');
  const contractHex = tronAddressToHex(options.contract);
  const headers = { 'content-type': 'application/json', ...(options.apiKey && { 'TRON-PRO-API-KEY': options.apiKey }) };

  async function post<T>(path: string, body: object): Promise<T> {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the TRON API answered HTTP ${response.status} to ${path}`);
    const answer = (await response.json()) as T | { Error: string };
    if (answer !== null && typeof answer === 'object' && 'Error' in answer) throw new Error(`${path}: ${answer.Error}`);
    return answer as T;
  }

  const transactionInfo = (txid: string) => post<TronTransactionInfo>('/wallet/gettransactioninfobyid', { value: txid });

  return {
    coin: 'USDT',
    requiredConfirmations: options.requiredConfirmations,

    async tipHeight() {
      const block = await post<{ block_header?: { raw_data?: { number?: number } } }>('/wallet/getnowblock', {});
      const height = block.block_header?.raw_data?.number;
      if (height === undefined) throw new Error('/wallet/getnowblock: the node has no block yet');
      return height;
    },

    async transfersInBlocks(from, to, watched) {
      const transfers: ChainTransfer[] = [];
      for (let height = from; height <= to; height += 1) {
        const infos = await post<TronTransactionInfo[] | Record<string, never>>('/wallet/gettransactioninfobyblocknum', { num: height });
        // An empty block answers [] (or {} on some node versions).
        for (const info of Array.isArray(infos) ? infos : []) transfers.push(...trc20TransfersOf(info, contractHex, (address) => watched.has(address)));
      }
      return transfers;
    },

    /**
     * The token's `balanceOf` each address, called read-only through /wallet/triggerconstantcontract
     * (addresses in their T… form: `visible`): the balance at the node's latest block.
     */
    async balance(addresses) {
      let total = 0n;
      for (const address of addresses) {
        const answer = await post<{ result?: { result?: boolean; message?: string }; constant_result?: string[] }>('/wallet/triggerconstantcontract', {
          owner_address: address,
          contract_address: options.contract,
          function_selector: 'balanceOf(address)',
          parameter: tronAddressToHex(address).padStart(64, '0'),
          visible: true,
        });
        const [word] = answer.constant_result ?? [];
        if (answer.result?.result !== true || !/^[0-9a-fA-F]{64}$/.test(word ?? '')) {
          throw new Error(`/wallet/triggerconstantcontract: no balanceOf for ${address}${answer.result?.message ? ` (${answer.result.message})` : ''}`);
        }
        total += BigInt(`0x${word}`);
      }
      return total;
    },

    // Transfers are read from blocks only (one every 3 seconds): a payment shows once it is in one.
    pendingTransfers: async () => [],

    async transactionPlace(txid): Promise<TransactionPlace> {
      const info = await transactionInfo(txid);
      if (info.blockNumber === undefined || failed(info)) return 'gone';
      return { blockHeight: info.blockNumber };
    },

    // The node knows a transaction once it is in a block ({} before): a payout waiting to be mined reads as unknown.
    async transactionOutputs(txid) {
      const info = await transactionInfo(txid);
      if (info.blockNumber === undefined) return 'gone';
      return { blockHeight: info.blockNumber, outputs: trc20TransfersOf(info, contractHex, () => true) };
    },
  };
}

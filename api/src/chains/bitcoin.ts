import type { ChainSource, ChainTransfer, TransactionPlace } from './source';
import { watchKeyOf } from './watch-keys';

const TIMEOUT_MS = 10_000;
/** Bitcoin Core's answer for a transaction it knows nowhere (RPC_INVALID_ADDRESS_OR_KEY). */
const NOT_FOUND = -5;
/** Mempool transactions already read, so a pass fetches only the new ones. */
const MEMPOOL_MEMORY = 200_000;

interface RawOutput {
  value: number;
  n: number;
  scriptPubKey: { hex: string };
}
interface RawTransaction {
  txid: string;
  vout: RawOutput[];
  blockhash?: string;
  confirmations?: number;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** BTC as Bitcoin Core writes it (a JSON number with 8 decimals) in satoshi. */
const satoshi = (value: number) => BigInt(Math.round(value * 1e8));

/** The transaction's outputs whose script `wanted` takes. */
function transfersOf(transaction: RawTransaction, wanted: (script: string) => boolean, blockHeight: number | null): ChainTransfer[] {
  return transaction.vout
    .filter((output) => wanted(output.scriptPubKey.hex))
    .map((output) => ({ txid: transaction.txid, outputIndex: output.n, watchKey: output.scriptPubKey.hex, amount: satoshi(output.value), blockHeight }));
}

/**
 * Bitcoin Core's JSON-RPC (`BTC_RPC_URL`, credentials in the URL), with `-txindex` so that
 * transactions outside its wallet can be read. Payments are matched by output script, so a
 * regtest node (or Litecoin's, in the tests) is read by the same code as mainnet.
 */
export function bitcoinSource(options: { url: string; requiredConfirmations: number }): ChainSource {
  const url = new URL(options.url);
  // fetch refuses a URL with credentials: they go in the header.
  const authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
  url.username = '';
  url.password = '';
  const endpoint = url.toString();
  const seenInMempool = new Set<string>();

  async function call<T>(method: string, params: unknown[] = []): Promise<T> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ jsonrpc: '1.0', id: method, method, params }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Bitcoin Core answers RPC errors with HTTP 404 or 500 and a JSON body.
    const body = (await response.json().catch(() => null)) as { result: T; error: { code: number; message: string } | null } | null;
    if (!body) throw new Error(`the Bitcoin node answered HTTP ${response.status}`);
    if (body.error) throw new RpcError(body.error.code, `${method}: ${body.error.message}`);
    return body.result;
  }

  /** The transaction and the height of its block in the best chain (null: waiting), or gone. */
  async function located(txid: string): Promise<{ transaction: RawTransaction; blockHeight: number | null } | 'gone'> {
    try {
      const transaction = await call<RawTransaction>('getrawtransaction', [txid, true]);
      if (!transaction.blockhash || !transaction.confirmations) return { transaction, blockHeight: null };
      const header = await call<{ height: number; confirmations: number }>('getblockheader', [transaction.blockhash]);
      // A block a reorganisation left behind has confirmations -1: the transaction waits again.
      return { transaction, blockHeight: header.confirmations > 0 ? header.height : null };
    } catch (error) {
      if (error instanceof RpcError && error.code === NOT_FOUND) return 'gone';
      throw error;
    }
  }

  return {
    coin: 'BTC',
    requiredConfirmations: options.requiredConfirmations,

    tipHeight: () => call<number>('getblockcount'),

    async transfersInBlocks(from, to, watched) {
      const transfers: ChainTransfer[] = [];
      for (let height = from; height <= to; height += 1) {
        const hash = await call<string>('getblockhash', [height]);
        const block = await call<{ tx: RawTransaction[] }>('getblock', [hash, 2]);
        for (const transaction of block.tx) transfers.push(...transfersOf(transaction, (script) => watched.has(script), height));
      }
      return transfers;
    },

    async pendingTransfers(watched) {
      const mempool = await call<string[]>('getrawmempool');
      const transfers: ChainTransfer[] = [];
      for (const txid of mempool.filter((id) => !seenInMempool.has(id))) {
        if (seenInMempool.size >= MEMPOOL_MEMORY) seenInMempool.clear();
        seenInMempool.add(txid);
        try {
          transfers.push(...transfersOf(await call<RawTransaction>('getrawtransaction', [txid, true]), (script) => watched.has(script), null));
        } catch (error) {
          // Mined or replaced between the two calls: the block scan or the next pass sees it.
          if (!(error instanceof RpcError && error.code === NOT_FOUND)) throw error;
        }
      }
      return transfers;
    },

    transactionPlace: async (txid): Promise<TransactionPlace> => {
      const found = await located(txid);
      return found === 'gone' ? 'gone' : { blockHeight: found.blockHeight };
    },

    // The UTXO set holds mined outputs only; those in the last `confirmations − 1` blocks wait.
    // Scripts, not addresses, are scanned (`raw(<script>)`): a regtest node spells addresses otherwise.
    async balance(addresses) {
      if (addresses.length === 0) return 0n;
      const descriptors = addresses.map((address) => `raw(${watchKeyOf('BTC', address)})`);
      const scan = await call<{ success: boolean; height: number; unspents: { amount: number; height: number }[] }>('scantxoutset', ['start', descriptors]);
      if (!scan.success) throw new Error('scantxoutset: the scan was aborted');
      const confirmedFrom = scan.height - options.requiredConfirmations + 1;
      return scan.unspents.filter((unspent) => unspent.height <= confirmedFrom).reduce((sum, unspent) => sum + satoshi(unspent.amount), 0n);
    },

    async transactionOutputs(txid) {
      const found = await located(txid);
      if (found === 'gone') return 'gone';
      return { blockHeight: found.blockHeight, outputs: transfersOf(found.transaction, () => true, found.blockHeight) };
    },
  };
}

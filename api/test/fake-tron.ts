import { randomBytes } from 'node:crypto';
import type { TronTransactionInfo } from '../src/chains/tron';
import { tronAddressToHex } from '../src/chains/tron-address';

/** Tether's USDT contract on TRON's mainnet, the default `TRON_USDT_CONTRACT`. */
export const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const word = (hex: string) => hex.padStart(64, '0');

/**
 * A TRON full node's HTTP API as TronGrid serves it, answering in the shapes of its documentation
 * (tronprotocol's HTTP API reference: /wallet/getnowblock, /wallet/gettransactioninfobyblocknum,
 * /wallet/gettransactioninfobyid, which answers {} for a transaction on no block). Transactions are
 * TransactionInfo objects whose `log` holds the TRC-20 Transfer events.
 */
export class FakeTronNode {
  tip = 1000;
  readonly infos = new Map<string, TronTransactionInfo>();

  /** A TRC-20 transfer of `amount` (base units) of `contract` to `to`, mined in block `block`. */
  transfer(to: string, amount: bigint, block: number, contract = USDT_CONTRACT): string {
    const id = randomBytes(32).toString('hex');
    const contractHex = tronAddressToHex(contract);
    this.infos.set(id, {
      id,
      blockNumber: block,
      log: [
        { address: contractHex, topics: [TRANSFER_TOPIC, word(randomBytes(20).toString('hex')), word(tronAddressToHex(to))], data: word(amount.toString(16)) },
      ],
      receipt: { result: 'SUCCESS' },
    });
    return id;
  }

  answer(path: string, body: { num?: number; value?: string }): unknown {
    const mined = [...this.infos.values()].filter((info) => info.blockNumber! <= this.tip);
    switch (path) {
      case '/wallet/getnowblock':
        return { blockID: word(this.tip.toString(16)), block_header: { raw_data: { number: this.tip, timestamp: 1_777_445_307_000 } }, transactions: [] };
      case '/wallet/gettransactioninfobyblocknum':
        return mined.filter((info) => info.blockNumber === body.num);
      case '/wallet/gettransactioninfobyid':
        return mined.find((info) => info.id === body.value) ?? {};
      default:
        return { Error: `unknown path ${path}` };
    }
  }
}

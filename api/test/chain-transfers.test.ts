import { base58 } from '@scure/base';
import { solanaTransferOf, type SolanaTransaction } from '../src/chains/solana';
import { trc20TransfersOf, type TronTransactionInfo } from '../src/chains/tron';
import { tronAddressFromHex, tronAddressToHex } from '../src/chains/tron-address';
import { operatorWatchKey } from '../src/chains/watch-keys';
import { xrpTransferOf, type XrpTransactionEntry } from '../src/chains/xrp';

/** How each chain source reads one transaction (the shapes of each chain's API documentation). */

describe('TRC-20 transfers (TRON transaction info logs)', () => {
  const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const USDT_HEX = tronAddressToHex(USDT);
  const TRANSFER = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
  const APPROVAL = '8c5be1e5ebec7d5bd14f71427d1e84f3dd0341c7b7a5d4e72d62a9ddc8e53c85';
  const to = tronAddressFromHex('11'.repeat(20));
  const word = (hex: string) => hex.padStart(64, '0');
  const log = (overrides: Partial<{ address: string; topics: string[]; data: string }> = {}) => ({
    address: USDT_HEX,
    topics: [TRANSFER, word('22'.repeat(20)), word(tronAddressToHex(to))],
    data: word((5_000_000).toString(16)),
    ...overrides,
  });
  const info = (logs: object[], overrides: Partial<TronTransactionInfo> = {}): TronTransactionInfo => ({
    id: 'ab'.repeat(32),
    blockNumber: 77,
    log: logs as TronTransactionInfo['log'],
    receipt: { result: 'SUCCESS' },
    ...overrides,
  });
  const watched = (address: string) => address === to;

  it('round-trips the T… address and its 20 bytes', () => {
    expect(tronAddressFromHex(USDT_HEX)).toBe(USDT);
    expect(USDT_HEX).toBe('a614f803b6fd780986a42c78ec9c7f77e6ded13c');
  });

  it('takes the token’s Transfer events to a watched address, each keyed by its log index', () => {
    const transfers = trc20TransfersOf(
      info([log({ topics: [APPROVAL, word('22'.repeat(20)), word(tronAddressToHex(to))] }), log(), log({ data: word('64') })]),
      USDT_HEX,
      watched,
    );
    expect(transfers).toEqual([
      { txid: 'ab'.repeat(32), outputIndex: 1, watchKey: to, amount: 5_000_000n, blockHeight: 77 },
      { txid: 'ab'.repeat(32), outputIndex: 2, watchKey: to, amount: 100n, blockHeight: 77 },
    ]);
  });

  it('ignores another contract’s transfer, an unwatched address, a failed transaction and a malformed log', () => {
    expect(trc20TransfersOf(info([log({ address: tronAddressToHex('TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8') })]), USDT_HEX, watched)).toEqual([]);
    expect(trc20TransfersOf(info([log()]), USDT_HEX, (address) => address === 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy')).toEqual([]);
    expect(trc20TransfersOf(info([log()], { result: 'FAILED', receipt: { result: 'REVERT' } }), USDT_HEX, watched)).toEqual([]);
    expect(trc20TransfersOf(info([log({ data: '' }), log({ topics: [TRANSFER] }), log({ data: word('0') })]), USDT_HEX, watched)).toEqual([]);
    expect(trc20TransfersOf({}, USDT_HEX, watched)).toEqual([]);
  });
});

describe('XRP payments (account_tx, API v2)', () => {
  const OPERATOR = 'rLNaPoKeeBjZe2qs6x52yVPZpZ8td4dc6w';
  const watched = new Set([operatorWatchKey(OPERATOR, 42)]);
  const entry = (tx: Partial<XrpTransactionEntry['tx_json']> = {}, meta: Partial<XrpTransactionEntry['meta']> = {}, validated = true): XrpTransactionEntry => ({
    hash: 'C5'.repeat(32),
    ledger_index: 98_918_111,
    validated,
    tx_json: { TransactionType: 'Payment', Destination: OPERATOR, DestinationTag: 42, ...tx },
    meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '25000000', ...meta },
  });

  it('credits what was delivered to the address and tag', () => {
    expect(xrpTransferOf(entry(), watched)).toEqual({
      txid: 'C5'.repeat(32),
      outputIndex: 0,
      watchKey: `${OPERATOR}:42`,
      amount: 25_000_000n,
      blockHeight: 98_918_111,
    });
  });

  it('a partial payment counts its delivered_amount, not its Amount', () => {
    const partial = entry({ ...({ Amount: '1040000000', DeliverMax: '1040000000', Flags: 0x00020000 } as object) }, { delivered_amount: '1000' });
    expect(xrpTransferOf(partial, watched)?.amount).toBe(1000n);
  });

  it('pays no invoice: another tag, no tag, another address, another currency, a failure, a ledger not validated, a non-payment', () => {
    const ignored = [
      entry({ DestinationTag: 43 }),
      entry({ DestinationTag: undefined }),
      entry({ Destination: 'r48QyLLbot7VCfw325LrXAUtP6CRfU3tb4' }),
      entry({}, { delivered_amount: { currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: '10' } }),
      entry({}, { delivered_amount: 'unavailable' }),
      entry({}, { TransactionResult: 'tecPATH_PARTIAL' }),
      entry({}, {}, false),
      entry({ TransactionType: 'TrustSet' }),
    ];
    for (const payment of ignored) expect(xrpTransferOf(payment, watched)).toBeNull();
  });
});

describe('SOL transfers (getTransaction, json encoding)', () => {
  const key = (seed: number) => base58.encode(new Uint8Array(32).fill(seed));
  const [payer, operator, reference, lookedUp] = [key(1), key(2), key(3), key(4)];
  const watchKey = operatorWatchKey(operator, reference);
  const transaction = (keys: string[], pre: number[], post: number[], extra: Partial<NonNullable<SolanaTransaction['meta']>> = {}): SolanaTransaction => ({
    slot: 314,
    transaction: { signatures: ['sig'], message: { accountKeys: keys } },
    meta: { err: null, preBalances: pre, postBalances: post, ...extra },
  });

  it('credits the lamports the operator’s address gained in a transaction carrying the reference', () => {
    expect(solanaTransferOf(transaction([payer, operator, reference], [10_000, 500, 0], [4_995, 5_500, 0]), watchKey)).toEqual({
      txid: 'sig',
      outputIndex: 0,
      watchKey,
      amount: 5000n,
      blockHeight: 314,
    });
  });

  it('finds the operator among a v0 transaction’s loaded addresses', () => {
    const v0 = transaction([payer, reference], [10_000, 0, 0, 7], [4_995, 0, 5_000, 7], { loadedAddresses: { writable: [operator], readonly: [lookedUp] } });
    expect(solanaTransferOf(v0, watchKey)?.amount).toBe(5000n);
  });

  it('pays no invoice: without the reference, not to the operator, a failure, a debit, nothing found', () => {
    expect(solanaTransferOf(transaction([payer, operator], [10_000, 500], [4_995, 5_500]), watchKey)).toBeNull();
    expect(solanaTransferOf(transaction([payer, lookedUp, reference], [10_000, 0, 0], [4_995, 5_000, 0]), watchKey)).toBeNull();
    expect(
      solanaTransferOf(transaction([payer, operator, reference], [10_000, 500, 0], [4_995, 5_500, 0], { err: { InstructionError: [0, 'Custom'] } }), watchKey),
    ).toBeNull();
    expect(solanaTransferOf(transaction([operator, payer, reference], [10_000, 0, 0], [4_995, 5_000, 0]), watchKey)).toBeNull();
    expect(solanaTransferOf(null, watchKey)).toBeNull();
  });
});

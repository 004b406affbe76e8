import { base58 } from '@scure/base';
import { explorerTransactionUrl } from '@arcvest/shared/rules';
import type { ChainSettings } from '../src/config';
import { forEachDatabase } from './databases';
import { NODE_DOWN_URL, startFakeNode, type FakeNode } from './fake-node';
import { FakeRippled } from './fake-rippled';
import { FakeSolana } from './fake-solana';
import { FakeTronNode, USDT_CONTRACT } from './fake-tron';
import { call } from './helpers';
import { walletOf } from './money-helpers';
import { payoutError, withdrawForPayout } from './payout-helpers';

/**
 * Payout checks of the chains read through local fakes of their public APIs (docs/chain.md#payouts;
 * api/test/payouts.test.ts does ETH on anvil). Each withdrawal is $300, at the built-in prices
 * (the price source is unreachable here), with a 1 % tolerance.
 */
const TOLERANCE_PERCENT = 1;
const NOT_IN_BLOCK = 'This transaction is not in a block yet. Confirm the withdrawal once it has a confirmation.';
const notFound = (network: string) => `This transaction is not on the ${network} network. Check the ID, or try again once your wallet has sent it.`;

interface PayoutChain {
  coin: 'USDT' | 'XRP' | 'SOL';
  network: string;
  investorAddress: string;
  otherAddress: string;
  /** The withdrawal's amount in the coin, as recorded, and in the chain's smallest unit. */
  coinAmount: string;
  due: bigint;
  /** What a short payout (98 % of `due`) is said to pay. */
  shortPaid: string;
  chains(url: string): Partial<ChainSettings>;
  /** A fresh node; its answers to the source's requests. */
  reset(): void;
  answer(path: string, body: unknown): unknown;
  /** A payout of `amount` to `to`, not final until `settle()`. */
  pay(to: string, amount: bigint): string;
  /** A payout that delivers only `delivered` (by default one of that amount). */
  payShort?(to: string, delivered: bigint): string;
  settle(): void;
  /** An id of the right form that the node does not know. */
  unknownId: string;
  /** What a payout not final yet is told: TRON's node knows a transaction only once it is in a block. */
  pendingMessage: string;
}

let tron: FakeTronNode;
let rippled: FakeRippled;
let solana: FakeSolana;

const CHAINS: PayoutChain[] = [
  {
    coin: 'USDT',
    network: 'Tron (TRC-20)',
    investorAddress: 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy',
    otherAddress: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8',
    coinAmount: '300.000000',
    due: 300_000_000n,
    shortPaid: '294.000000',
    chains: (url) => ({ tron: { url, confirmations: 20, contract: USDT_CONTRACT, apiKey: null } }),
    reset: () => (tron = new FakeTronNode()),
    answer: (path, body) => tron.answer(path, body as { num?: number; value?: string }),
    pay: (to, amount) => tron.transfer(to, amount, tron.tip + 1),
    settle: () => (tron.tip += 1),
    unknownId: '12'.repeat(32),
    pendingMessage: notFound('Tron (TRC-20)'),
  },
  {
    coin: 'XRP',
    network: 'XRP Ledger',
    investorAddress: 'r48QyLLbot7VCfw325LrXAUtP6CRfU3tb4',
    otherAddress: 'rLNaPoKeeBjZe2qs6x52yVPZpZ8td4dc6w',
    coinAmount: '600.000000',
    due: 600_000_000n,
    shortPaid: '588.000000',
    chains: (url) => ({ xrp: { url } }),
    reset: () => (rippled = new FakeRippled()),
    answer: (_path, body) => rippled.answer(body as { method: string; params: [Record<string, unknown>] }),
    pay: (to, drops) => rippled.pay({ tag: undefined, drops, ledger: rippled.validated + 1, destination: to }),
    // A partial payment: its Amount is the whole withdrawal, what it delivered is less.
    payShort: (to, delivered) => rippled.pay({ tag: undefined, drops: 600_000_000n, delivered, ledger: rippled.validated + 1, destination: to }),
    settle: () => (rippled.validated += 1),
    unknownId: 'AB'.repeat(32),
    pendingMessage: NOT_IN_BLOCK,
  },
  {
    coin: 'SOL',
    network: 'Solana',
    investorAddress: base58.encode(new Uint8Array(32).fill(9)),
    otherAddress: base58.encode(new Uint8Array(32).fill(10)),
    coinAmount: '2.000000',
    due: 2_000_000_000n,
    shortPaid: '1.960000',
    chains: (url) => ({ sol: { url } }),
    reset: () => (solana = new FakeSolana()),
    answer: (_path, body) => solana.answer(body as { id: number; method: string; params: unknown[] }),
    pay: (to, lamports) => solana.pay({ to, lamports, slot: solana.finalized + 1 }),
    settle: () => (solana.finalized += 1),
    unknownId: base58.encode(new Uint8Array(64).fill(3)),
    pendingMessage: NOT_IN_BLOCK,
  },
];

describe.each(CHAINS)('$coin payouts', (chain) => {
  let node: FakeNode;
  beforeAll(async () => {
    node = await startFakeNode((path, body) => chain.answer(path, body));
  });
  afterAll(() => node.stop());

  forEachDatabase((ctx) => {
    beforeEach(async () => {
      chain.reset();
      await ctx().rebuild({
        chains: { ...ctx().config.chains, ...chain.chains(node.url), payoutTolerancePercent: TOLERANCE_PERCENT },
        pricesUrl: 'http://127.0.0.1:9/prices',
      });
    });

    async function withdraw() {
      const withdrawal = await withdrawForPayout(ctx, chain.coin, chain.investorAddress);
      expect(withdrawal.coinAmount).toBe(chain.coinAmount);
      return { ...withdrawal, confirm: (payout_txid: string) => withdrawal.confirm({ payout_txid }) };
    }

    it('the admin is asked for the payout, which must be final and pay the withdrawal’s address the amount less the tolerance', async () => {
      const { investor, investorId, confirm, status } = await withdraw();
      const options = (await call(ctx().app, 'GET', '/api/payment-options', investor)).json();
      expect(options.find((option: { coin: string }) => option.coin === chain.coin)).toMatchObject({ payout_check: true });
      expect(await payoutError(confirm(chain.unknownId))).toBe(notFound(chain.network));

      const elsewhere = chain.pay(chain.otherAddress, chain.due);
      const short = (chain.payShort ?? chain.pay)(chain.investorAddress, (chain.due * 98n) / 100n);
      // Within the 1 % tolerance: a wallet that took the network fee out of what it sent.
      const right = chain.pay(chain.investorAddress, (chain.due * 995n) / 1000n);
      expect(await payoutError(confirm(right))).toBe(chain.pendingMessage);
      chain.settle();
      expect(await payoutError(confirm(elsewhere))).toBe(`This transaction pays nothing to the withdrawal’s address ${chain.investorAddress}.`);
      expect(await payoutError(confirm(short))).toBe(
        `This transaction pays ${chain.shortPaid} ${chain.coin} to the withdrawal’s address; the withdrawal is ${chain.coinAmount} ${chain.coin}.`,
      );
      expect(await status()).toEqual({ status: 'pending', transaction_id: null });

      expect((await confirm(right)).statusCode).toBe(200);
      const stored = chain.coin === 'SOL' ? right : right.toLowerCase();
      expect(await status()).toEqual({ status: 'confirmed', transaction_id: stored });
      const history = (await call(ctx().app, 'GET', '/api/transactions', investor)).json().items;
      expect(history.find((item: { type: string }) => item.type === 'withdrawal')).toMatchObject({
        status: 'confirmed',
        transaction_id: stored,
        address: chain.investorAddress,
        coin_amount: chain.coinAmount,
        invoice_id: null,
      });
      const { explorerTxUrls } = (await ctx().app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(explorerTransactionUrl(explorerTxUrls[chain.coin], stored)).toContain(stored);
      expect(await walletOf(ctx().db, investorId)).toBe(700_00);
    });

    it('a node that cannot be reached is said, and nothing is confirmed', async () => {
      const { confirm, status } = await withdraw();
      const payout = chain.pay(chain.investorAddress, chain.due);
      chain.settle();
      await ctx().rebuild({ chains: { ...ctx().config.chains, ...chain.chains(NODE_DOWN_URL) } });
      expect(await payoutError(confirm(payout))).toBe(
        `The ${chain.network} network cannot be read right now, so the payout cannot be checked. Please try again in a minute.`,
      );
      expect(await status()).toEqual({ status: 'pending', transaction_id: null });
    });
  });
});

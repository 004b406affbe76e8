import { randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';
import { solanaSource, type SolanaTransaction } from '../src/chains/solana';
import { watchChain } from '../src/services/chain-watch';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { NODE_DOWN_URL, startFakeNode, type FakeNode } from './fake-node';
import { call, createUser, login, signInAdmin } from './helpers';
import { createAddress, createPlan } from './money-helpers';

const key = (seed: number) => base58.encode(new Uint8Array(32).fill(seed));
/** The operator's address (the admin's active SOL address) and an investor's wallet. */
const OPERATOR = key(7);
const PAYER = key(8);
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** $500 + the $20 fee at the built-in $150 (each rounded to 6 decimals): 3.466666 SOL in lamports. */
const DUE = 3_466_666_000n;
const FEE = 5000;

/**
 * Solana's JSON-RPC, answering in the shapes of its documentation (solana.com/docs/rpc:
 * getSlot, getSignaturesForAddress, getTransaction in "json" encoding, getSignatureStatuses,
 * minimumLedgerSlot). Payments are SystemProgram transfers carrying the invoice's Solana Pay
 * reference as a read-only key (docs.solanapay.com/spec); the node's ledger starts at `oldestSlot`.
 */
class FakeSolana {
  finalized = 300_000_000;
  oldestSlot = 299_000_000;
  readonly transactions: SolanaTransaction[] = [];

  /** `lamports` from the payer to `to`, with `reference` among the transfer's keys, finalized in `slot`. */
  pay(options: { to?: string; lamports: bigint; reference: string; slot: number }): string {
    const signature = base58.encode(randomBytes(64));
    const before = 50_000_000_000;
    const to = options.to ?? OPERATOR;
    const paid = Number(options.lamports);
    const selfPay = to === PAYER;
    this.transactions.push({
      slot: options.slot,
      transaction: {
        signatures: [signature],
        message: { accountKeys: selfPay ? [PAYER, options.reference, SYSTEM_PROGRAM] : [PAYER, to, options.reference, SYSTEM_PROGRAM] },
      },
      meta: {
        err: null,
        preBalances: selfPay ? [before, 0, 1] : [before, 1_000_000_000, 0, 1],
        postBalances: selfPay ? [before - FEE, 0, 1] : [before - paid - FEE, 1_000_000_000 + paid, 0, 1],
        ...({ fee: FEE, innerInstructions: [], logMessages: [], preTokenBalances: [], postTokenBalances: [], rewards: [], status: { Ok: null } } as object),
      },
    });
    return signature;
  }

  forget(signature: string) {
    this.transactions.splice(this.transactions.findIndex((transaction) => transaction.transaction.signatures[0] === signature), 1);
  }

  answer(body: { id: number; method: string; params: unknown[] }): unknown {
    const final = this.transactions.filter((transaction) => transaction.slot <= this.finalized);
    const bySignature = (signature: unknown) => final.find((transaction) => transaction.transaction.signatures[0] === signature);
    const result = (() => {
      switch (body.method) {
        case 'getSlot':
          return this.finalized;
        case 'minimumLedgerSlot':
          return this.oldestSlot;
        case 'getSignaturesForAddress':
          return final
            .filter((transaction) => transaction.transaction.message.accountKeys.includes(body.params[0] as string))
            .sort((a, b) => b.slot - a.slot)
            .map((transaction) => ({ signature: transaction.transaction.signatures[0], slot: transaction.slot, err: null, memo: null, blockTime: 1_745_463_619, confirmationStatus: 'finalized' }));
        case 'getTransaction':
          return bySignature(body.params[0]) ?? null;
        case 'getSignatureStatuses':
          return {
            context: { slot: this.finalized },
            value: (body.params[0] as string[]).map((signature) => {
              const found = bySignature(signature);
              return found && found.slot >= this.oldestSlot ? { slot: found.slot, confirmations: null, err: null, status: { Ok: null }, confirmationStatus: 'finalized' } : null;
            }),
          };
        default:
          return undefined;
      }
    })();
    return result === undefined ? { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'Method not found' } } : { jsonrpc: '2.0', id: body.id, result };
  }
}

let node: FakeNode;
let solana: FakeSolana;
beforeAll(async () => {
  node = await startFakeNode((_path, body) => solana.answer(body as { id: number; method: string; params: unknown[] }));
});
afterAll(() => node.stop());

forEachDatabase((ctx) => {
  beforeEach(async () => {
    solana = new FakeSolana();
    await ctx().rebuild({ chains: { ...ctx().config.chains, sol: { url: node.url } }, pricesUrl: 'http://127.0.0.1:9/prices' });
  });

  const pass = (url = node.url) => watchChain({ db: ctx().db, source: solanaSource({ url }), now: () => new Date(ctx().clock.now), owner: 'server-a' });
  const referenceOf = (uri: string) => new URL(uri).searchParams.get('reference')!;

  async function buyWithSol() {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    expect((await createAddress(app, admin, 'sol', OPERATOR)).statusCode).toBe(201);
    const investorId = await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');
    const planId = await createPlan(db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    const bought = await call(app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 500_00, payment_method: 'SOL' });
    expect(bought.statusCode).toBe(201);
    const { invoice } = bought.json();
    const read = async () => (await call(ctx().app, 'GET', `/api/invoices/${invoice.id}`, investor)).json();
    const plans = () => db.selectFrom('user_plans').select(['amount', 'status']).where('user_id', '=', investorId).execute();
    return { investor, planId, invoice, reference: referenceOf(invoice.uri), read, plans };
  }

  it('the operator’s address with a Solana Pay reference of the invoice’s own: a finalized transfer settles it once', async () => {
    const { investor, planId, invoice, reference, read, plans } = await buyWithSol();
    expect(invoice).toEqual({
      id: expect.any(Number),
      address: OPERATOR,
      amount_due: '3.466666',
      uri: `solana:${OPERATOR}?amount=3.466666&reference=${reference}`,
      expires_at: expect.any(String),
      status: 'new',
    });
    expect(base58.decode(reference)).toHaveLength(32);
    const options = (await call(ctx().app, 'GET', '/api/payment-options', investor)).json();
    expect(options.find((option: { coin: string }) => option.coin === 'SOL')).toEqual({ coin: 'SOL', settlement: 'chain', required_confirmations: 1, payout_check: false });
    const second = (await call(ctx().app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 200_00, payment_method: 'SOL' })).json().invoice;
    expect(referenceOf(second.uri)).not.toBe(reference);

    // The reference on a transaction that pays someone else (here the payer itself) pays nothing.
    solana.pay({ to: PAYER, lamports: DUE, reference, slot: 300_000_001 });
    const signature = solana.pay({ lamports: DUE, reference, slot: 300_000_002 });
    solana.finalized = 300_000_002;
    expect(await pass()).toMatchObject({ watched: true, settled: 1, error: null });
    expect(await read()).toMatchObject({
      status: 'settled',
      confirmations: 1,
      required_confirmations: 1,
      paid: '3.466666',
      transactions: [{ txid: signature, confirmations: 1, explorer_url: `https://explorer.solana.com/tx/${signature}` }],
    });

    solana.finalized += 40;
    await pass();
    expect(await plans()).toEqual([{ amount: 500_00, status: 'active' }]);
    expect((await checkLedger(ctx().db)).ok).toBe(true);
  });

  it('underpaid is partial; a top-up with the same reference settles it', async () => {
    const { reference, read, plans } = await buyWithSol();
    solana.pay({ lamports: DUE - 466_666_000n, reference, slot: 300_000_001 });
    solana.finalized = 300_000_001;
    await pass();
    expect(await read()).toMatchObject({ status: 'partial', paid: '3.000000' });
    expect(await plans()).toEqual([]);

    solana.pay({ lamports: 466_666_000n, reference, slot: 300_000_010 });
    solana.finalized = 300_000_012;
    await pass();
    expect(await read()).toMatchObject({ status: 'settled', paid: '3.466666' });
    expect(await plans()).toHaveLength(1);
  });

  it('a transfer the node no longer knows is forgotten, unless its slot is older than the node’s ledger', async () => {
    const { reference, read } = await buyWithSol();
    const signature = solana.pay({ lamports: DUE / 2n, reference, slot: 300_000_001 });
    solana.finalized = 300_000_001;
    await pass();
    expect(await read()).toMatchObject({ status: 'partial', paid: '1.733333' });

    // The node's ledger now starts after that slot: it cannot say, so the payment stays.
    solana.oldestSlot = 300_000_002;
    solana.finalized = 300_000_003;
    await pass();
    expect(await read()).toMatchObject({ status: 'partial', transactions: [{ txid: signature }] });

    solana.oldestSlot = 299_000_000;
    solana.forget(signature);
    await pass();
    expect(await read()).toMatchObject({ status: 'new', paid: '0.000000', transactions: [] });
  });

  it('a node that cannot be reached is retried and shown on the invoice', async () => {
    const { reference, read } = await buyWithSol();
    const down = await pass(NODE_DOWN_URL);
    expect(down.error).toEqual(expect.any(String));
    expect(await read()).toMatchObject({ status: 'new', chain_error: down.error });

    solana.pay({ lamports: DUE, reference, slot: 300_000_001 });
    solana.finalized = 300_000_001;
    await pass();
    expect(await read()).toMatchObject({ status: 'settled', chain_error: null });
  });
});

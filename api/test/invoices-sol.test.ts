import { base58 } from '@scure/base';
import { solanaSource } from '../src/chains/solana';
import { watchChain } from '../src/services/chain-watch';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { NODE_DOWN_URL, startFakeNode, type FakeNode } from './fake-node';
import { FakeSolana, OPERATOR, PAYER } from './fake-solana';
import { call, createUser, login, signInAdmin } from './helpers';
import { createAddress, createPlan } from './money-helpers';

/** $500 + the $20 fee at the built-in $150 (each rounded to 6 decimals): 3.466666 SOL in lamports. */
const DUE = 3_466_666_000n;

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
    expect(options.find((option: { coin: string }) => option.coin === 'SOL')).toEqual({
      coin: 'SOL',
      settlement: 'chain',
      required_confirmations: 1,
      payout_check: true,
    });
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

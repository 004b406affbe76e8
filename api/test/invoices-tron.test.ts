import { tronSource } from '../src/chains/tron';
import { watchChain } from '../src/services/chain-watch';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { NODE_DOWN_URL, startFakeNode, type FakeNode } from './fake-node';
import { FakeTronNode, USDT_CONTRACT } from './fake-tron';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan } from './money-helpers';

/** BIP 32 test vector 1, m/0H: an xpub as a wallet exports it, here TRON's. */
const XPUB = 'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';
/** Another TRC-20 token (USDC on TRON): its transfers pay no USDT invoice. */
const OTHER_CONTRACT = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';
const CONFIRMATIONS = 20;
const API_KEY = 'trongrid-test-key';
/** $500 + the $10 fee at USDT's fixed $1: 510 USDT, in the token's 6 decimals. */
const DUE = 510_000_000n;

let node: FakeNode;
let tron: FakeTronNode;
beforeAll(async () => {
  node = await startFakeNode((path, body) => tron.answer(path, body as { num?: number; value?: string }));
});
afterAll(() => node.stop());

forEachDatabase((ctx) => {
  const settings = () => ({ url: node.url, confirmations: CONFIRMATIONS, contract: USDT_CONTRACT, apiKey: API_KEY });
  beforeEach(async () => {
    tron = new FakeTronNode();
    await ctx().rebuild({ chains: { ...ctx().config.chains, tron: settings() }, pricesUrl: 'http://127.0.0.1:9/prices' });
  });

  const pass = (url = node.url) =>
    watchChain({
      db: ctx().db,
      source: tronSource({ ...settings(), url, requiredConfirmations: CONFIRMATIONS }),
      now: () => new Date(ctx().clock.now),
      owner: 'server-a',
    });

  async function buyWithUsdt() {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    expect((await call(app, 'POST', '/api/chain-keys/usdt', admin, { xpub: XPUB })).statusCode).toBe(200);
    const investorId = await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');
    const planId = await createPlan(db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    const bought = await call(app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 500_00, payment_method: 'USDT' });
    expect(bought.statusCode).toBe(201);
    const { invoice } = bought.json();
    const read = async () => (await call(ctx().app, 'GET', `/api/invoices/${invoice.id}`, investor)).json();
    const plans = () => db.selectFrom('user_plans').select(['amount', 'status']).where('user_id', '=', investorId).execute();
    return { investor, invoice, read, plans };
  }

  it('a TRC-20 transfer to the invoice’s T… address is counted block by block and settles once after 20 confirmations', async () => {
    const { investor, invoice, read, plans } = await buyWithUsdt();
    expect(invoice).toEqual({
      id: expect.any(Number),
      address: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
      amount_due: '510.000000',
      uri: invoice.address,
      expires_at: expect.any(String),
      status: 'new',
    });
    const options = (await call(ctx().app, 'GET', '/api/payment-options', investor)).json();
    expect(options.find((option: { coin: string }) => option.coin === 'USDT')).toEqual({
      coin: 'USDT',
      settlement: 'chain',
      required_confirmations: CONFIRMATIONS,
      payout_check: true,
    });

    // Another token's transfer to the same address, in the same block, pays nothing.
    tron.transfer(invoice.address, DUE, 1001, OTHER_CONTRACT);
    const txid = tron.transfer(invoice.address, DUE, 1001);
    tron.tip = 1001;
    expect(await pass()).toMatchObject({ watched: true, settled: 0, error: null });
    expect(await read()).toMatchObject({
      status: 'processing',
      confirmations: 1,
      required_confirmations: CONFIRMATIONS,
      paid: '510.000000',
      transactions: [{ txid, confirmations: 1 }],
    });

    tron.tip = 1000 + CONFIRMATIONS - 1;
    await pass();
    expect(await read()).toMatchObject({ status: 'processing', confirmations: CONFIRMATIONS - 1 });
    expect(await plans()).toEqual([]);

    tron.tip += 1;
    expect(await pass()).toMatchObject({ settled: 1 });
    expect(await read()).toMatchObject({
      status: 'settled',
      confirmations: CONFIRMATIONS,
      transactions: [{ explorer_url: `https://tronscan.org/#/transaction/${txid}` }],
    });
    tron.tip += 5;
    await pass();
    expect(await plans()).toEqual([{ amount: 500_00, status: 'active' }]);
    expect((await checkLedger(ctx().db)).ok).toBe(true);
    // TronGrid's key goes with every request.
    expect(node.requests.every((request) => request.headers['tron-pro-api-key'] === API_KEY)).toBe(true);
  });

  it('underpaid is partial once confirmed', async () => {
    const { invoice, read, plans } = await buyWithUsdt();
    tron.transfer(invoice.address, DUE - 10_000_000n, 1001);
    tron.tip = 1000 + CONFIRMATIONS;
    await pass();
    expect(await read()).toMatchObject({ status: 'partial', paid: '500.000000' });
    expect(await plans()).toEqual([]);
  });

  it('a transfer whose block is replaced before its confirmations are in takes the invoice back to new', async () => {
    const { invoice, read, plans } = await buyWithUsdt();
    const txid = tron.transfer(invoice.address, DUE, 1001);
    tron.tip = 1005;
    await pass();
    expect(await read()).toMatchObject({ status: 'processing', confirmations: 5 });

    tron.infos.delete(txid);
    tron.tip = 1000 + CONFIRMATIONS + 5;
    await pass();
    expect(await read()).toMatchObject({ status: 'new', paid: '0.000000', transactions: [] });
    expect(await plans()).toEqual([]);
  });

  it('a node that cannot be reached is retried and shown on the invoice', async () => {
    const { invoice, read } = await buyWithUsdt();
    const down = await pass(NODE_DOWN_URL);
    expect(down.error).toEqual(expect.any(String));
    expect(await read()).toMatchObject({ status: 'new', chain_error: down.error });

    tron.transfer(invoice.address, DUE, 1001);
    tron.tip = 1000 + CONFIRMATIONS;
    await pass();
    expect(await read()).toMatchObject({ status: 'settled', chain_error: null });
  });
});

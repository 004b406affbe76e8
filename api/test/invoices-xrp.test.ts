import { transactionIdError } from '@arcvest/shared/rules';
import { xrpSource } from '../src/chains/xrp';
import { watchChain } from '../src/services/chain-watch';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { NODE_DOWN_URL, startFakeNode, type FakeNode } from './fake-node';
import { FakeRippled, OPERATOR } from './fake-rippled';
import { call, createUser, login, signInAdmin } from './helpers';
import { createAddress, createPlan } from './money-helpers';

/** $500 + the $20 fee at the built-in $0.50 (the price source is unreachable here): 1,040 XRP in drops. */
const DUE = 1_040_000_000n;
let node: FakeNode;
let rippled: FakeRippled;
beforeAll(async () => {
  node = await startFakeNode((_path, body) => rippled.answer(body as { method: string; params: [Record<string, unknown>] }));
});
afterAll(() => node.stop());

forEachDatabase((ctx) => {
  beforeEach(async () => {
    rippled = new FakeRippled();
    await ctx().rebuild({ chains: { ...ctx().config.chains, xrp: { url: node.url } }, pricesUrl: 'http://127.0.0.1:9/prices' });
  });

  const pass = (url = node.url) => watchChain({ db: ctx().db, source: xrpSource({ url }), now: () => new Date(ctx().clock.now), owner: 'server-a' });

  async function buyWithXrp(operatorAddress = OPERATOR) {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    expect((await createAddress(app, admin, 'xrp', operatorAddress)).statusCode).toBe(201);
    const investorId = await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');
    const planId = await createPlan(db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    const bought = await call(app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 500_00, payment_method: 'XRP' });
    const read = async (id: number) => (await call(ctx().app, 'GET', `/api/invoices/${id}`, investor)).json();
    const plans = () => db.selectFrom('user_plans').select(['amount', 'status']).where('user_id', '=', investorId).execute();
    return { admin, investor, planId, bought, read, plans };
  }

  it('the operator’s address with the invoice’s destination tag: a validated payment settles it once; another tag pays nothing', async () => {
    const { investor, planId, bought, read, plans } = await buyWithXrp();
    expect(bought.statusCode).toBe(201);
    const { invoice } = bought.json();
    expect(invoice).toEqual({
      id: expect.any(Number),
      address: OPERATOR,
      destination_tag: invoice.id,
      amount_due: '1040.000000',
      uri: `xrpl://${OPERATOR}?amount=1040&dt=${invoice.id}`,
      expires_at: expect.any(String),
      status: 'new',
    });
    const options = (await call(ctx().app, 'GET', '/api/payment-options', investor)).json();
    expect(options.find((option: { coin: string }) => option.coin === 'XRP')).toEqual({
      coin: 'XRP',
      settlement: 'chain',
      required_confirmations: 1,
      payout_check: true,
    });
    // Each invoice has a tag of its own.
    const second = (await call(ctx().app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 200_00, payment_method: 'XRP' })).json().invoice;
    expect(second).toMatchObject({ address: OPERATOR, destination_tag: second.id });
    expect(second.destination_tag).not.toBe(invoice.destination_tag);

    // Three payments in the ledger after the tip (read over two pages): no tag, someone else's tag, the invoice's.
    rippled.pay({ tag: undefined, drops: DUE, ledger: 90_000_001 });
    rippled.pay({ tag: invoice.id + 1000, drops: DUE, ledger: 90_000_001 });
    const hash = rippled.pay({ tag: invoice.id, drops: DUE, ledger: 90_000_001 });
    rippled.validated = 90_000_001;
    expect(await pass()).toMatchObject({ watched: true, settled: 1, error: null });
    expect(await read(invoice.id)).toMatchObject({
      status: 'settled',
      confirmations: 1,
      required_confirmations: 1,
      paid: '1040.000000',
      transactions: [{ txid: hash, confirmations: 1, explorer_url: `https://livenet.xrpl.org/transactions/${hash}` }],
    });
    expect(await read(second.id)).toMatchObject({ status: 'new', transactions: [] });

    rippled.validated += 3;
    await pass();
    expect(await plans()).toEqual([{ amount: 500_00, status: 'active' }]);
    expect((await checkLedger(ctx().db)).ok).toBe(true);
  });

  it('a partial payment counts what it delivered, not its Amount; a top-up settles the invoice', async () => {
    const { bought, read, plans } = await buyWithXrp();
    const { invoice } = bought.json();
    rippled.pay({ tag: invoice.id, drops: DUE, delivered: DUE / 2n, ledger: 90_000_001 });
    rippled.validated = 90_000_001;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'partial', paid: '520.000000' });
    expect(await plans()).toEqual([]);

    rippled.pay({ tag: invoice.id, drops: DUE / 2n, ledger: 90_000_004 });
    rippled.validated = 90_000_005;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'settled', paid: '1040.000000' });
    expect(await plans()).toHaveLength(1);
  });

  it('a payment the node no longer has in a ledger it searched whole is forgotten; one whose ledger it deleted is kept', async () => {
    const { bought, read } = await buyWithXrp();
    const { invoice } = bought.json();
    const hash = rippled.pay({ tag: invoice.id, drops: DUE / 4n, ledger: 90_000_001 });
    rippled.validated = 90_000_001;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'partial', paid: '260.000000' });

    // Online deletion dropped the ledger: not found, but not searched either.
    rippled.oldestLedger = 90_000_002;
    rippled.validated = 90_000_003;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'partial', paid: '260.000000', transactions: [{ txid: hash }] });

    // The ledger is back in its history and the payment is not in it.
    rippled.oldestLedger = 89_000_000;
    rippled.forget(hash);
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'new', paid: '0.000000', transactions: [] });
  });

  it('without a valid active XRP address, or without the node, XRP is paid by hand', async () => {
    const xrpOption = async (token: string) =>
      (await call(ctx().app, 'GET', '/api/payment-options', token)).json().find((option: { coin: string }) => option.coin === 'XRP');
    const { admin, investor, bought } = await buyWithXrp('not-an-xrp-address');
    // No invoice: the manual flow asks for the transaction id.
    expect(bought.statusCode).toBe(422);
    expect(bought.json().errors).toEqual({ transaction_id: [transactionIdError('XRP', '')] });
    // Payouts need only the node: they are paid to the investor's address.
    expect(await xrpOption(investor)).toEqual({ coin: 'XRP', settlement: 'manual', required_confirmations: null, payout_check: true });

    expect((await createAddress(ctx().app, admin, 'xrp', OPERATOR)).statusCode).toBe(201);
    expect(await xrpOption(investor)).toMatchObject({ settlement: 'chain' });
    await ctx().rebuild({ chains: { ...ctx().config.chains, xrp: null } });
    expect(await xrpOption(investor)).toMatchObject({ settlement: 'manual', payout_check: false });
  });

  it('a node that cannot be reached is retried and shown on the invoice', async () => {
    const { bought, read } = await buyWithXrp();
    const { invoice } = bought.json();
    const down = await pass(NODE_DOWN_URL);
    expect(down.error).toEqual(expect.any(String));
    expect(await read(invoice.id)).toMatchObject({ status: 'new', chain_error: down.error });

    rippled.pay({ tag: invoice.id, drops: DUE, ledger: 90_000_001 });
    rippled.validated = 90_000_001;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'settled', chain_error: null });
  });
});

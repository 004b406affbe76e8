import { sql } from 'kysely';
import { ethereumSource } from '../src/chains/ethereum';
import { watchChain } from '../src/services/chain-watch';
import { checkLedger } from '../src/services/ledger';
import { ANVIL_CHAIN_ID, anvilForFile, ethereumForEachTest } from './chain-nodes';
import { forEachDatabase, type TestContext } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { createPlan, walletOf } from './money-helpers';

/** BIP 32 test vector 1, m/0H: an xpub as a wallet exports it. */
const XPUB = 'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';
const CONFIRMATIONS = 3;
/** $500 + the $20 fee at the built-in $3,000 (the price source is unreachable here): 0.173334 ETH (each rounded to 6 decimals). */
const DUE_WEI = 173_334_000_000_000_000n;
const INVOICE_MS = 30 * 60_000;

const node = anvilForFile();

forEachDatabase((ctx) => {
  ethereumForEachTest(node, ctx, CONFIRMATIONS);

  const pass = (owner = 'server-a') =>
    watchChain({
      db: ctx().db,
      source: ethereumSource({ url: node().url, requiredConfirmations: CONFIRMATIONS }),
      now: () => new Date(ctx().clock.now),
      owner,
    });

  async function buyWithEth(c: TestContext = ctx()) {
    const { app, db } = c;
    const admin = await signInAdmin(app, db);
    expect((await call(app, 'POST', '/api/chain-keys/eth', admin, { xpub: XPUB })).statusCode).toBe(200);
    const investorId = await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');
    const planId = await createPlan(db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    const bought = await call(app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 500_00, payment_method: 'ETH' });
    expect(bought.statusCode).toBe(201);
    const { invoice } = bought.json();
    const read = async () => {
      const response = await call(ctx().app, 'GET', `/api/invoices/${invoice.id}`, investor);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    return { admin, investor, investorId, planId, invoice, read };
  }

  const plansOf = (userId: number) => ctx().db.selectFrom('user_plans').select(['amount', 'status', 'deposit_id']).where('user_id', '=', userId).execute();
  const depositsOf = (userId: number) =>
    ctx().db.selectFrom('transactions').select(['amount', 'status', 'transaction_id']).where('user_id', '=', userId).where('type', '=', 'deposit').execute();

  it('an invoice gets an address of its own and an EIP-681 link; a full payment settles it once its confirmations are in', async () => {
    const { admin, investor, investorId, invoice, read } = await buyWithEth();
    expect(invoice).toEqual({
      id: expect.any(Number),
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      amount_due: '0.173334',
      uri: `ethereum:${invoice.address}@${ANVIL_CHAIN_ID}?value=${DUE_WEI}`,
      expires_at: new Date(ctx().clock.now.getTime() + INVOICE_MS).toISOString(),
      status: 'new',
    });
    const options = (await call(ctx().app, 'GET', '/api/payment-options', investor)).json();
    expect(options.find((option: { coin: string }) => option.coin === 'ETH')).toEqual({
      coin: 'ETH',
      settlement: 'chain',
      required_confirmations: CONFIRMATIONS,
      payout_check: true,
    });
    expect(options.find((option: { coin: string }) => option.coin === 'BTC')).toMatchObject({ settlement: 'manual', payout_check: false });

    const txid = await node().pay(invoice.address, DUE_WEI);
    expect(await pass()).toMatchObject({ watched: true, settled: 0, error: null });
    expect(await read()).toMatchObject({
      status: 'processing',
      confirmations: 0,
      required_confirmations: CONFIRMATIONS,
      paid: '0.173334',
      transactions: [{ txid, confirmations: 0 }],
    });

    await node().mine(CONFIRMATIONS - 1);
    await pass();
    expect(await read()).toMatchObject({ status: 'processing', confirmations: CONFIRMATIONS - 1 });
    expect(await plansOf(investorId)).toEqual([]);

    await node().mine(1);
    expect(await pass()).toMatchObject({ settled: 1 });
    const settled = await read();
    expect(settled).toMatchObject({
      status: 'settled',
      confirmations: CONFIRMATIONS,
      deposit_id: expect.any(Number),
      transactions: [{ explorer_url: `https://etherscan.io/tx/${txid}` }],
    });
    expect(await depositsOf(investorId)).toEqual([{ amount: 500_00, status: 'confirmed', transaction_id: txid }]);
    expect(await plansOf(investorId)).toEqual([{ amount: 500_00, status: 'active', deposit_id: settled.deposit_id }]);
    // The chain facts in the investor's history and the admins' list: the invoice, its address and amount in the coin.
    const chainFacts = { id: settled.deposit_id, transaction_id: txid, address: invoice.address, coin_amount: '0.173334', invoice_id: invoice.id };
    expect((await call(ctx().app, 'GET', '/api/transactions', investor)).json().items).toContainEqual(expect.objectContaining(chainFacts));
    expect((await call(ctx().app, 'GET', '/api/all-transactions', admin)).json().items).toContainEqual(expect.objectContaining(chainFacts));

    await node().mine(2);
    await pass();
    expect(await plansOf(investorId)).toHaveLength(1);
    expect((await checkLedger(ctx().db)).ok).toBe(true);

    // Two invoices nobody pays: the key's page counts the unused addresses after the last paid one.
    for (const amount of [200_00, 300_00]) await call(ctx().app, 'POST', '/api/deposit', investor, { plan_id: settled.plan_id, amount, payment_method: 'ETH' });
    const [key] = (await call(ctx().app, 'GET', '/api/chain-keys', admin)).json();
    expect(key).toMatchObject({ coin: 'eth', highest_index: 2, gap: 2 });
  });

  it('underpaid is partial until a top-up before expiry settles it', async () => {
    const { investorId, invoice, read } = await buyWithEth();
    await node().pay(invoice.address, DUE_WEI - 1_000_000_000_000n);
    await node().mine(CONFIRMATIONS);
    await pass();
    expect(await read()).toMatchObject({ status: 'partial', paid: '0.173333' });
    expect(await plansOf(investorId)).toEqual([]);

    await node().pay(invoice.address, 1_000_000_000_000n);
    await node().mine(CONFIRMATIONS);
    await pass();
    const settled = await read();
    expect(settled).toMatchObject({ status: 'settled', paid: '0.173334' });
    expect(settled.transactions).toHaveLength(2);
    expect(await plansOf(investorId)).toHaveLength(1);
  });

  it('overpaid starts the plan and credits the surplus to the balance at the locked price', async () => {
    const { investorId, invoice, read } = await buyWithEth();
    // 0.01 ETH too much: $30 at $3,000.
    await node().pay(invoice.address, DUE_WEI + 10_000_000_000_000_000n);
    await node().mine(CONFIRMATIONS);
    await pass();
    expect(await read()).toMatchObject({ status: 'overpaid' });
    expect(await plansOf(investorId)).toEqual([expect.objectContaining({ amount: 500_00, status: 'active' })]);
    expect(await walletOf(ctx().db, investorId)).toBe(30_00);
    expect((await checkLedger(ctx().db)).ok).toBe(true);
  });

  it('nothing paid in time expires; a payment after expiry is late and starts nothing', async () => {
    const { investorId, invoice, read } = await buyWithEth();
    ctx().clock.advance(INVOICE_MS + 1000);
    await pass();
    expect(await read()).toMatchObject({ status: 'expired', transactions: [] });

    await node().pay(invoice.address, DUE_WEI);
    await node().mine(CONFIRMATIONS);
    await pass();
    expect(await read()).toMatchObject({ status: 'late', paid: '0.173334' });
    expect(await plansOf(investorId)).toEqual([]);
    expect(await depositsOf(investorId)).toEqual([]);
  });

  it('a reorganisation that drops the payment before its confirmations takes the invoice back to new', async () => {
    const { investorId, invoice, read } = await buyWithEth();
    const beforePayment = await node().snapshot();
    await node().pay(invoice.address, DUE_WEI);
    await node().mine(CONFIRMATIONS - 1);
    await pass();
    expect(await read()).toMatchObject({ status: 'processing', confirmations: CONFIRMATIONS - 1 });

    await node().revert(beforePayment);
    await node().mine(CONFIRMATIONS + 1);
    await pass();
    expect(await read()).toMatchObject({ status: 'new', transactions: [], paid: '0.000000' });
    expect(await plansOf(investorId)).toEqual([]);
  });

  it('two servers watching at once credit the payment once', async () => {
    const { investorId, invoice, read } = await buyWithEth();
    await node().pay(invoice.address, DUE_WEI);
    await node().mine(CONFIRMATIONS);
    const outcomes = await Promise.all([pass('server-a'), pass('server-b')]);
    // The lease lets one read the chain; the other may find it held or, once free, the invoice settled.
    await pass('server-b');
    expect(outcomes.reduce((total, outcome) => total + outcome.settled, 0)).toBe(1);
    expect((await read()).status).toBe('settled');
    expect(await plansOf(investorId)).toHaveLength(1);
    expect(await depositsOf(investorId)).toHaveLength(1);
  });

  it('a crediting that fails half-way leaves nothing behind and is done once by the next pass', async () => {
    const { investorId, invoice, read } = await buyWithEth();
    await node().pay(invoice.address, DUE_WEI);
    await node().mine(CONFIRMATIONS);
    // The plan's row cannot be written: the deposit row before it must go too.
    const { db, kind } = ctx();
    const refusePlans =
      kind === 'sqlite'
        ? [sql`create trigger refuse_plans before insert on user_plans begin select raise(abort, 'disk gone'); end`]
        : [
            sql`create function refuse_plans() returns trigger language plpgsql as $$ begin raise exception 'disk gone'; end $$`,
            sql`create trigger refuse_plans before insert on user_plans for each row execute function refuse_plans()`,
          ];
    for (const statement of refusePlans) await statement.execute(db);
    try {
      expect(await pass()).toMatchObject({ settled: 0, error: null, failed: { count: 1, reason: expect.stringMatching(/disk gone/) } });
      expect(await read()).toMatchObject({ status: 'new', deposit_id: null, chain_error: null });
      expect(await depositsOf(investorId)).toEqual([]);
    } finally {
      await (kind === 'sqlite' ? sql`drop trigger refuse_plans` : sql`drop function refuse_plans() cascade`).execute(db);
    }
    await pass();
    await pass();
    expect((await read()).status).toBe('settled');
    expect(await plansOf(investorId)).toHaveLength(1);
    expect(await depositsOf(investorId)).toHaveLength(1);
  });

  it('a chain that cannot be read is shown on the invoice and retried; buying still works; the invoice page hears when that changes', async () => {
    const { investor, investorId, invoice, read, planId } = await buyWithEth();
    // The live stream's word to the owner's open invoice page (it polls nothing while the stream is up).
    const invoiceEvents = async () =>
      (await ctx().db.selectFrom('events').select('kinds').where('user_id', '=', investorId).execute()).filter((event) => event.kinds === 'invoice').length;
    const passWithNodeDown = () =>
      watchChain({
        db: ctx().db,
        source: ethereumSource({ url: 'http://127.0.0.1:9', requiredConfirmations: CONFIRMATIONS }),
        now: () => new Date(ctx().clock.now),
        owner: 'server-a',
      });
    await pass();
    const before = await invoiceEvents();
    const down = await passWithNodeDown();
    expect(down.error).toEqual(expect.any(String));
    expect(await read()).toMatchObject({ status: 'new', chain_error: down.error });
    expect(await invoiceEvents()).toBe(before + 1);
    // Still down: nothing new to say.
    await passWithNodeDown();
    expect(await invoiceEvents()).toBe(before + 1);
    const again = await call(ctx().app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 200_00, payment_method: 'ETH' });
    expect(again.statusCode).toBe(201);
    expect(again.json().invoice.address).not.toBe(invoice.address);
    // Back: the page drops its notice.
    await pass();
    expect(await read()).toMatchObject({ status: 'new', chain_error: null });
    expect(await invoiceEvents()).toBe(before + 2);

    await node().pay(invoice.address, DUE_WEI);
    await node().mine(CONFIRMATIONS);
    await pass();
    expect(await read()).toMatchObject({ status: 'settled', chain_error: null });
  });

  it("an invoice is its owner's: another investor gets not found; a typed transaction id is refused for a coin settled on chain", async () => {
    const { invoice, planId, investor } = await buyWithEth();
    await createUser(ctx().db, 'mallory');
    const other = await login(ctx().app, 'mallory');
    expect((await call(ctx().app, 'GET', `/api/invoices/${invoice.id}`, other)).statusCode).toBe(404);
    expect((await call(ctx().app, 'GET', '/api/invoices/999999', investor)).statusCode).toBe(404);
    const typed = await call(ctx().app, 'POST', '/api/deposit', investor, {
      plan_id: planId,
      amount: 500_00,
      payment_method: 'ETH',
      transaction_id: `0x${'ab'.repeat(32)}`,
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors.transaction_id[0]).toMatch(/confirmed on chain/);
  });

  describe('the admins’ queue of exceptions', () => {
    it('a partial payment too small for the plan is refused as a plan, then credited to the balance, once, audited', async () => {
      const { admin, investorId, invoice, read } = await buyWithEth();
      // 0.01 ETH: $30 at the locked $3,000, $10 after the $20 fee: under the plan's $100.
      await node().pay(invoice.address, 10_000_000_000_000_000n);
      await pass();
      const unconfirmed = await call(ctx().app, 'POST', `/api/invoices/${invoice.id}/decision`, admin, { action: 'credit' });
      expect(unconfirmed.statusCode).toBe(409);
      await node().mine(CONFIRMATIONS);
      await pass();

      const queue = (await call(ctx().app, 'GET', '/api/invoice-exceptions', admin)).json();
      expect(queue).toEqual([
        expect.objectContaining({
          id: invoice.id,
          username: 'ivy',
          status: 'partial',
          paid: '0.010000',
          paid_cents: 30_00,
          all_confirmed: true,
          resolution: null,
        }),
      ]);
      const asPlan = await call(ctx().app, 'POST', `/api/invoices/${invoice.id}/decision`, admin, { action: 'start-plan' });
      expect(asPlan.statusCode).toBe(422);
      expect(asPlan.json().errors.action[0]).toBe(
        'What was paid comes to $10.00 after the fee, outside this plan’s $100.00 to $999.00. Credit it to the balance or reject it.',
      );

      const credited = await call(ctx().app, 'POST', `/api/invoices/${invoice.id}/decision`, admin, { action: 'credit' });
      expect(credited.statusCode).toBe(200);
      expect(credited.json()).toMatchObject({ resolution: 'credited', resolved_at: expect.any(String) });
      expect(await walletOf(ctx().db, investorId)).toBe(30_00);
      expect((await call(ctx().app, 'POST', `/api/invoices/${invoice.id}/decision`, admin, { action: 'credit' })).statusCode).toBe(409);
      expect(await walletOf(ctx().db, investorId)).toBe(30_00);
      expect(await read()).toMatchObject({ status: 'partial', resolution: 'credited' });
      const audit = await ctx().db.selectFrom('audit_log').select(['target_id', 'details']).where('action', '=', 'invoice.decide').execute();
      expect(audit).toEqual([{ target_id: invoice.id, details: expect.stringContaining('"action":"credit"') }]);
      expect((await checkLedger(ctx().db)).ok).toBe(true);

      // Decided: a later payment to the address changes nothing.
      await node().pay(invoice.address, DUE_WEI);
      await node().mine(CONFIRMATIONS);
      await pass();
      expect(await plansOf(investorId)).toEqual([]);
    });

    it('a late payment starts the plan with what was paid less the fee; a rejection needs a reason the user then sees', async () => {
      const { admin, investorId, invoice, read, investor, planId } = await buyWithEth();
      ctx().clock.advance(INVOICE_MS + 1000);
      await node().pay(invoice.address, DUE_WEI);
      await node().mine(CONFIRMATIONS);
      await pass();
      expect(await read()).toMatchObject({ status: 'late' });
      const started = await call(ctx().app, 'POST', `/api/invoices/${invoice.id}/decision`, admin, { action: 'start-plan' });
      expect(started.json()).toMatchObject({ resolution: 'plan-started', paid_cents: 520_00 });
      expect(await plansOf(investorId)).toEqual([expect.objectContaining({ amount: 500_00, status: 'active' })]);
      expect(await depositsOf(investorId)).toEqual([expect.objectContaining({ amount: 500_00, status: 'confirmed' })]);

      const second = (await call(ctx().app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 200_00, payment_method: 'ETH' })).json().invoice;
      ctx().clock.advance(INVOICE_MS + 1000);
      await node().pay(second.address, 1_000_000_000_000_000n);
      await node().mine(CONFIRMATIONS);
      await pass();
      const noReason = await call(ctx().app, 'POST', `/api/invoices/${second.id}/decision`, admin, { action: 'reject', reason: '  ' });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors).toEqual({ reason: ['Give the reason the user will see.'] });
      const inArabic = await ctx().app.inject({
        method: 'POST',
        url: `/api/invoices/${second.id}/decision`,
        headers: { ...bearer(admin), 'accept-language': 'ar' },
        payload: { action: 'reject', reason: '  ' },
      });
      const reasonRequired = 'اذكر السبب الذي سيراه المستخدم.';
      expect(inArabic.json()).toEqual({ message: reasonRequired, code: 'rules.invoiceDecision.reasonRequired', errors: { reason: [reasonRequired] } });
      const rejected = await call(ctx().app, 'POST', `/api/invoices/${second.id}/decision`, admin, {
        action: 'reject',
        reason: 'Paid after the price lock; we will send the coins back.',
      });
      expect(rejected.json()).toMatchObject({ resolution: 'rejected', resolution_note: 'Paid after the price lock; we will send the coins back.' });
      const seen = (await call(ctx().app, 'GET', `/api/invoices/${second.id}`, investor)).json();
      expect(seen).toMatchObject({ status: 'late', resolution: 'rejected', resolution_note: 'Paid after the price lock; we will send the coins back.' });
      expect(await plansOf(investorId)).toHaveLength(1);
      expect(await walletOf(ctx().db, investorId)).toBe(0);
    });

    it('a settled invoice, an unknown one and a bad action are refused without changing anything', async () => {
      const { admin, invoice } = await buyWithEth();
      await node().pay(invoice.address, DUE_WEI);
      await node().mine(CONFIRMATIONS);
      await pass();
      expect((await call(ctx().app, 'POST', `/api/invoices/${invoice.id}/decision`, admin, { action: 'credit' })).statusCode).toBe(409);
      expect((await call(ctx().app, 'POST', '/api/invoices/999/decision', admin, { action: 'credit' })).statusCode).toBe(404);
      expect((await call(ctx().app, 'POST', `/api/invoices/${invoice.id}/decision`, admin, { action: 'refund' })).statusCode).toBe(422);
      expect((await call(ctx().app, 'GET', '/api/invoice-exceptions', admin)).json()).toEqual([]);
    });
  });

  it('the reconciliation lists what the addresses received and the ledger did not credit: a payment after settlement, a rejected one', async () => {
    const { admin, invoice, investor, planId } = await buyWithEth();
    await node().pay(invoice.address, DUE_WEI);
    await node().mine(CONFIRMATIONS);
    await pass();
    const again = await node().pay(invoice.address, 5_000_000_000_000_000n);
    const late = (await call(ctx().app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 200_00, payment_method: 'ETH' })).json().invoice;
    ctx().clock.advance(INVOICE_MS + 1000);
    const lateTx = await node().pay(late.address, 1_000_000_000_000_000n);
    await node().mine(CONFIRMATIONS);
    await pass();
    await call(ctx().app, 'POST', `/api/invoices/${late.id}/decision`, admin, { action: 'reject', reason: 'Sent back.' });

    const [eth] = (await call(ctx().app, 'GET', '/api/chain-reconciliation', admin)).json();
    expect(eth).toEqual({
      coin: 'ETH',
      received: '0.179334',
      credited: '0.173334',
      uncredited: [
        expect.objectContaining({
          invoice_id: invoice.id,
          username: 'ivy',
          txid: again,
          amount: '0.005000',
          invoice_status: 'settled',
          resolution: null,
          confirmations: CONFIRMATIONS,
        }),
        expect.objectContaining({
          invoice_id: late.id,
          txid: lateTx,
          amount: '0.001000',
          invoice_status: 'late',
          resolution: 'rejected',
          explorer_url: `https://etherscan.io/tx/${lateTx}`,
        }),
      ],
    });
    expect((await call(ctx().app, 'GET', '/api/chain-reconciliation', investor)).statusCode).toBe(403);
  });
});

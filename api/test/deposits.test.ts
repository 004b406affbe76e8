import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { coinPayment } from '@arcvest/shared/rules';
import { createAddress, createPlan, HEX_TX, walletOf } from './money-helpers';

const SOL_SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz1CosKDYBCJjs7Vw4GT7ZsXpPmr9' + 'aBcDeFgHiJkL';

forEachDatabase((ctx) => {
  async function setUp() {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const investorId = await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');
    const planId = await createPlan(db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    const deposit = (payload: object, token = investor) =>
      call(ctx().app, 'POST', '/api/deposit', token, {
        plan_id: planId,
        amount: 500_00,
        payment_method: 'BTC',
        transaction_id: HEX_TX(7),
        type: 'deposit',
        ...payload,
      });
    return { admin, investor, investorId, planId, deposit };
  }

  it("refuses an amount outside the plan's bounds, in dollars", async () => {
    const { deposit } = await setUp();
    for (const amount of [99_99, 999_01]) {
      const response = await deposit({ amount });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please deposit between $100.00 and $999.00 for this plan',
        code: 'rules.deposit.range',
        errors: { amount: ['Please deposit between $100.00 and $999.00 for this plan'] },
      });
    }
    expect((await deposit({ amount: 1.5 })).statusCode).toBe(422);
    expect((await deposit({ plan_id: 999 })).json()).toEqual({ message: 'Plan not found.', code: 'api.plan.notFound' });
  });

  it('says the bounds in the reader’s language, the amounts written for it', async () => {
    const { investor, planId } = await setUp();
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/deposit',
      headers: { ...bearer(investor), 'accept-language': 'es' },
      payload: { plan_id: planId, amount: 99_99, payment_method: 'BTC', transaction_id: HEX_TX(7), type: 'deposit' },
    });
    const message = 'Deposite entre 100,00\u00a0US$ y 999,00\u00a0US$ para este plan';
    expect([response.statusCode, response.json()]).toEqual([422, { message, code: 'rules.deposit.range', errors: { amount: [message] } }]);
  });

  it('records what a deposit paid by hand was asked to pay: the address and the total due in the coin', async () => {
    const { admin, deposit } = await setUp();
    expect((await deposit({ transaction_id: HEX_TX(1) })).statusCode).toBe(201);
    const [withoutAddress] = (await call(ctx().app, 'GET', '/api/all-transactions?type=deposit', admin)).json().items;
    expect(withoutAddress.address).toBeNull();

    await createAddress(ctx().app, admin, 'btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect((await deposit({ transaction_id: HEX_TX(2) })).statusCode).toBe(201);
    const [paid] = (await call(ctx().app, 'GET', '/api/all-transactions?type=deposit', admin)).json().items;
    const prices = (await call(ctx().app, 'GET', '/api/crypto-prices', null)).json();
    expect(paid).toMatchObject({
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      coin_amount: coinPayment('BTC', 500_00, prices.bitcoin.usd)!.total,
      invoice_id: null,
    });
  });

  it("checks the transaction id against each coin's format", async () => {
    const { deposit } = await setUp();
    const valid = { BTC: HEX_TX(1), XRP: HEX_TX(2).toUpperCase(), USDT: HEX_TX(3), ETH: `0x${HEX_TX(4)}`, SOL: SOL_SIGNATURE };
    const invalid = { BTC: `0x${HEX_TX(1)}`, XRP: HEX_TX(2).slice(2), USDT: `${HEX_TX(3).slice(1)}z`, ETH: HEX_TX(4), SOL: `${SOL_SIGNATURE.slice(1)}0` };
    for (const [coin, transactionId] of Object.entries(invalid)) {
      const response = await deposit({ payment_method: coin, transaction_id: transactionId });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.transaction_id[0]).toMatch(new RegExp(`^A valid ${coin} transaction ID is`));
    }
    expect((await deposit({ transaction_id: undefined })).statusCode).toBe(422);
    for (const [coin, transactionId] of Object.entries(valid)) {
      const response = await deposit({ payment_method: coin, transaction_id: transactionId });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Deposit submitted. Your plan starts as soon as the payment is confirmed.' });
    }
    expect((await ctx().db.selectFrom('transactions').select('id').execute()).length).toBe(5);
  });

  it('lets a coin transaction id be claimed once, whatever its letter case', async () => {
    const { deposit, admin } = await setUp();
    expect((await deposit({ transaction_id: HEX_TX(0xabc) })).statusCode).toBe(201);
    for (const again of [HEX_TX(0xabc), HEX_TX(0xabc).toUpperCase()]) {
      const response = await deposit({ transaction_id: again, amount: 600_00 });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'This transaction ID has already been submitted.',
        errors: { transaction_id: ['This transaction ID has already been submitted.'] },
        code: 'api.investment.alreadySubmitted',
      });
    }
    await createUser(ctx().db, 'otto');
    expect((await deposit({ transaction_id: HEX_TX(0xabc) }, await login(ctx().app, 'otto'))).statusCode).toBe(422);
    // The same hash on another chain is another payment.
    expect((await deposit({ payment_method: 'XRP', transaction_id: HEX_TX(0xabc) })).statusCode).toBe(201);
    expect((await call(ctx().app, 'GET', '/api/all-transactions', admin)).json().items).toHaveLength(2);
  });

  it('never takes the buyer from the body', async () => {
    const { deposit, investorId } = await setUp();
    const response = await deposit({ user_id: investorId + 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only buy plans for your own account.', code: 'api.investment.notYourAccount' });
    expect((await deposit({ user_id: undefined })).statusCode).toBe(201);
  });

  it('buys from the balance at once, and refuses when the balance is short', async () => {
    const { deposit, admin, investor, investorId, planId } = await setUp();
    const short = await deposit({ payment_method: 'BALANCE', transaction_id: undefined });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ message: 'Insufficient balance', errors: { amount: ['Insufficient balance'] }, code: 'rules.withdrawal.insufficient' });
    expect(await ctx().db.selectFrom('transactions').selectAll().execute()).toEqual([]);

    await call(ctx().app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: 600_00 });
    const bought = await deposit({ payment_method: 'BALANCE', transaction_id: undefined });
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toEqual({ message: 'Plan purchased from your balance. It has started.' });
    expect(await walletOf(ctx().db, investorId)).toBe(100_00);
    const [investment] = (await call(ctx().app, 'GET', '/api/transactions', investor)).json().items;
    expect(investment).toMatchObject({ type: 'investment', status: 'confirmed', amount: 500_00, payment_method: 'BALANCE', plan_id: planId });
    expect((await call(ctx().app, 'GET', '/api/get-user-plans', investor)).json()).toEqual([expect.objectContaining({ amount: 500_00, returns: 7_50 })]);
    expect((await checkLedger(ctx().db)).ok).toBe(true);
  });

  it('rejects a deposit with no other effect, and decides each item once', async () => {
    const { deposit, admin, investor, investorId } = await setUp();
    await deposit({});
    const [pending] = (await call(ctx().app, 'GET', '/api/transactions', investor)).json().items;
    expect((await call(ctx().app, 'POST', `/api/confirm-transaction/${pending.id}`, investor)).statusCode).toBe(403);

    const rejected = await call(ctx().app, 'POST', `/api/reject-transaction/${pending.id}`, admin);
    expect(rejected.json()).toEqual({ message: 'Transaction rejected.' });
    for (const decision of ['confirm', 'reject']) {
      const again = await call(ctx().app, 'POST', `/api/${decision}-transaction/${pending.id}`, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This transaction has already been processed.', code: 'api.transaction.alreadyProcessed' });
    }
    expect((await call(ctx().app, 'POST', '/api/confirm-transaction/9999', admin)).statusCode).toBe(404);

    expect((await call(ctx().app, 'GET', '/api/transactions', investor)).json().items[0].status).toBe('failed');
    expect(await ctx().db.selectFrom('user_plans').selectAll().execute()).toEqual([]);
    expect(await walletOf(ctx().db, investorId)).toBe(0);
    const audit = await ctx().db.selectFrom('audit_log').select(['action', 'target_id']).execute();
    expect(audit).toEqual([{ action: 'transaction.reject', target_id: pending.id }]);
  });

  it('lets an admin buy a plan for a user, within the rules', async () => {
    const { admin, investor, investorId, planId } = await setUp();
    const body = { plan_id: planId, user_id: investorId, amount: 200_00, payment_method: 'SOL', type: 'deposit' };
    expect((await call(ctx().app, 'POST', '/api/admin-deposit', investor, body)).statusCode).toBe(403);
    expect((await call(ctx().app, 'POST', '/api/admin-deposit', admin, { ...body, amount: 50_00 })).statusCode).toBe(422);
    expect((await call(ctx().app, 'POST', '/api/admin-deposit', admin, { ...body, user_id: 999 })).json()).toEqual({
      message: 'User not found.',
      code: 'api.user.notFound',
    });
    const bought = await call(ctx().app, 'POST', '/api/admin-deposit', admin, body);
    expect(bought.json()).toEqual({ message: 'Plan purchased for the user. It has started.' });
    const plans = await call(ctx().app, 'GET', `/api/get-user-plans/${investorId}`, admin);
    expect(plans.json()).toEqual([expect.objectContaining({ plan_id: planId, amount: 200_00, duration: 7, initial_duration: 7 })]);
    expect((await call(ctx().app, 'GET', `/api/get-user-plans/${investorId}`, investor)).statusCode).toBe(403);
  });

  it('lets users read only their own statistics', async () => {
    const { investor, admin, investorId } = await setUp();
    const adminId = (await ctx().db.selectFrom('users').select('id').where('username', '=', 'boss').executeTakeFirstOrThrow()).id;
    const refused = await call(ctx().app, 'GET', `/api/user-statictics/${adminId}`, investor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only view your own statistics.', code: 'api.transaction.othersStatistics' });
    const own = await call(ctx().app, 'GET', `/api/user-statictics/${investorId}`, investor);
    expect(own.json()).toEqual({ deposit_sum: 0, withdrawal_sum: 0, earnings_sum: 0, user_plans_count: 0 });
    expect((await call(ctx().app, 'GET', `/api/user-statictics/${investorId}`, admin)).statusCode).toBe(200);
  });

  it('answers each transaction with exactly the documented fields and types', async () => {
    const { admin, investor, investorId, planId, deposit } = await setUp();
    await call(ctx().app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: 250, reason: 'Welcome' });
    await deposit({});
    const ISO_TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const common = { id: expect.any(Number), status: expect.any(String), created_at: ISO_TIME, username: 'ivy', user_id: investorId };

    const response = await call(ctx().app, 'GET', '/api/transactions', investor);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const [pending, bonus] = response.json().items;
    expect(pending).toStrictEqual({
      ...common,
      type: 'deposit',
      status: 'pending',
      amount: 500_00,
      transaction_id: HEX_TX(7),
      payment_method: 'BTC',
      address: null,
      // The total due in the coin at the price when it was submitted (no address was set here).
      coin_amount: expect.stringMatching(/^\d+\.\d{6}$/),
      invoice_id: null,
      plan_reference: null,
      reason: null,
      plan_id: planId,
    });
    expect(bonus).toStrictEqual({
      ...common,
      type: 'bonus',
      status: 'confirmed',
      amount: 250,
      transaction_id: null,
      payment_method: null,
      address: null,
      coin_amount: null,
      invoice_id: null,
      plan_reference: null,
      reason: 'Welcome',
      plan_id: null,
    });
    expect((await call(ctx().app, 'GET', '/api/all-transactions', admin)).json().items).toStrictEqual([pending, bonus]);
  });

  it('pages transaction lists newest first, with filters for admins', async () => {
    const { admin, investor, investorId, deposit } = await setUp();
    for (let i = 1; i <= 5; i += 1) await call(ctx().app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: i * 100, reason: `Thanks ${i}` });
    await deposit({});

    const first = (await call(ctx().app, 'GET', '/api/transactions?limit=2', investor)).json();
    expect(first.items.map((tx: { type: string; amount: number }) => [tx.type, tx.amount])).toEqual([
      ['deposit', 500_00],
      ['bonus', 500],
    ]);
    const second = (await call(ctx().app, 'GET', `/api/transactions?limit=2&before=${first.next_cursor}`, investor)).json();
    expect(second.items.map((tx: { amount: number }) => tx.amount)).toEqual([400, 300]);
    const last = (await call(ctx().app, 'GET', `/api/transactions?limit=2&before=${second.next_cursor}`, investor)).json();
    expect(last).toEqual({
      items: [expect.objectContaining({ amount: 200 }), expect.objectContaining({ amount: 100, reason: 'Thanks 1' })],
      next_cursor: null,
    });
    expect((await call(ctx().app, 'GET', '/api/transactions?limit=0', investor)).statusCode).toBe(422);
    expect((await call(ctx().app, 'GET', '/api/transactions?before=abc', investor)).statusCode).toBe(422);

    const pending = (await call(ctx().app, 'GET', '/api/all-transactions?status=pending&type=deposit', admin)).json();
    expect(pending).toEqual({ items: [expect.objectContaining({ type: 'deposit', username: 'ivy' })], next_cursor: null });
    expect((await call(ctx().app, 'GET', '/api/all-transactions?type=bonus', admin)).json().items).toHaveLength(5);
    expect((await call(ctx().app, 'GET', '/api/all-transactions', investor)).statusCode).toBe(403);
    // Another user sees none of it.
    await createUser(ctx().db, 'otto');
    expect((await call(ctx().app, 'GET', '/api/transactions', await login(ctx().app, 'otto'))).json()).toEqual({ items: [], next_cursor: null });
  });
});

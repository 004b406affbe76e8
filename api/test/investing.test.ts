import { DAYS_PAID } from '../src/db/repositories/user-plans';
import { runAccrual } from '../src/services/accrual';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createAddress, createPlan, DAY, HEX_TX, HOUR, LONG_SESSIONS, walletOf } from './money-helpers';

forEachDatabase((ctx) => {
  // These tests move the clock by days: sessions must outlive that.
  beforeEach(() => ctx().rebuild(LONG_SESSIONS));

  it('runs an investment from address to capital back', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const referrerId = await createUser(db, 'rita');
    const investorId = await createUser(db, 'ivy');
    await db.updateTable('users').set({ referred_by: referrerId }).where('id', '=', investorId).execute();
    const investor = await login(app, 'ivy');
    // $1,000 at 1.15% a day for 3 days: $34.50 in returns, $11.50 a day.
    const planId = await createPlan(db, { title: 'Growth', roi: 1.15, duration: 3, min: 100_00, max: 5_000_00 });

    // The admin publishes a BTC address; the investor reads it and its QR code.
    const created = await createAddress(app, admin, 'btc', 'bc1qexampleaddress');
    expect(created.statusCode).toBe(201);
    const active = await call(ctx().app, 'GET', '/api/last-btc-address', investor);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({ address: 'bc1qexampleaddress', qr_code: expect.stringMatching(/^\/api\/images\/[\w-]{22}$/) });
    const qr = await call(ctx().app, 'GET', active.json().qr_code, investor);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');

    // The deposit waits, the wallet does not move.
    const deposit = await call(ctx().app, 'POST', '/api/deposit', investor, {
      plan_id: planId,
      amount: 1_000_00,
      payment_method: 'BTC',
      transaction_id: HEX_TX(1),
      user_id: investorId,
      type: 'deposit',
    });
    expect(deposit.statusCode).toBe(201);
    const [pending] = (await call(ctx().app, 'GET', '/api/transactions', investor)).json().items;
    expect(pending).toMatchObject({ type: 'deposit', status: 'pending', amount: 1_000_00, payment_method: 'BTC', transaction_id: HEX_TX(1) });
    expect(await walletOf(db, investorId)).toBe(0);
    expect((await call(ctx().app, 'GET', '/api/get-user-plans', investor)).json()).toEqual([]);

    // Confirmed: the plan starts and the referrer earns exactly 1%.
    ctx().clock.advance(HOUR);
    const confirmed = await call(ctx().app, 'POST', `/api/confirm-transaction/${pending.id}`, admin);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Transaction confirmed.' });
    const plans = (await call(ctx().app, 'GET', '/api/get-user-plans', investor)).json();
    expect(plans).toEqual([
      {
        id: expect.any(Number),
        plan_id: planId,
        title: 'Growth',
        roi: 1.15,
        initial_duration: 3,
        duration: 3,
        amount: 1_000_00,
        returns: 11_50,
        total_returns: 34_50,
        status: 'active',
        started_at: '2026-06-01T13:00:00.000Z',
        ends_at: '2026-06-04T13:00:00.000Z',
        ended_at: null,
        earned: 0,
        early_redemption_penalty_percent: null,
        early_redemption_deducts_earnings: false,
        auto_renew: false,
        renewal_note: null,
      },
    ]);
    expect(await walletOf(db, referrerId)).toBe(10_00);
    const [bonus] = (await call(ctx().app, 'GET', '/api/all-transactions?type=bonus', admin)).json().items;
    expect(bonus).toMatchObject({ user_id: referrerId, username: 'rita', amount: 10_00, status: 'confirmed' });
    expect(bonus.reason).toMatch(/referral/i);

    // Nothing is due before 24 hours have passed.
    ctx().clock.advance(DAY - HOUR);
    expect(await runAccrual(db, ctx().clock.now)).toEqual({ days: 0 });
    ctx().clock.advance(HOUR);
    expect(await runAccrual(db, ctx().clock.now)).toEqual({ days: 1 });
    expect(await walletOf(db, investorId)).toBe(11_50);
    expect((await call(ctx().app, 'GET', '/api/get-user-plans', investor)).json()[0].duration).toBe(2);

    // Two days late: both are caught up, the last one with the capital, and the plan completes.
    ctx().clock.advance(2 * DAY + 5 * HOUR);
    expect(await runAccrual(db, ctx().clock.now)).toEqual({ days: 2 });
    expect(await runAccrual(db, ctx().clock.now)).toEqual({ days: 0 });
    expect(await walletOf(db, investorId)).toBe(1_000_00 + 34_50);
    expect((await call(ctx().app, 'GET', '/api/get-user-plans', investor)).json()).toEqual([]);
    const history = (await call(ctx().app, 'GET', '/api/transactions', investor)).json().items;
    expect(history.map((tx: { type: string; amount: number; reason: string }) => [tx.type, tx.amount, tx.reason])).toEqual([
      ['capital', 1_000_00, 'Capital returned'],
      ['earnings', 11_50, 'Day 3 of 3'],
      ['earnings', 11_50, 'Day 2 of 3'],
      ['earnings', 11_50, 'Day 1 of 3'],
      ['deposit', 1_000_00, null],
    ]);
    expect(history[1].plan_reference).toBe('Growth');
    const plan = await db.selectFrom('user_plans').selectAll().select(DAYS_PAID.as('days_paid')).executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ status: 'completed', days_paid: 3, completed_at: ctx().clock.now.toISOString() });

    const statistics = await call(ctx().app, 'GET', `/api/user-statictics/${investorId}`, investor);
    expect(statistics.json()).toEqual({ deposit_sum: 1_000_00, withdrawal_sum: 0, earnings_sum: 34_50, user_plans_count: 0 });
    expect((await call(ctx().app, 'GET', `/api/user-statictics/${investorId}`, admin)).statusCode).toBe(200);
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
  });

  it('pays the remainder on the last day so the total is exact', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const investorId = await createUser(db, 'ivy');
    const planId = await createPlan(db, { roi: 2, duration: 3 });
    // $333.33 x 2% x 3 = $20.00: 666 + 666 + 668 cents.
    const bought = await call(ctx().app, 'POST', '/api/admin-deposit', admin, {
      plan_id: planId,
      user_id: investorId,
      amount: 333_33,
      payment_method: 'ETH',
      type: 'deposit',
    });
    expect(bought.statusCode).toBe(201);
    const wallets: number[] = [];
    for (let day = 1; day <= 3; day += 1) {
      ctx().clock.advance(DAY);
      await runAccrual(db, ctx().clock.now);
      wallets.push(await walletOf(db, investorId));
    }
    expect(wallets).toEqual([6_66, 13_32, 20_00 + 333_33]);
    const deposit = await db.selectFrom('transactions').selectAll().where('type', '=', 'deposit').executeTakeFirstOrThrow();
    expect(deposit).toMatchObject({ status: 'confirmed', payment_method: 'ETH' });
    const audit = await db.selectFrom('audit_log').select(['action', 'target_id']).execute();
    expect(audit).toEqual([{ action: 'plan.buy-for-user', target_id: investorId }]);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('credits every plan of a user whose wallet has no row yet, in one pass', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const investorId = await createUser(db, 'ivy');
    const planId = await createPlan(db, { roi: 2, duration: 3 });
    for (const amount of [333_33, 500_00]) {
      const bought = await call(app, 'POST', '/api/admin-deposit', admin, {
        plan_id: planId,
        user_id: investorId,
        amount,
        payment_method: 'ETH',
        type: 'deposit',
      });
      expect(bought.statusCode).toBe(201);
    }
    // An account from before every account had its wallet row: a missing row is a balance of 0.
    await db.deleteFrom('wallets').where('user_id', '=', investorId).execute();
    ctx().clock.advance(DAY);
    expect(await runAccrual(db, ctx().clock.now)).toEqual({ days: 2 });
    // 2% a day: 666 cents on $333.33, 1,000 on $500.
    expect(await walletOf(db, investorId)).toBe(6_66 + 10_00);
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
  });
});

import { runAccrual } from '../src/services/accrual';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan, DAY, HEX_TX, LONG_SESSIONS, walletOf } from './money-helpers';
import { confirmedWithdraw } from './step-up-helpers';

/**
 * Races that only PostgreSQL can really run (its pool gives each request its own connection);
 * SQLite serializes writers, so there the same checks simply pass one at a time.
 */
forEachDatabase((ctx) => {
  beforeEach(() => ctx().rebuild({ ...LONG_SESSIONS, rateLimitMax: 100_000 }));

  const count = async (table: 'user_plans' | 'transactions', type?: string) => {
    let query = ctx()
      .db.selectFrom(table === 'user_plans' ? 'user_plans' : 'transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (type) query = query.where('type' as never, '=', type as never);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('confirms a deposit once however many admins click at the same time', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const referrerId = await createUser(db, 'rita');
    const investorId = await createUser(db, 'ivy');
    await db.updateTable('users').set({ referred_by: referrerId }).where('id', '=', investorId).execute();
    const planId = await createPlan(db, { roi: 1, duration: 5 });
    await call(ctx().app, 'POST', '/api/deposit', await login(app, 'ivy'), {
      plan_id: planId,
      amount: 700_00,
      payment_method: 'BTC',
      transaction_id: HEX_TX(9),
    });
    const { id } = await db.selectFrom('transactions').select('id').executeTakeFirstOrThrow();

    const decisions = ['confirm', 'confirm', 'reject', 'confirm', 'confirm', 'reject', 'confirm', 'confirm', 'confirm', 'confirm'];
    const responses = await Promise.all(decisions.map((decision) => call(ctx().app, 'POST', `/api/${decision}-transaction/${id}`, admin)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);

    const winner = decisions[responses.findIndex((response) => response.statusCode === 200)];
    expect(await count('user_plans')).toBe(winner === 'confirm' ? 1 : 0);
    expect(await count('transactions', 'bonus')).toBe(winner === 'confirm' ? 1 : 0);
    expect(await walletOf(db, referrerId)).toBe(winner === 'confirm' ? 7_00 : 0);
    expect(await db.selectFrom('audit_log').select('action').execute()).toEqual([{ action: `transaction.${winner}` }]);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('credits each plan day once with two accrual runners at the same time', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const planId = await createPlan(db, { roi: 2, duration: 3 });
    const users = await Promise.all([1, 2, 3, 4].map((n) => createUser(db, `user${n}`)));
    for (let i = 0; i < 40; i += 1) {
      const body = { plan_id: planId, user_id: users[i % 4], amount: 100_00 + i, payment_method: 'ETH', type: 'deposit' };
      expect((await call(ctx().app, 'POST', '/api/admin-deposit', admin, body)).statusCode).toBe(201);
    }
    ctx().clock.advance(2 * DAY);
    const first = await Promise.all([runAccrual(db, ctx().clock.now, 7), runAccrual(db, ctx().clock.now, 7)]);
    expect(first[0].days + first[1].days).toBe(80);
    ctx().clock.advance(DAY);
    const second = await Promise.all([runAccrual(db, ctx().clock.now, 7), runAccrual(db, ctx().clock.now, 7)]);
    expect(second[0].days + second[1].days).toBe(40);

    expect(await count('transactions', 'earnings')).toBe(120);
    expect(await count('transactions', 'capital')).toBe(40);
    const duplicates = await db
      .selectFrom('transactions')
      .select(['user_plan_id', 'accrual_day', 'type'])
      .where('accrual_day', 'is not', null)
      .groupBy(['user_plan_id', 'accrual_day', 'type'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(duplicates).toEqual([]);
    // Each user: 10 plans of (100_00 + i) at 2% for 3 days, with the capital back.
    for (const [index, userId] of users.entries()) {
      const amounts = Array.from({ length: 10 }, (_, k) => 100_00 + index + 4 * k);
      const total = amounts.reduce((sum, amount) => sum + amount + Math.round((amount * 6) / 100), 0);
      expect(await walletOf(db, userId)).toBe(total);
    }
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
  });

  it('accepts a transaction id once when it is submitted many times at once', async () => {
    const { app, db } = ctx();
    const planId = await createPlan(db, { roi: 1, duration: 5 });
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(async (n) => (await createUser(db, `user${n}`), login(app, `user${n}`))));
    const body = { plan_id: planId, amount: 500_00, payment_method: 'USDT', transaction_id: HEX_TX(42) };
    const responses = await Promise.all([...tokens, ...tokens].map((token) => call(ctx().app, 'POST', '/api/deposit', token, body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(422)]);
    const refused = responses.find((response) => response.statusCode === 422)!;
    expect(refused.json().message).toBe('This transaction ID has already been submitted.');
    expect(await count('transactions')).toBe(1);
  });

  it('never overdraws with many withdrawals at once', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const investorId = await createUser(db, 'ivy');
    await db.updateTable('users').set({ level: 3 }).where('id', '=', investorId).execute();
    await call(ctx().app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: 1_000_00 });
    const investor = await login(app, 'ivy');
    const body = { amount: 300_00, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', payment_method: 'USDT' };
    // Each request confirmed on its own, so what keeps the wallet whole is the conditional debit.
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirmedWithdraw(ctx(), investor, body)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    for (const response of responses.filter((r) => r.statusCode !== 201)) expect(response.json().message).toBe('Insufficient balance');
    expect(await walletOf(db, investorId)).toBe(100_00);
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
  });
});

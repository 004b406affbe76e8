import type { TransactionType } from '@arcvest/shared/schemas';
import { runAccrual } from '../src/services/accrual';
import { postTransaction, refundWithdrawal } from '../src/services/wallet';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan, DAY, LONG_SESSIONS, walletOf } from './money-helpers';

forEachDatabase((ctx) => {
  async function post(userId: number, type: TransactionType, amount: number, at: string, status: 'pending' | 'confirmed' = 'confirmed') {
    const posted = await ctx()
      .db.transaction()
      .execute((trx) => postTransaction(trx, { user_id: userId, type, status, amount, created_at: at }));
    return posted!;
  }

  it('answers the balance and earnings at the end of each UTC day, from the first entry to today, gaps carried forward', async () => {
    const { app, db } = ctx();
    const ivy = await createUser(db, 'ivy');
    const otto = await createUser(db, 'otto');
    await post(ivy, 'bonus', 100_00, '2026-05-28T10:00:00.000Z');
    await post(ivy, 'earnings', 1_50, '2026-05-28T20:00:00.000Z');
    const withdrawal = await post(ivy, 'withdrawal', 30_00, '2026-05-30T08:00:00.000Z', 'pending');
    await post(ivy, 'earnings', 2_00, '2026-05-30T23:59:59.999Z');
    await post(ivy, 'charges', 5_00, '2026-05-31T00:00:00.000Z');
    // Rejected: it never left the wallet, so no day shows it.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('transactions').set({ status: 'failed' }).where('id', '=', withdrawal.id).execute();
      await refundWithdrawal(trx, withdrawal);
    });
    // A pending deposit moves no money: no entry, no point of its own.
    await post(ivy, 'deposit', 500_00, '2026-05-20T10:00:00.000Z', 'pending');
    await post(otto, 'bonus', 7_00, '2026-05-01T10:00:00.000Z');

    const response = await call(app, 'GET', '/api/portfolio', await login(app, 'ivy'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      points: [
        { date: '2026-05-28', balance: 101_50, earnings: 1_50 },
        { date: '2026-05-29', balance: 101_50, earnings: 1_50 },
        { date: '2026-05-30', balance: 103_50, earnings: 3_50 },
        { date: '2026-05-31', balance: 98_50, earnings: 3_50 },
        { date: '2026-06-01', balance: 98_50, earnings: 3_50 },
      ],
    });
    expect(await walletOf(db, ivy)).toBe(98_50);
  });

  it('carries the last balance forward to today', async () => {
    const { app, db, clock } = ctx();
    const ivy = await createUser(db, 'ivy');
    await post(ivy, 'bonus', 10_00, '2026-05-31T10:00:00.000Z');
    clock.advance(2 * 86_400_000);
    const { points } = (await call(app, 'GET', '/api/portfolio', await login(app, 'ivy'))).json();
    expect(points.map((point: { date: string }) => point.date)).toEqual(['2026-05-31', '2026-06-01', '2026-06-02', '2026-06-03']);
    expect(points.at(-1)).toEqual({ date: '2026-06-03', balance: 10_00, earnings: 0 });
  });

  it('answers no points for a user without entries, and 401 when signed out', async () => {
    const { app, db } = ctx();
    await createUser(db, 'newbie');
    expect((await call(app, 'GET', '/api/portfolio', await login(app, 'newbie'))).json()).toEqual({ points: [] });
    const signedOut = await call(app, 'GET', '/api/portfolio', null);
    expect(signedOut.statusCode).toBe(401);
  });

  describe('value', () => {
    const value = (token: string | null) => call(ctx().app, 'GET', '/api/portfolio/value', token);

    /** Ivy, given `bonus` by an admin, buys a plan for `amount` from her balance. */
    async function ivyBuys(bonus: number, amount: number, plan: { title?: string; roi: number; duration: number }) {
      await ctx().rebuild(LONG_SESSIONS);
      const { app, db } = ctx();
      const ivyId = await createUser(db, 'ivy');
      const ivy = await login(app, 'ivy');
      const planId = await createPlan(db, plan);
      expect((await call(app, 'POST', `/api/give-bonus/${ivyId}`, await signInAdmin(app, db), { bonus })).statusCode).toBe(200);
      expect((await call(app, 'POST', '/api/deposit', ivy, { plan_id: planId, amount, payment_method: 'BALANCE' })).statusCode).toBe(201);
      return { ivyId, ivy, planId };
    }

    it('is the balance plus the capital of the active plans, with earnings to date and since 00:00 UTC', async () => {
      const { ivyId, ivy, planId } = await ivyBuys(1_635_00, 1_500_00, { title: 'Starter', roi: 2, duration: 30 });
      const { db, clock } = ctx();
      // Someone else's money is theirs only.
      const otto = await createUser(db, 'otto');
      await postTransaction(db, { user_id: otto, type: 'bonus', status: 'confirmed', amount: 9_00, created_at: clock.now.toISOString() });

      const start = (await value(ivy)).json();
      expect(start).toMatchObject({ total: 1_635_00, balance: 135_00, capital: 1_500_00, earned: 0, today: 0 });
      expect(start.plans).toEqual([
        expect.objectContaining({ plan_id: planId, title: 'Starter', amount: 1_500_00, earned: 0, duration: 30, status: 'active' }),
      ]);

      // Days 1 to 3 paid ($30 each) as they fall due, each at 12:00 UTC: today is the third day's $30 only.
      for (let day = 0; day < 3; day += 1) {
        clock.advance(DAY);
        expect(await runAccrual(db, clock.now)).toEqual({ days: 1 });
      }
      const later = (await value(ivy)).json();
      expect(later).toMatchObject({ total: 1_725_00, balance: 225_00, capital: 1_500_00, earned: 90_00, today: 30_00 });
      expect(later.total).toBe((await walletOf(db, ivyId)) + later.plans[0].amount);
      expect(later.plans[0]).toMatchObject({ earned: 90_00, duration: 27 });

      // The next UTC day: nothing credited yet today.
      clock.advance(12 * 3_600_000);
      expect((await value(ivy)).json()).toMatchObject({ total: 1_725_00, earned: 90_00, today: 0 });
    });

    it('is the balance alone once the capital is back, and zero for a new user', async () => {
      const { ivy } = await ivyBuys(100_00, 100_00, { roi: 1, duration: 2 });
      const { app, db, clock } = ctx();
      // Both days caught up in one run today: credited today, so they are today's.
      clock.advance(3 * DAY);
      await runAccrual(db, clock.now);
      expect((await value(ivy)).json()).toEqual({ total: 102_00, balance: 102_00, capital: 0, earned: 2_00, today: 2_00, plans: [] });

      await createUser(db, 'newbie');
      expect((await value(await login(app, 'newbie'))).json()).toEqual({ total: 0, balance: 0, capital: 0, earned: 0, today: 0, plans: [] });
      expect((await value(null)).statusCode).toBe(401);
    });
  });
});

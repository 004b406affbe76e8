import type { TransactionType } from '@arcvest/shared/schemas';
import { postTransaction, refundWithdrawal } from '../src/services/wallet';
import { forEachDatabase } from './databases';
import { call, createUser, login } from './helpers';
import { walletOf } from './money-helpers';

forEachDatabase((ctx) => {
  async function post(userId: number, type: TransactionType, amount: number, at: string, status: 'pending' | 'confirmed' = 'confirmed') {
    const posted = await ctx().db.transaction().execute((trx) => postTransaction(trx, { user_id: userId, type, status, amount, created_at: at }));
    return posted!;
  }

  it("answers the balance and earnings at the end of each UTC day, from the first entry to today, gaps carried forward", async () => {
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
});

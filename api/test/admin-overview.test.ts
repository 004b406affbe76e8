import type { InvoiceResolution, InvoiceStatus } from '@arcvest/shared/rules';
import { insertInvoice } from '../src/db/repositories/invoices';
import { runAccrual } from '../src/services/accrual';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan, DAY, HEX_TX, LONG_SESSIONS, walletOf } from './money-helpers';
import { confirmedWithdraw } from './step-up-helpers';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

forEachDatabase((ctx) => {
  const overview = (token: string | null) => call(ctx().app, 'GET', '/api/admin-overview', token);

  it('starts at zero: nothing pending, no money, 30 empty days ending today (UTC)', async () => {
    const admin = await signInAdmin(ctx().app, ctx().db);
    const body = (await overview(admin)).json();
    expect(body.pending).toEqual({ deposits: 0, withdrawals: 0, identity: 0, payments: 0, approvals: 0 });
    expect(body.totals).toEqual({ deposits: 0, withdrawals: 0, earnings: 0, wallets: 0, capital: 0, owed: 0 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ date: '2026-05-03', deposits: 0, withdrawals: 0 });
    expect(body.daily[29]).toEqual({ date: '2026-06-01', deposits: 0, withdrawals: 0 });
  });

  it('counts pending work and adds up confirmed money, earnings and wallets from what happened', async () => {
    const { db, clock } = ctx();
    await ctx().rebuild(LONG_SESSIONS);
    const admin = await signInAdmin(ctx().app, db);
    const ivyId = await createUser(db, 'ivy');
    const ivy = await login(ctx().app, 'ivy');
    const planId = await createPlan(db, { roi: 1.5, duration: 7 });
    const deposit = (amount: number, seed: number) =>
      call(ctx().app, 'POST', '/api/deposit', ivy, { plan_id: planId, amount, payment_method: 'BTC', transaction_id: HEX_TX(seed), type: 'deposit' });
    const withdraw = (amount: number) => confirmedWithdraw(ctx(), ivy, { amount, address: ADDRESS, payment_method: 'BTC' });
    const pendingIds = async (type: string) =>
      (await call(ctx().app, 'GET', `/api/all-transactions?type=${type}&status=pending`, admin)).json().items.map((item: { id: number }) => item.id);
    const decide = (decision: string, id: number) => call(ctx().app, 'POST', `/api/${decision}-transaction/${id}`, admin);

    // Day 1 (2026-06-01): three deposits, one confirmed, one rejected, one left pending; a bonus.
    for (const [amount, seed] of [
      [500_00, 1],
      [200_00, 2],
      [150_00, 3],
    ])
      expect((await deposit(amount, seed)).statusCode).toBe(201);
    const [, second, first] = await pendingIds('deposit');
    await decide('confirm', first);
    await decide('reject', second);
    expect((await call(ctx().app, 'POST', `/api/give-bonus/${ivyId}`, admin, { bonus: 1_000_00 })).statusCode).toBe(200);
    // An old confirmed deposit counts in the totals, not in the last 30 days.
    await db
      .insertInto('transactions')
      .values({ user_id: ivyId, type: 'deposit', status: 'confirmed', amount: 70_00, created_at: '2026-04-01T10:00:00.000Z' })
      .execute();

    // Day 2: a day of earnings (1.5% of $500), then two withdrawals, one confirmed, and one pending.
    clock.advance(DAY);
    expect(await runAccrual(db, clock.now)).toEqual({ days: 1 });
    for (const amount of [100_00, 40_00, 10_00]) expect((await withdraw(amount)).statusCode).toBe(201);
    const [, middle, firstWithdrawal] = await pendingIds('withdrawal');
    await decide('confirm', firstWithdrawal);
    await decide('reject', middle);

    // Identity: only live level-2 users who sent their details wait for review.
    const waiting = async (username: string, level: number, salary: string | null, deletedAt: string | null = null) => {
      const id = await createUser(db, username);
      await db.updateTable('users').set({ level, salary, deleted_at: deletedAt }).where('id', '=', id).execute();
    };
    await waiting('wendy', 2, '$50,000 - $99,999');
    await waiting('walt', 2, '$10,000 - $49,999');
    await waiting('nosalary', 2, null);
    await waiting('verified', 3, '$50,000 - $99,999');
    await waiting('gone', 2, '$50,000 - $99,999', '2026-06-02T00:00:00.000Z');
    // Invoices paid on chain: only partial and late ones no admin decided wait for a decision.
    const invoice = (key: string, status: InvoiceStatus, resolution: InvoiceResolution | null = null) =>
      insertInvoice(db, {
        user_id: ivyId,
        plan_id: planId,
        coin: 'ETH',
        amount: 500_00,
        fee: 5_00,
        price_usd: '3000',
        prices_stale: 0,
        amount_due: '0.168333',
        due_base: '168333000000000000',
        address: key,
        watch_key: key,
        chain_key_id: null,
        key_index: null,
        status,
        created_at: '2026-06-01T00:00:00.000Z',
        expires_at: '2026-06-01T00:30:00.000Z',
        disclosure_accepted_at: null,
        resolution,
      });
    await invoice('0xpartial', 'partial');
    await invoice('0xlate', 'late');
    await invoice('0xdecided', 'late', 'credited');
    await invoice('0xoverpaid', 'overpaid');
    await invoice('0xprocessing', 'processing');

    const body = (await overview(admin)).json();
    expect(body.pending).toEqual({ deposits: 1, withdrawals: 1, identity: 2, payments: 2, approvals: 0 });
    const wallets = 1_000_00 + 7_50 - 100_00 - 10_00;
    // The confirmed $500 deposit runs as a plan: its capital is owed beside the wallet.
    expect(body.totals).toEqual({ deposits: 500_00 + 70_00, withdrawals: 100_00, earnings: 7_50, wallets, capital: 500_00, owed: wallets + 500_00 });
    expect(body.totals.wallets).toBe(await walletOf(db, ivyId));
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0].date).toBe('2026-05-04');
    expect(body.daily.slice(-2)).toEqual([
      { date: '2026-06-01', deposits: 500_00, withdrawals: 0 },
      { date: '2026-06-02', deposits: 0, withdrawals: 100_00 },
    ]);
    expect(body.daily.slice(0, -2).every((day: { deposits: number; withdrawals: number }) => day.deposits === 0 && day.withdrawals === 0)).toBe(true);
  });

  it('is for admins only', async () => {
    await createUser(ctx().db, 'ivy');
    const ivy = await login(ctx().app, 'ivy');
    expect((await overview(ivy)).statusCode).toBe(403);
    expect((await overview(null)).statusCode).toBe(401);
  });
});

import { sql } from 'kysely';
import { DEMO_FRIEND, passwordFreeOfContext } from '../src/services/demo-story';
import { checkLedger } from '../src/services/ledger';
import { seedDatabase } from '../src/services/seed';
import { forEachDatabase } from './databases';
import { call, login } from './helpers';

const PASSWORD = 'demo-story-password';
/** Three months of accrual runs and daily snapshots: about 20 s on PostgreSQL on a busy two-core machine. */
const STORY_TIMEOUT = 120_000;

forEachDatabase((ctx) => {
  const seed = () => seedDatabase(ctx().db, { ...ctx().config, demoStory: true, demoPassword: PASSWORD }, ctx().app.log, () => ctx().clock.now);
  const ledgerOf = (username: string) =>
    ctx()
      .db.selectFrom('transactions as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.type', 't.status', 't.amount', 't.reason'])
      .where('u.username', '=', username)
      .orderBy('t.id')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, amount: Number(row.amount) })));
  /** Every table's row count: what a second start must leave as it is. */
  const rowCounts = async () => {
    const tables = ['users', 'transactions', 'user_plans', 'liability_snapshots', 'reserve_balances', 'demo_reserve_holdings', 'audit_log', 'plans'] as const;
    return Promise.all(
      tables.map(async (table) => [table, Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(ctx().db)).rows[0].n)]),
    );
  };

  it(
    'plays the demo investor’s three months through the services: deposits, daily earnings, a matured plan, a redeemed one, a withdrawal, a referral',
    async () => {
      expect(await seed()).toMatchObject({ created: true, usernames: ['admin', 'investor', 'finance', 'compliance'] });

      const ledger = await ledgerOf('investor');
      const ofType = (type: string) => ledger.filter((row) => row.type === type);
      expect(ledger.every((row) => row.status === 'confirmed')).toBe(true);
      expect(ofType('deposit').map((row) => row.amount)).toEqual([500_00, 2_000_00]);
      expect(ofType('capital').map((row) => [row.amount, row.reason])).toEqual([
        [500_00, 'Capital returned'],
        [2_000_00, 'Capital returned early'],
      ]);
      expect(ofType('charges').map((row) => [row.amount, row.reason])).toEqual([[100_00, 'Early redemption penalty: 5% of the capital']]);
      expect(ofType('bonus').map((row) => [row.amount, row.reason])).toEqual([[15_00, 'Referral bonus: 1% of the Growth plan bought by sam']]);
      expect(ofType('withdrawal').map((row) => row.amount)).toEqual([400_00]);
      expect(ofType('investment').map((row) => row.amount)).toEqual([1_500_00]);
      // Day by day: 7 days of the Starter plan, 7 of the redeemed Growth, 8 so far of the running one.
      expect(ofType('earnings').map((row) => row.reason)).toEqual([
        ...Array.from({ length: 7 }, (_, day) => `Day ${day + 1} of 7`),
        ...Array.from({ length: 7 }, (_, day) => `Day ${day + 1} of 14`),
        ...Array.from({ length: 8 }, (_, day) => `Day ${day + 1} of 14`),
      ]);

      const investor = await login(ctx().app, 'investor', PASSWORD);
      const running = (await call(ctx().app, 'GET', '/api/get-user-plans', investor)).json();
      expect(running).toEqual([expect.objectContaining({ title: 'Growth', status: 'active', amount: 1_500_00, earned: 8 * 30_00, duration: 6 })]);
      const past = (await call(ctx().app, 'GET', '/api/past-user-plans', investor)).json();
      expect(past).toEqual([
        expect.objectContaining({ title: 'Growth', status: 'redeemed', amount: 2_000_00, days_paid: 7, earned: 7 * 40_00, charges: 100_00 }),
        expect.objectContaining({ title: 'Starter', status: 'completed', amount: 500_00, days_paid: 7, earned: 7 * 7_50, charges: 0 }),
      ]);
      expect(Date.parse(past[1].ended_at)).toBeLessThan(Date.parse(past[0].ended_at));

      // A notice for each day earned and for the matured plan; those before the purchase from the balance were read.
      const told = (await call(ctx().app, 'GET', '/api/notifications?limit=100', investor)).json();
      const titles = told.items.map((item: { title: string }) => item.title);
      expect(titles.filter((title: string) => title === 'Daily earnings')).toHaveLength(22);
      expect(told.items.filter((item: { title: string }) => item.title === 'Plan matured')).toEqual([
        expect.objectContaining({ body: 'Your Starter plan has ended: its capital of $500.00 is in your balance.' }),
      ]);
      expect(told.unread).toBe(8);
      expect(told.items.slice(0, 8)).toEqual(
        Array(8).fill(expect.objectContaining({ title: 'Daily earnings', body: 'Your plan earned $30.00 (1 plan day).', read_at: null })),
      );

      // The friend signed up with the investor's referral id and bought the plan that paid the bonus.
      const friend = await ctx().db.selectFrom('users').select(['referred_by']).where('username', '=', 'sam').executeTakeFirstOrThrow();
      const investorRow = await ctx().db.selectFrom('users').select(['id']).where('username', '=', 'investor').executeTakeFirstOrThrow();
      const wallet = await ctx().db.selectFrom('wallets').select('balance').where('user_id', '=', investorRow.id).executeTakeFirstOrThrow();
      expect(friend.referred_by).toBe(investorRow.id);
      expect((await ledgerOf('sam')).map((row) => row.type)).toEqual(['deposit', ...Array(14).fill('earnings'), 'capital']);

      // Sum of the ledger = balance, for every wallet.
      expect(await checkLedger(ctx().db)).toEqual(expect.objectContaining({ ok: true }));
      const signed = { deposit: 0, withdrawal: -1, earnings: 1, capital: 1, charges: -1, bonus: 1, investment: -1 } as Record<string, number>;
      expect(ledger.reduce((sum, row) => sum + (row.type === 'deposit' ? 0 : signed[row.type] * row.amount), 0)).toBe(Number(wallet.balance));
    },
    STORY_TIMEOUT,
  );

  it(
    'gives admin totals that add up from the ledger, and a proof of reserves of demo figures over 100 %',
    async () => {
      await seed();
      const admin = await login(ctx().app, 'admin', PASSWORD);
      const totals = (await call(ctx().app, 'GET', '/api/admin-overview', admin)).json().totals;
      const sum = async (type: 'deposit' | 'withdrawal' | 'earnings') =>
        Number(
          (
            await ctx()
              .db.selectFrom('transactions')
              .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
              .where('type', '=', type)
              .where('status', '=', 'confirmed')
              .executeTakeFirstOrThrow()
          ).total,
        );
      const wallets = Number(
        (
          await ctx()
            .db.selectFrom('wallets')
            .select(sql<number>`sum(balance)`.as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      );
      const capital = Number(
        (
          await ctx()
            .db.selectFrom('user_plans')
            .select(sql<number>`sum(amount)`.as('total'))
            .where('status', '=', 'active')
            .executeTakeFirstOrThrow()
        ).total,
      );
      expect(totals).toEqual({
        deposits: await sum('deposit'),
        withdrawals: await sum('withdrawal'),
        earnings: await sum('earnings'),
        wallets,
        capital,
        owed: wallets + capital,
      });
      expect(totals).toMatchObject({ deposits: 4_000_00, withdrawals: 400_00, capital: 1_500_00 });
      expect(totals.earnings).toBeGreaterThan(0);

      const proof = (await call(ctx().app, 'GET', '/api/proof-of-reserves', null)).json();
      expect(proof.latest.demo).toBe(true);
      expect(proof.latest.liabilities.total).toBe(totals.owed);
      expect(proof.latest.reserves).toBeGreaterThan(0);
      expect(proof.latest.ratio).toBeGreaterThanOrEqual(1);
      expect(proof.latest.coins.map((coin: { coin: string; demo: boolean }) => [coin.coin, coin.demo])).toEqual([
        ['BTC', true],
        ['ETH', true],
        ['USDT', true],
      ]);
      // A snapshot a day over the three months, each over 100 %.
      expect(proof.history.length).toBeGreaterThanOrEqual(90);
      expect(proof.history.every((point: { ratio: number }) => point.ratio >= 1)).toBe(true);
    },
    STORY_TIMEOUT,
  );

  it(
    'is played once: a second start changes nothing',
    async () => {
      await seed();
      const before = await rowCounts();
      expect(await seed()).toMatchObject({ created: false });
      expect(await rowCounts()).toEqual(before);
    },
    STORY_TIMEOUT,
  );

  it('leaves the accounts alone with DEMO_STORY=off, and a real installation has no demo reserves', async () => {
    await seedDatabase(ctx().db, { ...ctx().config, demoStory: false }, ctx().app.log);
    expect(await ctx().db.selectFrom('transactions').select('id').execute()).toEqual([]);
    expect(await ctx().db.selectFrom('demo_reserve_holdings').select('coin').execute()).toEqual([]);
  });
});

describe('the referred friend’s password', () => {
  it('draws again while a draw holds a word of the friend’s context', () => {
    const draws = ['xSAMx-long-enough-password', 'rivera-long-enough-password', 'k2Jq9-long-enough-password'];
    const context = { ...DEMO_FRIEND, siteName: 'Arcvest' };
    expect(passwordFreeOfContext(context, () => draws.shift()!)).toBe('k2Jq9-long-enough-password');
    expect(draws).toEqual([]);
  });
});

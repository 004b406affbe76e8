import { formatUsd } from '@arcvest/shared/rules';
import { runAccrual, runAccrualAndRenewals } from '../src/services/accrual';
import { tellAccruals } from '../src/services/accrual-digest';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan, DAY, LONG_SESSIONS } from './money-helpers';

const TOLD_OF_ACCRUAL = ['Daily earnings', 'Plan matured', 'Plan renewed'];

/** The notices of what the daily accrual credited (docs/notifications.md#what-the-accrual-credited). */
forEachDatabase((ctx) => {
  let admin: string;

  beforeEach(async () => {
    await ctx().rebuild({ ...LONG_SESSIONS, rateLimitMax: 100_000 });
    admin = await signInAdmin(ctx().app, ctx().db);
  });

  /** An investor with `wallet` cents who buys each plan from the balance. */
  async function investor(username: string, purchases: { planId: number; amount: number }[], wallet: number) {
    const { app, db } = ctx();
    const userId = await createUser(db, username);
    expect((await call(app, 'POST', `/api/give-bonus/${userId}`, admin, { bonus: wallet, reason: 'Opening balance' })).statusCode).toBe(200);
    const token = await login(app, username);
    for (const { planId, amount } of purchases) {
      expect((await call(app, 'POST', '/api/deposit', token, { plan_id: planId, amount, payment_method: 'BALANCE' })).statusCode).toBe(201);
    }
    return { userId, token };
  }

  const job = () => runAccrualAndRenewals(ctx().db, ctx().clock.now, 'Arcvest');

  /** The investor's notices of the accrual, newest first, as [title, body]. */
  async function toldOfAccrual(token: string): Promise<string[][]> {
    const page = (await call(ctx().app, 'GET', '/api/notifications?limit=50', token)).json();
    return page.items
      .filter((item: { title: string }) => TOLD_OF_ACCRUAL.includes(item.title))
      .map((item: { title: string; body: string }) => [item.title, item.body]);
  }

  const emailsTo = async (userId: number) =>
    (await ctx().db.selectFrom('notifications').select('subject').where('user_id', '=', userId).orderBy('id').execute()).map((row) => row.subject);

  const eventKinds = async (userId: number) =>
    (await ctx().db.selectFrom('events').select('kinds').where('user_id', '=', userId).orderBy('id').execute()).map((row) => row.kinds);

  it('tells one earnings notice per run, summing its plan days across plans, never by email', async () => {
    const slow = await createPlan(ctx().db, { title: 'Slow', roi: 1, duration: 10 });
    const fast = await createPlan(ctx().db, { title: 'Fast', roi: 2, duration: 10 });
    const { userId, token } = await investor(
      'ivy',
      [
        { planId: slow, amount: 1_000_00 },
        { planId: fast, amount: 500_00 },
      ],
      1_500_00,
    );
    const emailsBefore = await emailsTo(userId);

    ctx().clock.advance(DAY);
    expect(await job()).toEqual({ days: 2, renewed: 0 });
    expect(await toldOfAccrual(token)).toEqual([['Daily earnings', 'Your 2 plans earned $20.00 (2 plan days).']]);

    // Two days missed: the next run tells both in one notice.
    ctx().clock.advance(2 * DAY);
    expect(await job()).toEqual({ days: 4, renewed: 0 });
    const told = await toldOfAccrual(token);
    expect(told).toEqual([
      ['Daily earnings', 'Your 2 plans earned $40.00 (4 plan days).'],
      ['Daily earnings', 'Your 2 plans earned $20.00 (2 plan days).'],
    ]);
    expect((await eventKinds(userId)).slice(-1)).toEqual(['inbox balance plans']);

    // A run with nothing credited tells nothing, and no run emails the earnings.
    expect(await job()).toEqual({ days: 0, renewed: 0 });
    expect(await toldOfAccrual(token)).toEqual(told);
    expect(await emailsTo(userId)).toEqual(emailsBefore);
  });

  it('tells a plan that matured, by notice and email, and one that renewed', async () => {
    const short = await createPlan(ctx().db, { title: 'Short', roi: 1, duration: 2, min: 100_00, max: 5_000_00 });
    const { userId, token } = await investor('ivy', [{ planId: short, amount: 1_000_00 }], 1_000_00);
    const renewing = await investor('rex', [{ planId: short, amount: 2_000_00 }], 2_000_00);
    const [plan] = (await call(ctx().app, 'GET', '/api/get-user-plans', renewing.token)).json();
    expect((await call(ctx().app, 'POST', `/api/user-plans/${plan.id}/renewal`, renewing.token, { auto_renew: true })).statusCode).toBe(200);

    ctx().clock.advance(2 * DAY);
    expect(await job()).toEqual({ days: 4, renewed: 1 });
    expect(await toldOfAccrual(token)).toEqual([
      ['Plan matured', 'Your Short plan has ended: its capital of $1,000.00 is in your balance.'],
      ['Daily earnings', 'Your plan earned $20.00 (2 plan days).'],
    ]);
    expect((await emailsTo(userId)).slice(-1)).toEqual(['Your Arcvest Short plan has matured']);
    expect(await toldOfAccrual(renewing.token)).toEqual([
      ['Plan renewed', 'Your Short plan has ended and renewed with $2,000.00.'],
      ['Daily earnings', 'Your plan earned $40.00 (2 plan days).'],
    ]);
    expect((await emailsTo(renewing.userId)).slice(-1)).toEqual(['Your Arcvest Short plan has renewed']);
    expect((await checkLedger(ctx().db)).ok).toBe(true);
  });

  it('says matured when the renewal was refused, leaving the refusal email as the only one', async () => {
    const gone = await createPlan(ctx().db, { title: 'Gone', roi: 1, duration: 1 });
    const { userId, token } = await investor('ivy', [{ planId: gone, amount: 500_00 }], 500_00);
    const [plan] = (await call(ctx().app, 'GET', '/api/get-user-plans', token)).json();
    expect((await call(ctx().app, 'POST', `/api/user-plans/${plan.id}/renewal`, token, { auto_renew: true })).statusCode).toBe(200);
    expect((await call(ctx().app, 'POST', `/api/delete-plan/${gone}`, admin)).statusCode).toBe(200);
    const emailsBefore = await emailsTo(userId);

    ctx().clock.advance(DAY);
    expect(await job()).toEqual({ days: 1, renewed: 0 });
    expect((await toldOfAccrual(token))[0]).toEqual(['Plan matured', 'Your Gone plan has ended: its capital of $500.00 is in your balance.']);
    expect(await emailsTo(userId)).toEqual([...emailsBefore, 'Your Arcvest Gone plan was not renewed']);
  });

  it("tells in the account's language: Arabic notices (its plural forms) and email, amounts in its format", async () => {
    const short = await createPlan(ctx().db, { title: 'Short', roi: 1, duration: 2, min: 100_00, max: 5_000_00 });
    const { userId } = await investor('ivy', [{ planId: short, amount: 1_000_00 }], 1_000_00);
    await ctx().db.updateTable('users').set({ locale: 'ar' }).where('id', '=', userId).execute();

    ctx().clock.advance(2 * DAY);
    await job();
    const notices = await ctx()
      .db.selectFrom('inbox_items')
      .select(['title', 'body'])
      .where('user_id', '=', userId)
      .where('category', '=', 'plans')
      .orderBy('id')
      .execute();
    expect(notices.slice(-2)).toEqual([
      { title: 'الأرباح اليومية', body: `ربحت خطتك ${formatUsd(20_00, 'ar')} (يوما خطة).` },
      { title: 'استحقت الخطة', body: `انتهت خطتك Short: رأس مالها البالغ ${formatUsd(1_000_00, 'ar')} موجود في رصيدك.` },
    ]);
    const [email] = await ctx()
      .db.selectFrom('notifications')
      .select(['subject', 'body'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(email.subject).toBe('استحقت خطتك Short لدى Arcvest');
    expect(email.body).toBe(['مرحبًا Test،', '', `انتهت خطتك Short. رأس مالها البالغ ${formatUsd(1_000_00, 'ar')} موجود في رصيدك.`].join('\n'));
  });

  it('says a refused renewal in Spanish, the reason in it; the plan keeps its note in English', async () => {
    const gone = await createPlan(ctx().db, { title: 'Gone', roi: 1, duration: 1 });
    const { userId, token } = await investor('ivy', [{ planId: gone, amount: 500_00 }], 500_00);
    await ctx().db.updateTable('users').set({ locale: 'es' }).where('id', '=', userId).execute();
    const [plan] = (await call(ctx().app, 'GET', '/api/get-user-plans', token)).json();
    expect((await call(ctx().app, 'POST', `/api/user-plans/${plan.id}/renewal`, token, { auto_renew: true })).statusCode).toBe(200);
    expect((await call(ctx().app, 'POST', `/api/delete-plan/${gone}`, admin)).statusCode).toBe(200);

    ctx().clock.advance(DAY);
    await job();
    const [email] = await ctx()
      .db.selectFrom('notifications')
      .select(['subject', 'body'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(email.subject).toBe('Su plan Gone de Arcvest no se renovó');
    expect(email.body).toBe(
      [
        'Hola, Test:',
        '',
        'Su plan Gone ha terminado y estaba configurado para renovarse, pero no se pudo: el plan ya no se ofrece.',
        `El capital de ${formatUsd(500_00, 'es')} está en su saldo.`,
      ].join('\n'),
    );
    const notes = await ctx().db.selectFrom('user_plans').select('renewal_note').where('user_id', '=', userId).execute();
    expect(notes).toEqual([{ renewal_note: 'the plan is no longer on offer.' }]);
  });

  it('tells the end of a plan set to renew that another runner just matured once it is renewed, to say so', async () => {
    const short = await createPlan(ctx().db, { title: 'Short', roi: 1, duration: 1, min: 100_00, max: 5_000_00 });
    const { token } = await investor('ivy', [{ planId: short, amount: 1_000_00 }], 1_000_00);
    const [plan] = (await call(ctx().app, 'GET', '/api/get-user-plans', token)).json();
    expect((await call(ctx().app, 'POST', `/api/user-plans/${plan.id}/renewal`, token, { auto_renew: true })).statusCode).toBe(200);

    ctx().clock.advance(DAY);
    expect(await runAccrual(ctx().db, ctx().clock.now)).toEqual({ days: 1 });
    // Its last day's earnings are told; the plan's end waits for the renewal.
    expect(await tellAccruals(ctx().db, ctx().clock.now, 'Arcvest')).toBe(1);
    expect((await toldOfAccrual(token)).map(([title]) => title)).toEqual(['Daily earnings']);
    expect(await job()).toEqual({ days: 0, renewed: 1 });
    expect((await toldOfAccrual(token)).map(([title]) => title)).toEqual(['Plan renewed', 'Daily earnings']);
  });

  it('tells each user once with runners side by side, in batches of one user', async () => {
    const planId = await createPlan(ctx().db, { title: 'Steady', roi: 1, duration: 5 });
    const investors = [];
    for (const name of ['ivy', 'rex', 'kai']) investors.push(await investor(name, [{ planId, amount: 1_000_00 }], 1_000_00));
    ctx().clock.advance(DAY);
    expect(await runAccrual(ctx().db, ctx().clock.now)).toEqual({ days: 3 });

    const told = await Promise.all([1, 2, 3].map(() => tellAccruals(ctx().db, ctx().clock.now, 'Arcvest', 1)));
    expect(told.reduce((sum, users) => sum + users, 0)).toBe(3);
    expect(await tellAccruals(ctx().db, ctx().clock.now, 'Arcvest')).toBe(0);
    for (const { token } of investors) expect(await toldOfAccrual(token)).toEqual([['Daily earnings', 'Your plan earned $10.00 (1 plan day).']]);
  });

  it('picks up a run a runner left half done', async () => {
    const planId = await createPlan(ctx().db, { title: 'Steady', roi: 1, duration: 5 });
    const ivy = await investor('ivy', [{ planId, amount: 1_000_00 }], 1_000_00);
    const rex = await investor('rex', [{ planId, amount: 1_000_00 }], 1_000_00);
    ctx().clock.advance(DAY);
    await runAccrual(ctx().db, ctx().clock.now);
    // A runner started a run and told ivy, then stopped: its state is what a crash after that batch leaves.
    const newest = await ctx()
      .db.selectFrom('transactions')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const halfDone = { run_through_id: Number(newest.id), run_after_user_id: ivy.userId };
    await ctx()
      .db.insertInto('accrual_digest')
      .values({ id: 1, told_through_id: 0, ...halfDone })
      .onConflict((oc) => oc.column('id').doUpdateSet(halfDone))
      .execute();

    expect(await tellAccruals(ctx().db, ctx().clock.now, 'Arcvest')).toBe(1);
    expect(await toldOfAccrual(ivy.token)).toEqual([]);
    expect(await toldOfAccrual(rex.token)).toEqual([['Daily earnings', 'Your plan earned $10.00 (1 plan day).']]);
    expect(await ctx().db.selectFrom('accrual_digest').selectAll().executeTakeFirstOrThrow()).toEqual({
      id: 1,
      told_through_id: Number(newest.id),
      run_through_id: null,
      run_after_user_id: 0,
    });
  });

  it('keeps the bell clean for an investor who chose email only for plans, still refreshing the pages', async () => {
    const short = await createPlan(ctx().db, { title: 'Short', roi: 1, duration: 1 });
    const { userId, token } = await investor('ivy', [{ planId: short, amount: 1_000_00 }], 1_000_00);
    const chosen = await call(ctx().app, 'POST', '/api/notification-preferences', token, { preferences: [{ category: 'plans', channel: 'email' }] });
    expect(chosen.statusCode).toBe(200);

    ctx().clock.advance(DAY);
    expect(await job()).toEqual({ days: 1, renewed: 0 });
    expect(await toldOfAccrual(token)).toEqual([]);
    expect((await emailsTo(userId)).slice(-1)).toEqual(['Your Arcvest Short plan has matured']);
    expect((await eventKinds(userId)).slice(-2)).toEqual(['balance plans', 'balance plans']);
  });

  it('tells a deleted user nothing', async () => {
    const planId = await createPlan(ctx().db, { title: 'Short', roi: 1, duration: 1 });
    const { userId } = await investor('ivy', [{ planId, amount: 1_000_00 }], 1_000_00);
    expect((await call(ctx().app, 'POST', `/api/delete-user/${userId}`, admin)).statusCode).toBe(200);
    const emailsBefore = await emailsTo(userId);
    const itemsBefore = await ctx().db.selectFrom('inbox_items').select('id').where('user_id', '=', userId).execute();

    ctx().clock.advance(DAY);
    expect(await job()).toEqual({ days: 1, renewed: 0 });
    expect(await ctx().db.selectFrom('inbox_items').select('id').where('user_id', '=', userId).execute()).toEqual(itemsBefore);
    expect(await emailsTo(userId)).toEqual(emailsBefore);
  });
});

import { sql } from 'kysely';
import { recordAudit } from '../src/db/repositories/audit';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan, HEX_TX } from './money-helpers';

forEachDatabase((ctx) => {
  /** Two admins and two investors; boss gives, charges and confirms, chief gives one bonus. */
  async function setUp() {
    const { app, db } = ctx();
    const boss = await signInAdmin(app, db);
    const chiefId = await createUser(db, 'Chief', 'admin');
    const chief = await login(app, 'chief');
    const ivyId = await createUser(db, 'ivy');
    const maxId = await createUser(db, 'max');
    const ivy = await login(app, 'ivy');
    const planId = await createPlan(db, { roi: 1.5, duration: 7 });

    await call(app, 'POST', `/api/give-bonus/${ivyId}`, boss, { bonus: 100_00, reason: 'Welcome gift' });
    await call(app, 'POST', `/api/charge-fee/${ivyId}`, boss, { fee: 5_00, reason: 'Card fee' });
    await call(app, 'POST', `/api/give-bonus/${maxId}`, chief, { bonus: 20_00 });
    await call(app, 'POST', '/api/deposit', ivy, { plan_id: planId, amount: 300_00, payment_method: 'BTC', transaction_id: HEX_TX(1), type: 'deposit' });
    const [deposit] = (await call(app, 'GET', '/api/all-transactions?type=deposit', boss)).json().items;
    await call(app, 'POST', `/api/confirm-transaction/${deposit.id}`, boss);
    const bossId = (await db.selectFrom('users').select('id').where('username', '=', 'boss').executeTakeFirstOrThrow()).id;
    return { boss, bossId, chiefId, ivy, ivyId, maxId, depositId: deposit.id as number };
  }

  const auditLog = (query: string, token: string) => call(ctx().app, 'GET', `/api/audit-log${query}`, token);
  const actions = (body: { items: { action: string }[] }) => body.items.map((item) => item.action);

  it('lists every admin action newest first, with who, whom and the details as an object', async () => {
    const { boss, bossId, chiefId, ivyId, maxId, depositId } = await setUp();
    const response = await auditLog('', boss);
    expect(response.statusCode).toBe(200);
    const { items, next_cursor } = response.json();
    expect(next_cursor).toBeNull();
    expect(actions(response.json())).toEqual(['transaction.confirm', 'wallet.bonus', 'wallet.fee', 'wallet.bonus']);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      created_at: '2026-06-01T12:00:00.000Z',
      actor: { id: bossId, username: 'boss' },
      action: 'transaction.confirm',
      target: { type: 'transaction', id: depositId, user_id: ivyId, username: 'ivy' },
      details: { type: 'deposit', amount: 300_00, user_id: ivyId },
    });
    expect(items[1]).toMatchObject({
      actor: { id: chiefId, username: 'Chief' },
      target: { type: 'user', id: maxId, user_id: maxId, username: 'max' },
      details: { amount: 20_00, reason: null },
    });
    expect(items[2].details).toEqual({ amount: 5_00, reason: 'Card fee', transaction_id: expect.any(Number) });
  });

  it('shows the system as a null actor and a target that is no user without a username', async () => {
    const { boss } = await setUp();
    await recordAudit(ctx().db, {
      actorId: null,
      action: 'plan.delete',
      targetType: 'plan',
      targetId: 1,
      details: { plan: { title: 'Old' } },
      at: '2026-06-01T13:00:00.000Z',
    });
    const [latest] = (await auditLog('', boss)).json().items;
    expect(latest).toMatchObject({ actor: null, target: { type: 'plan', id: 1, user_id: null, username: null }, details: { plan: { title: 'Old' } } });
  });

  it('filters by admin (id or username, any case), by user (their transactions too) and by action', async () => {
    const { boss, bossId, chiefId, ivyId, maxId } = await setUp();
    expect(actions((await auditLog(`?actor=${chiefId}`, boss)).json())).toEqual(['wallet.bonus']);
    expect(actions((await auditLog('?actor=CHIEF', boss)).json())).toEqual(['wallet.bonus']);
    expect(actions((await auditLog(`?actor=${bossId}`, boss)).json())).toEqual(['transaction.confirm', 'wallet.fee', 'wallet.bonus']);
    expect((await auditLog('?actor=nobody', boss)).json()).toEqual({ items: [], next_cursor: null });
    expect(actions((await auditLog(`?user=${ivyId}`, boss)).json())).toEqual(['transaction.confirm', 'wallet.fee', 'wallet.bonus']);
    expect(actions((await auditLog(`?user=${maxId}`, boss)).json())).toEqual(['wallet.bonus']);
    expect((await auditLog('?action=wallet.bonus', boss)).json().items.map((item: { target: { username: string } }) => item.target.username)).toEqual([
      'max',
      'ivy',
    ]);
    expect(actions((await auditLog(`?action=wallet.bonus&actor=boss&user=${ivyId}`, boss)).json())).toEqual(['wallet.bonus']);
  });

  it('pages by cursor without gaps or repeats, filters kept', async () => {
    const { boss, ivyId } = await setUp();
    const first = (await auditLog('?limit=2', boss)).json();
    expect(actions(first)).toEqual(['transaction.confirm', 'wallet.bonus']);
    expect(first.next_cursor).toBe(String(first.items[1].id));
    const second = (await auditLog(`?limit=2&before=${first.next_cursor}`, boss)).json();
    expect(actions(second)).toEqual(['wallet.fee', 'wallet.bonus']);
    expect(second.next_cursor).toBeNull();

    const filtered = (await auditLog(`?limit=1&user=${ivyId}&action=wallet.bonus`, boss)).json();
    expect(filtered.next_cursor).toBeNull();
    const ivyFirst = (await auditLog(`?limit=2&user=${ivyId}`, boss)).json();
    const ivyNext = (await auditLog(`?limit=2&user=${ivyId}&before=${ivyFirst.next_cursor}`, boss)).json();
    expect([...actions(ivyFirst), ...actions(ivyNext)]).toEqual(['transaction.confirm', 'wallet.fee', 'wallet.bonus']);
    expect(ivyNext.next_cursor).toBeNull();
  });

  it('refuses queries it cannot read with 422, users with 403 and visitors with 401', async () => {
    const { boss, ivy } = await setUp();
    for (const query of ['?limit=0', '?limit=abc', '?user=0', '?user=ivy', '?actor=a%20b', '?action=DROP%20TABLE', '?before=-1']) {
      const response = await auditLog(query, boss);
      expect([query, response.statusCode]).toEqual([query, 422]);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await auditLog('', ivy)).statusCode).toBe(403);
    expect((await auditLog('', ivy)).json()).toEqual({ message: 'This action is for administrators only.', code: 'api.adminOnly' });
    expect((await call(ctx().app, 'GET', '/api/audit-log', null)).statusCode).toBe(401);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const { db } = ctx();
    await setUp();
    const before = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(before.map((row) => row.action)).toEqual(['wallet.bonus', 'wallet.fee', 'wallet.bonus', 'transaction.confirm']);
    // The message, not rejects.toThrow: better-sqlite3's SqliteError is not always recognised as an Error by Jest.
    const outcome = (pending: Promise<unknown>) =>
      pending.then(
        () => 'changed',
        (error: { message?: string }) => String(error.message),
      );
    expect(await outcome(sql`update audit_log set action = 'wallet.fee'`.execute(db))).toMatch(/append-only/);
    expect(await outcome(db.updateTable('audit_log').set({ details: '{}' }).where('id', '=', before[0].id).execute())).toMatch(/append-only/);
    expect(await outcome(db.deleteFrom('audit_log').execute())).toMatch(/append-only/);
    expect(await db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('keeps the entries about a user who is deleted (users are only marked deleted)', async () => {
    const { boss, ivyId } = await setUp();
    await ctx().db.updateTable('users').set({ deleted_at: '2026-06-01T13:00:00.000Z' }).where('id', '=', ivyId).execute();
    expect(actions((await auditLog(`?user=${ivyId}`, boss)).json())).toEqual(['transaction.confirm', 'wallet.fee', 'wallet.bonus']);
  });
});

import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../src/db/database';
import { countMatchingUsers, userCountQuery, userListQuery } from '../src/db/repositories/user-list';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase, type TestContext } from './databases';
import { bearer, call, createUser, login, PASSWORD, signInAdmin } from './helpers';
import { tinyPng, walletOf } from './money-helpers';

type Ctx = () => TestContext;

async function auditRows(db: Db, userId: number, actionPrefix = 'user.') {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'user')
    .where('target_id', '=', userId)
    .where('action', 'like', `${actionPrefix}%`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}

async function userRow(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const ACTIONS = ['switch-role', 'suspend-user', 'end-sessions', 'delete-user', 'set-display-message', 'remove-display-message'] as const;
const bodyOf = (action: string) => (action === 'set-display-message' ? { message: 'Hello' } : undefined);

forEachDatabase((ctx: Ctx) => {
  describe('GET /api/users', () => {
    async function setUp() {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const ids = {
        anna: await createUser(db, 'Anna_B'),
        ben: await createUser(db, 'ben'),
        cara: await createUser(db, 'cara'),
        dan: await createUser(db, 'dan'),
      };
      await db.updateTable('users').set({ email: 'annabel.c@example.com', suspended: 1 }).where('id', '=', ids.cara).execute();
      await db.updateTable('users').set({ level: 3 }).where('id', '=', ids.ben).execute();
      const list = (query: string, token: string | null = admin) => call(ctx().app, 'GET', `/api/users${query}`, token);
      const idsOf = async (query: string) => {
        const body = (await list(query)).json();
        return { ids: body.items.map((item: { id: number }) => item.id), total: body.total };
      };
      return { admin, ids, list, idsOf };
    }

    it('lists every user newest first with role, level, suspension, deletion and balance, and counts them', async () => {
      const { ids, list, admin } = await setUp();
      await call(ctx().app, 'POST', `/api/delete-user/${ids.dan}`, admin);
      await call(ctx().app, 'POST', `/api/give-bonus/${ids.ben}`, admin, { bonus: 42_00 });
      const response = await list('');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(5);
      expect(body.next_cursor).toBeNull();
      expect(body.items.map((item: { id: number }) => item.id)).toEqual([ids.dan, ids.cara, ids.ben, ids.anna, ids.anna - 1]);
      expect(body.items[0]).toEqual({
        id: ids.dan,
        username: `deleted-${ids.dan}`,
        email: `deleted-${ids.dan}@deleted.invalid`,
        role: 'user',
        level: 1,
        suspended: false,
        deleted: true,
        frozen: false,
        held_until: null,
        staff_role: null,
        created_at: '2026-01-01T00:00:00.000Z',
        balance: 0,
      });
      expect(body.items[1]).toMatchObject({ username: 'cara', email: 'annabel.c@example.com', suspended: true, deleted: false });
      expect(body.items[2]).toMatchObject({ username: 'ben', level: 3, role: 'user', balance: 42_00 });
      expect(body.items[4]).toMatchObject({ username: 'boss', role: 'admin' });
    });

    it('searches the start of usernames and emails in any letter case, with % and _ as plain letters', async () => {
      const { ids, idsOf } = await setUp();
      expect(await idsOf('?search=ANN')).toEqual({ ids: [ids.cara, ids.anna], total: 2 });
      expect(await idsOf('?search=%20Ben%20')).toEqual({ ids: [ids.ben], total: 1 });
      expect(await idsOf('?search=anna_b')).toEqual({ ids: [ids.anna], total: 1 });
      expect(await idsOf('?search=BEN%40EXAMPLE.COM')).toEqual({ ids: [ids.ben], total: 1 });
      expect(await idsOf('?search=%25')).toEqual({ ids: [], total: 0 });
      expect(await idsOf('?search=_')).toEqual({ ids: [], total: 0 });
      expect(await idsOf('?search=anna%25')).toEqual({ ids: [], total: 0 });
      // A prefix, not any part: the domain alone finds nobody.
      expect(await idsOf('?search=example.com')).toEqual({ ids: [], total: 0 });
      expect((await idsOf('?search=')).total).toBe(5);
    });

    it('pages by cursor; the total stays the count of every match', async () => {
      const { ids, list } = await setUp();
      const first = (await list('?limit=2')).json();
      expect(first.items.map((item: { id: number }) => item.id)).toEqual([ids.dan, ids.cara]);
      expect(first).toMatchObject({ next_cursor: String(ids.cara), total: 5 });
      const second = (await list(`?limit=2&before=${first.next_cursor}`)).json();
      expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids.ben, ids.anna]);
      const third = (await list(`?limit=2&before=${second.next_cursor}`)).json();
      expect(third).toMatchObject({ items: [{ username: 'boss' }], next_cursor: null, total: 5 });
      const searched = (await list('?limit=1&search=ann')).json();
      expect(searched).toMatchObject({ items: [{ id: ids.cara }], next_cursor: String(ids.cara), total: 2 });
      expect((await list(`?limit=1&search=ann&before=${searched.next_cursor}`)).json()).toMatchObject({ items: [{ id: ids.anna }], next_cursor: null });
    });

    it('refuses bad paging and overlong searches with 422, visitors with 401 and investors with 403', async () => {
      const { list } = await setUp();
      for (const query of ['?limit=0', '?limit=101', '?before=0', `?search=${'a'.repeat(255)}`]) {
        expect((await list(query)).statusCode).toBe(422);
      }
      expect((await list('', null)).statusCode).toBe(401);
      const investor = await login(ctx().app, 'ben');
      expect((await list('', investor)).statusCode).toBe(403);
    });
  });

  describe('every admin action on a user', () => {
    it('refuses visitors (401) and investors (403), answers 404 for no user and 422 for a malformed id', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const victim = await createUser(db, 'victim');
      await createUser(db, 'mallory');
      const investor = await login(app, 'mallory');
      for (const action of ACTIONS) {
        expect((await call(app, 'POST', `/api/${action}/${victim}`, null, bodyOf(action))).statusCode).toBe(401);
        const refused = await call(app, 'POST', `/api/${action}/${victim}`, investor, bodyOf(action));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'This action is for administrators only.', code: 'api.adminOnly' });
        const missing = await call(app, 'POST', `/api/${action}/999999`, admin, bodyOf(action));
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'User not found.', code: 'api.user.notFound' });
        expect((await call(app, 'POST', `/api/${action}/1e2`, admin, bodyOf(action))).statusCode).toBe(422);
      }
      // Nothing happened to the user, and nothing was audited.
      expect(await userRow(db, victim)).toMatchObject({ role: 'user', suspended: 0, deleted_at: null, message: null });
      expect(await auditRows(db, victim)).toEqual([]);
    });

    it('refuses an admin demoting, suspending or deleting their own account with 409', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const bossId = (await call(app, 'POST', '/api/me', admin)).json().id;
      const cases: [string, string, string][] = [
        ['switch-role', 'You cannot remove your own admin role.', 'rules.userManagement.demoteSelf'],
        ['suspend-user', 'You cannot suspend your own account.', 'rules.userManagement.suspendSelf'],
        ['end-sessions', 'To sign out your other devices, use Sign out everywhere else on your Security page.', 'rules.userManagement.endOwnSessions'],
        ['delete-user', 'You cannot delete your own account.', 'rules.userManagement.deleteSelf'],
      ];
      for (const [action, message, code] of cases) {
        const response = await call(app, 'POST', `/api/${action}/${bossId}`, admin);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message, code });
      }
      expect(await userRow(db, bossId)).toMatchObject({ role: 'admin', suspended: 0, deleted_at: null });
      expect(await auditRows(db, bossId)).toEqual([]);
    });
  });

  describe('POST /api/switch-role/:id', () => {
    it('promotes and demotes, audited; the promoted user has admin rights on their next request', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const ivy = await createUser(db, 'ivy');
      const token = await login(app, 'ivy');
      expect((await call(app, 'GET', '/api/users', token)).statusCode).toBe(403);

      const promoted = await call(app, 'POST', `/api/switch-role/${ivy}`, admin);
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toEqual({ message: 'ivy is now an admin.' });
      expect((await call(app, 'GET', '/api/users', token)).statusCode).toBe(200);

      const demoted = await app.inject({ method: 'POST', url: `/api/switch-role/${ivy}`, headers: { ...bearer(admin), 'accept-language': 'pt-BR' } });
      expect(demoted.json()).toEqual({ message: 'ivy agora é usuário.' });
      expect((await call(app, 'GET', '/api/users', token)).statusCode).toBe(403);
      const audit = await auditRows(db, ivy);
      expect(audit.map((row) => [row.action, row.details])).toEqual([
        ['user.role', { from: 'user', to: 'admin' }],
        ['user.role', { from: 'admin', to: 'user' }],
      ]);
    });

    it('two toggles at once leave a role that the audit log explains', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const ivy = await createUser(db, 'ivy');
      const responses = await Promise.all([0, 1, 2].map(() => call(app, 'POST', `/api/switch-role/${ivy}`, admin)));
      for (const response of responses) expect([200, 409]).toContain(response.statusCode);
      const audit = await auditRows(db, ivy);
      expect(audit).toHaveLength(responses.filter((response) => response.statusCode === 200).length);
      // Each change starts where the one before ended, and the last one is the role now.
      let role = 'user';
      for (const row of audit) {
        expect(row.details.from).toBe(role);
        role = row.details.to as string;
      }
      expect((await userRow(db, ivy)).role).toBe(role);
    });

    it('two admins demoting each other at once never leave the platform without an admin', async () => {
      const { app, db } = ctx();
      const boss = await signInAdmin(app, db);
      const otherId = await createUser(db, 'other', 'admin');
      const other = await login(app, 'other');
      const bossId = (await call(app, 'POST', '/api/me', boss)).json().id;
      const [first, second] = await Promise.all([
        call(app, 'POST', `/api/switch-role/${otherId}`, boss),
        call(app, 'POST', `/api/switch-role/${bossId}`, other),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      // One wins; the other is no longer an admin by the time its change runs.
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = await db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
      const roleChanges = await db.selectFrom('audit_log').select('id').where('action', '=', 'user.role').execute();
      expect(roleChanges).toHaveLength(1);
    });
  });

  describe('POST /api/suspend-user/:id', () => {
    it('ends the open session at once, refuses sign-in, and lifts both when undone', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const ivy = await createUser(db, 'ivy');
      const token = await login(app, 'ivy');
      expect((await call(app, 'POST', '/api/me', token)).statusCode).toBe(200);

      const suspended = await call(app, 'POST', `/api/suspend-user/${ivy}`, admin);
      expect(suspended.json()).toEqual({ message: 'ivy is suspended.' });
      expect((await call(app, 'POST', '/api/me', token)).statusCode).toBe(401);
      const refused = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ivy', password: PASSWORD } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Your account is suspended. Please contact support.');
      expect((await userRow(db, ivy)).suspended).toBe(1);

      expect((await call(app, 'POST', `/api/suspend-user/${ivy}`, admin)).json()).toEqual({ message: 'ivy is no longer suspended.' });
      // The old session stays ended; a new sign-in works.
      expect((await call(app, 'POST', '/api/me', token)).statusCode).toBe(401);
      const fresh = await login(app, 'ivy');
      expect((await call(app, 'POST', '/api/me', fresh)).statusCode).toBe(200);
      expect((await auditRows(db, ivy)).map((row) => row.action)).toEqual(['user.suspend', 'user.unsuspend']);
    });

    it('two toggles at once leave a suspension that the audit log explains', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const ivy = await createUser(db, 'ivy');
      const responses = await Promise.all([0, 1, 2].map(() => call(app, 'POST', `/api/suspend-user/${ivy}`, admin)));
      for (const response of responses) expect([200, 409]).toContain(response.statusCode);
      const audit = await auditRows(db, ivy);
      expect(audit).toHaveLength(responses.filter((response) => response.statusCode === 200).length);
      let suspended = false;
      for (const row of audit) {
        expect(row.action).toBe(suspended ? 'user.unsuspend' : 'user.suspend');
        suspended = !suspended;
      }
      expect((await userRow(db, ivy)).suspended).toBe(suspended ? 1 : 0);
    });
  });

  describe('POST /api/end-sessions/:id', () => {
    it('signs the user out on every device at once; they can sign in again', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const ivy = await createUser(db, 'ivy');
      const phone = await login(app, 'ivy');
      const laptop = await login(app, 'ivy');
      expect((await call(app, 'POST', `/api/end-sessions/${ivy}`, admin)).json()).toEqual({ message: 'ivy was signed out on every device.' });
      for (const token of [phone, laptop]) expect((await call(app, 'POST', '/api/me', token)).statusCode).toBe(401);
      expect((await call(app, 'POST', '/api/me', admin)).statusCode).toBe(200);
      const again = await login(app, 'ivy');
      expect((await call(app, 'POST', '/api/me', again)).statusCode).toBe(200);
      expect(await userRow(db, ivy)).toMatchObject({ suspended: 0, deleted_at: null });
      expect((await auditRows(db, ivy)).map((row) => row.action)).toEqual(['user.sessions.end']);
    });
  });

  describe('POST /api/delete-user/:id', () => {
    it('erases personal data and identity images, ends sessions, keeps money records and the audit trail', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const ivy = await createUser(db, 'ivy');
      const token = await login(app, 'ivy');
      expect((await call(app, 'POST', `/api/give-bonus/${ivy}`, admin, { bonus: 5_000, reason: 'Welcome' })).statusCode).toBe(200);
      expect((await call(app, 'POST', `/api/charge-fee/${ivy}`, admin, { fee: 1_250 })).statusCode).toBe(200);
      expect((await call(app, 'POST', `/api/set-display-message/${ivy}`, admin, { message: 'Hi' })).statusCode).toBe(200);
      const at = '2026-06-01T00:00:00.000Z';
      for (const id of ['front-image', 'back-image']) {
        await db.insertInto('images').values({ id, owner_user_id: ivy, mime: 'image/png', bytes: tinyPng(), size: 1, created_at: at }).execute();
      }
      await db.insertInto('images').values({ id: 'qr-image', owner_user_id: null, mime: 'image/png', bytes: tinyPng(), size: 1, created_at: at }).execute();
      await db
        .updateTable('users')
        .set({
          phone: '+33612345678',
          address: '1 rue de Paris',
          ssn: 'SSN-1',
          occupation: 'Pilot',
          salary: 'Over $200,000 a year',
          dl_front: '/api/images/front-image',
          dl_back: '/api/images/back-image',
          level: 2,
        })
        .where('id', '=', ivy)
        .execute();
      const transactionCount = async () => (await db.selectFrom('transactions').select('id').where('user_id', '=', ivy).execute()).length;
      const before = { transactions: await transactionCount(), audit: (await auditRows(db, ivy, '')).length };
      expect(before).toEqual({ transactions: 2, audit: 3 });

      const deleted = await call(app, 'POST', `/api/delete-user/${ivy}`, admin);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: 'The account of ivy was deleted.' });

      const row = await userRow(db, ivy);
      expect(row).toMatchObject({
        firstname: 'Deleted',
        lastname: 'User',
        gender: null,
        username: `deleted-${ivy}`,
        username_key: `deleted-${ivy}`,
        email: `deleted-${ivy}@deleted.invalid`,
        birth_date: '1900-01-01',
        country: '',
        phone: null,
        address: null,
        ssn: null,
        occupation: null,
        salary: null,
        message: null,
        dl_front: null,
        dl_back: null,
        deleted_at: ctx().clock.now.toISOString(),
      });
      expect(row.password_hash).not.toMatch(/^scrypt\$/);
      expect(await walletOf(db, ivy)).toBe(3_750);
      const images = await db.selectFrom('images').select('id').execute();
      expect(images.map((image) => image.id)).toEqual(['qr-image']);
      // Where and how they signed in goes too.
      expect(await db.selectFrom('sign_in_attempts').select('id').where('user_id', '=', ivy).execute()).toEqual([]);
      expect(await db.selectFrom('sessions').select(['ip', 'user_agent']).where('user_id', '=', ivy).execute()).toEqual([{ ip: null, user_agent: null }]);
      expect(await transactionCount()).toBe(2);
      expect((await auditRows(db, ivy, '')).map((entry) => entry.action)).toEqual(['wallet.bonus', 'wallet.fee', 'user.message.set', 'user.delete']);
      expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });

      // Their session is over and they cannot sign in by their old name or email, nor appear live.
      expect((await call(app, 'POST', '/api/me', token)).statusCode).toBe(401);
      for (const username of ['ivy', 'ivy@example.com', `deleted-${ivy}`]) {
        expect((await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: PASSWORD } })).statusCode).toBe(401);
      }
      expect((await call(app, 'GET', `/api/user/${ivy}`, admin)).statusCode).toBe(404);
      expect((await call(app, 'GET', '/api/users?search=deleted', admin)).json().items).toEqual([expect.objectContaining({ id: ivy, deleted: true })]);
      // The name is free again, and a second delete finds nobody.
      expect(await createUser(db, 'ivy')).toBeGreaterThan(ivy);
      expect((await call(app, 'POST', `/api/delete-user/${ivy}`, admin)).statusCode).toBe(404);
      for (const action of ACTIONS) expect((await call(app, 'POST', `/api/${action}/${ivy}`, admin, bodyOf(action))).statusCode).toBe(404);
    });

    it('deletes another admin, but two admins deleting each other at once leave one', async () => {
      const { app, db } = ctx();
      const boss = await signInAdmin(app, db);
      const bossId = (await call(app, 'POST', '/api/me', boss)).json().id;
      const otherId = await createUser(db, 'other', 'admin');
      const other = await login(app, 'other');
      const [first, second] = await Promise.all([
        call(app, 'POST', `/api/delete-user/${otherId}`, boss),
        call(app, 'POST', `/api/delete-user/${bossId}`, other),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const live = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('deleted_at', 'is', null).execute();
      expect(live).toHaveLength(1);
    });
  });

  describe('display message', () => {
    it('sets a trimmed message the user sees, replaces it, removes it, and answers 409 when there is none', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const ivy = await createUser(db, 'ivy');
      const token = await login(app, 'ivy');
      const set = await call(app, 'POST', `/api/set-display-message/${ivy}`, admin, { message: '  Your documents are due.  ' });
      expect(set.json()).toEqual({ message: 'Display message set.' });
      expect((await call(app, 'POST', '/api/me', token)).json().message).toBe('Your documents are due.');
      for (const message of ['   ', '', 'x'.repeat(501)]) {
        const refused = await call(app, 'POST', `/api/set-display-message/${ivy}`, admin, { message });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors.message).toEqual([expect.any(String)]);
      }
      expect((await call(app, 'POST', `/api/set-display-message/${ivy}`, admin, {})).statusCode).toBe(422);
      expect((await call(app, 'POST', `/api/set-display-message/${ivy}`, admin, { message: 'x'.repeat(500) })).statusCode).toBe(200);

      expect((await call(app, 'POST', `/api/remove-display-message/${ivy}`, admin)).json()).toEqual({ message: 'Display message removed.' });
      expect((await call(app, 'POST', '/api/me', token)).json().message).toBeNull();
      const again = await call(app, 'POST', `/api/remove-display-message/${ivy}`, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This user has no display message.', code: 'rules.userManagement.noDisplayMessage' });
      expect((await auditRows(db, ivy)).map((row) => row.action)).toEqual(['user.message.set', 'user.message.set', 'user.message.remove']);
    });
  });

  describe('search at scale', () => {
    const USERS = 100_000;

    async function seedMany(db: Db, kind: 'sqlite' | 'postgres') {
      const at = '2026-01-01T00:00:00.000Z';
      if (kind === 'postgres') {
        await sql`insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, created_at)
          select 'F', 'L', 'user' || i, 'user' || i, 'user' || i || '@example.com', 'male', '1990-01-01', 'France', 'ref' || i, '!', ${at}
          from generate_series(1, ${USERS}::int) as i`.execute(db);
        await sql`analyze users`.execute(db);
      } else {
        await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${USERS})
          insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, created_at)
          select 'F', 'L', 'user' || i, 'user' || i, 'user' || i || '@example.com', 'male', '1990-01-01', 'France', 'ref' || i, '!', ${at} from n`.execute(db);
        await sql`analyze`.execute(db);
      }
    }

    /** The query plan, one line per step. */
    async function plan(db: Db, kind: 'sqlite' | 'postgres', query: { compile(db: Db): CompiledQuery }): Promise<string> {
      const compiled = query.compile(db);
      const prefix = kind === 'postgres' ? 'explain ' : 'explain query plan ';
      const result = await db.executeQuery<Record<string, string>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
      return result.rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
    }

    /** The indexes SQLite made for the unique username_key and email columns. */
    async function sqliteIndexOf(db: Db, column: string): Promise<string> {
      const { rows } = await sql<{
        name: string;
      }>`select il.name from pragma_index_list('users') il, pragma_index_info(il.name) ii where ii.name = ${column}`.execute(db);
      expect(rows).toHaveLength(1);
      return rows[0].name;
    }

    it(`finds users among ${USERS.toLocaleString('en-US')} through an index on both columns, never a full scan`, async () => {
      const { db, kind } = ctx();
      await seedMany(db, kind);
      const filter = { search: 'user4242', limit: 50 };
      const { rows: page } = await userListQuery(db, filter).execute(db);
      // user4242 and user42420..user42429
      expect(page.map((row) => row.username)).toHaveLength(11);
      expect(await countMatchingUsers(db, 'user4242')).toBe(11);
      expect(await countMatchingUsers(db, 'USER4242@'.toLowerCase())).toBe(1);

      const indexes =
        kind === 'postgres' ? ['users_username_key_prefix', 'users_email_prefix'] : [await sqliteIndexOf(db, 'username_key'), await sqliteIndexOf(db, 'email')];
      for (const query of [userListQuery(db, filter), userListQuery(db, { ...filter, beforeId: 50_000 }), userCountQuery(db, 'user4242')]) {
        const text = await plan(db, kind, query);
        for (const index of indexes) expect(text).toContain(index);
        if (kind === 'postgres') expect(text).not.toMatch(/Seq Scan/);
        else expect(text).not.toMatch(/SCAN users(?! USING)/);
      }
    }, 120_000);
  });
});

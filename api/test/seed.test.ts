import fs from 'node:fs';
import { sql } from 'kysely';
import { forEachDatabase, testConfig } from './databases';
import { isPostgres, type Db } from '../src/db/database';
import { migrateToLatest, pendingMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/services/seed';
import { startupBanner } from '../src/startup-banner';
import { failure, login } from './helpers';

/** Every table, column, index, constraint and trigger of the database's own schema, as text. */
async function schemaOf(db: Db): Promise<unknown[]> {
  if (!isPostgres(db)) return (await sql`select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(db)).rows;
  const queries = [
    sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = current_schema() order by table_name, column_name`,
    sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname`,
    sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition from pg_constraint where connamespace = current_schema()::regnamespace order by on_table, conname`,
    sql`select event_object_table, trigger_name, event_manipulation, action_statement from information_schema.triggers where trigger_schema = current_schema() order by 1, 2, 3`,
  ];
  return Promise.all(queries.map(async (query) => (await query.execute(db)).rows));
}

const ADMIN = { username: 'root', email: 'root@example.com', password: 'a-long-admin-password' };

forEachDatabase((ctx) => {
  const migrationsRun = async () => (await sql`select name, timestamp from kysely_migration order by name`.execute(ctx().db)).rows;
  const users = () => ctx().db.selectFrom('users').select(['username', 'email', 'role', 'referral_id', 'firstname']).orderBy('id').execute();

  describe('demo mode', () => {
    it('creates three plans, an owner admin, a finance and a compliance officer and an investor once, with a generated password', async () => {
      const first = await seedDatabase(ctx().db, ctx().config, ctx().app.log);
      expect(first).toEqual({ mode: 'demo', created: true, usernames: ['admin', 'investor', 'finance', 'compliance'], password: expect.any(String) });
      const password = first.mode === 'demo' ? first.password! : '';
      expect(password.length).toBeGreaterThanOrEqual(12);

      const plans = (await ctx().app.inject({ method: 'GET', url: '/api/plans' })).json();
      expect(plans.map((plan: { title: string }) => plan.title)).toEqual(['Starter', 'Growth', 'Pro']);
      expect(plans[0]).toMatchObject({ roi: 1.5, duration: 7, min_amount: 10_000, max_amount: 99_900, early_redemption_penalty_percent: null });
      expect(plans[2]).toMatchObject({
        early_redemption_penalty_percent: 10,
        early_redemption_deducts_earnings: true,
        risk_disclosure: expect.stringMatching(/not guaranteed/),
      });
      expect(await users()).toEqual([
        expect.objectContaining({ username: 'admin', email: 'admin@example.com', role: 'admin' }),
        expect.objectContaining({ username: 'investor', email: 'investor@example.com', role: 'user', firstname: 'Ivy', referral_id: 'DEMO1234' }),
        expect.objectContaining({ username: 'finance', role: 'admin' }),
        expect.objectContaining({ username: 'compliance', role: 'admin' }),
      ]);
      const staffRoles = await ctx().db.selectFrom('users').select(['username', 'staff_role']).orderBy('id').execute();
      expect(staffRoles.map((row) => [row.username, row.staff_role])).toEqual([
        ['admin', 'owner'],
        ['investor', null],
        ['finance', 'finance'],
        ['compliance', 'compliance'],
      ]);
      await login(ctx().app, 'admin', password);
      await login(ctx().app, 'investor', password);

      const banner = startupBanner(ctx().config, first);
      expect(banner).toContain('"admin", "investor", "finance", "compliance"');
      expect(banner).toContain(password);
      expect(banner).toContain('Four-eyes approval is off');
      expect(startupBanner({ ...ctx().config, fourEyes: { on: true, withdrawalThresholdCents: 1_000_00 } }, first)).toContain(
        'withdrawals of $1,000.00 or more wait for a second staff member',
      );

      expect(banner).toContain(`kept in ${ctx().config.demoPasswordFile}`);
      expect(banner).toContain(`Emails (and their one-time codes) go to ${ctx().config.outboxDir}`);

      // Every later start prints the generated password again, read back from where it was kept.
      expect(fs.statSync(ctx().config.demoPasswordFile).mode & 0o777).toBe(0o600);
      const second = await seedDatabase(ctx().db, ctx().config, ctx().app.log);
      expect(second).toEqual({ mode: 'demo', created: false, usernames: ['admin', 'investor', 'finance', 'compliance'], password });
      expect(startupBanner(ctx().config, second)).toContain(`with password: ${password}`);
      expect(await users()).toHaveLength(4);
      expect(await ctx().db.selectFrom('plans').select('id').execute()).toHaveLength(3);
    });

    it('gives every coin a placeholder address that cannot receive funds, with a QR image', async () => {
      const seeded = await seedDatabase(ctx().db, { ...ctx().config, demoPassword: 'demo-pass-123' }, ctx().app.log);
      expect(seeded).toMatchObject({ created: true });
      const token = await login(ctx().app, 'investor', 'demo-pass-123');
      for (const coin of ['btc', 'eth', 'xrp', 'sol', 'usdt']) {
        const active = await ctx().app.inject({ method: 'GET', url: `/api/last-${coin}-address`, headers: { authorization: `Bearer ${token}` } });
        expect(active.statusCode).toBe(200);
        expect(active.json().address).toBe(`DEMO-${coin.toUpperCase()}-ADDRESS-DO-NOT-SEND-FUNDS`);
        const image = await ctx().app.inject({ method: 'GET', url: active.json().qr_code, headers: { authorization: `Bearer ${token}` } });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
      }
    });

    it('does not print a kept password that no longer signs in to this database', async () => {
      await seedDatabase(ctx().db, ctx().config, ctx().app.log);
      fs.writeFileSync(ctx().config.demoPasswordFile, 'another-database-password\n');
      const later = await seedDatabase(ctx().db, ctx().config, ctx().app.log);
      expect(later).toMatchObject({ created: false, password: null });
      const banner = startupBanner(ctx().config, later);
      expect(banner).toContain('printed when this database was first created');
      expect(banner).not.toContain('another-database-password');
    });

    it('uses DEMO_PASSWORD when set', async () => {
      const config = { ...ctx().config, demoPassword: 'demo-pass-123' };
      expect(await seedDatabase(ctx().db, config, ctx().app.log)).toMatchObject({ created: true, password: 'demo-pass-123' });
      await login(ctx().app, 'investor', 'demo-pass-123');
      expect(await seedDatabase(ctx().db, config, ctx().app.log)).toMatchObject({ created: false, password: 'demo-pass-123' });
    });

    it('lets a visitor sign up with the demo referral code', async () => {
      await seedDatabase(ctx().db, ctx().config, ctx().app.log);
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          firstname: 'Bo',
          lastname: 'Friend',
          email: 'bo@example.com',
          username: 'bobby',
          age: '1990-01-01',
          gender: 'male',
          country: 'Kenya',
          referred_by: 'DEMO1234',
          password: 'bo-password',
          password_confirmation: 'bo-password',
        },
      });
      expect(response.statusCode).toBe(201);
      const investor = await ctx().db.selectFrom('users').select('id').where('username', '=', 'investor').executeTakeFirstOrThrow();
      const bobby = await ctx().db.selectFrom('users').select('referred_by').where('username', '=', 'bobby').executeTakeFirstOrThrow();
      expect(bobby.referred_by).toBe(investor.id);
    });
  });

  describe('production', () => {
    const production = (env: Record<string, string> = {}) =>
      testConfig({}, { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-32-characters!', ...env });

    it('fails clearly without ADMIN_* when there is no admin', async () => {
      await expect(seedDatabase(ctx().db, production(), ctx().app.log)).rejects.toThrow(/ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD/);
      expect(await users()).toEqual([]);
    });

    it('creates only the first admin, once, and audits it', async () => {
      const config = production({ ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      expect(await seedDatabase(ctx().db, config, ctx().app.log)).toEqual({ mode: 'production', adminCreated: 'root' });
      expect(await seedDatabase(ctx().db, config, ctx().app.log)).toEqual({ mode: 'production', adminCreated: null });
      expect(await seedDatabase(ctx().db, production(), ctx().app.log)).toEqual({ mode: 'production', adminCreated: null });
      expect(await users()).toEqual([expect.objectContaining({ username: 'root', role: 'admin' })]);
      expect(await ctx().db.selectFrom('plans').select('id').execute()).toEqual([]);
      const audit = await ctx().db.selectFrom('audit_log').selectAll().execute();
      expect(audit).toEqual([expect.objectContaining({ actor_id: null, action: 'user.create-first-admin', target_type: 'user' })]);
      await login(ctx().app, 'root', ADMIN.password);
    });
  });

  describe('schema', () => {
    it('runs migrations again without change', async () => {
      await seedDatabase(ctx().db, ctx().config, ctx().app.log);
      const before = { schema: await schemaOf(ctx().db), users: await users(), migrations: await migrationsRun() };
      expect(before.users.length).toBeGreaterThan(0);
      expect(await pendingMigrations(ctx().db)).toEqual([]);

      await migrateToLatest(ctx().db);
      expect({ schema: await schemaOf(ctx().db), users: await users(), migrations: await migrationsRun() }).toEqual(before);
    });

    it('keeps the audit log append-only', async () => {
      await ctx()
        .db.insertInto('audit_log')
        .values({ actor_id: null, action: 'test', target_type: 'none', target_id: null, details: '{}', created_at: '2026-01-01T00:00:00Z' })
        .execute();
      expect(await failure(sql`update audit_log set action = 'changed'`.execute(ctx().db))).toMatch(/append-only/);
      expect(await failure(ctx().db.deleteFrom('audit_log').execute())).toMatch(/append-only/);
    });

    it('stores money columns as exact integers', async () => {
      await seedDatabase(ctx().db, ctx().config, ctx().app.log);
      const admin = await ctx().db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
      await ctx().db.updateTable('wallets').set({ balance: 9_007_199_254_740_991 }).where('user_id', '=', admin.id).execute();
      const row = await ctx().db.selectFrom('wallets').select('balance').where('user_id', '=', admin.id).executeTakeFirstOrThrow();
      expect(row.balance).toBe(9_007_199_254_740_991);
      expect(await failure(ctx().db.updateTable('wallets').set({ balance: -1 }).execute())).toMatch(/check constraint/i);
    });
  });
});

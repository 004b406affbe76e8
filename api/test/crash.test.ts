import { userWallet } from '../src/db/repositories/users';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../src/db/database';
import { checkLedger } from '../src/services/ledger';
import { batchSizeOf } from '../src/services/accrual';
import { holdAccrual } from '../src/db/repositories/accruals';
import { postgresAvailable, testConfig } from './databases';
import {
  count,
  killServers,
  launchServerProcess,
  post,
  postgresTarget,
  SERVER_PASSWORD,
  signIn,
  sqliteTarget,
  startServerProcess,
  until,
  type ServerProcess,
  type Target,
} from './server-process';
import { seedDuePlans, seedUsers, starterPlanId } from './seeded-plans';
import { withStepUp } from './step-up-helpers';

/*
 * SIGKILL in the middle of money work, then a restart: nothing is lost or doubled. The real
 * server runs in its own process on a SQLite file or a PostgreSQL schema; this process watches
 * the database and kills the server once the work is visibly under way.
 */

const STORM = 50;

/**
 * Stops the server from writing what comes next (a storm's second wave, the accrual's later
 * passes), until the returned function ends it: on PostgreSQL by taking the locks `lockOnPostgres`
 * asks for, on SQLite by taking its one write lock. Taken once the first part has visibly written,
 * so the kill always lands with work still to do, however fast the machine.
 */
async function holdWrites(db: Db, lockOnPostgres: (trx: Db) => Promise<unknown>): Promise<() => Promise<void>> {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const held = isPostgres(db)
    ? db.transaction().execute(async (trx) => {
        await lockOnPostgres(trx);
        locked();
        await ended;
      })
    : db.connection().execute(async (connection) => {
        // Waits for the server's write in progress (a busy machine can take seconds over a wave),
        // then blocks its next ones.
        await sql`pragma busy_timeout = 60000`.execute(connection);
        await sql`begin immediate`.execute(connection);
        locked();
        await ended;
        await sql`rollback`.execute(connection);
      });
  await lockTaken;
  return async () => {
    end();
    await held;
  };
}

for (const kind of ['sqlite', 'postgres'] as const) {
  (kind === 'postgres' && !postgresAvailable ? describe.skip : describe)(`${kind}: a server killed with SIGKILL mid-work, then restarted`, () => {
    let target: Target;
    /**
     * A server on `target.env` left running for the next test: the first start's, then the
     * deposits test's restarted one. A server start costs about two seconds of CPU (loading the
     * app), so the storms' tests go first and each begins on the server the step before left.
     */
    let running: ServerProcess | null = null;
    /** The server left running, or a new one when none was (a test run alone, or after a failure). */
    const handedOver = async () => {
      const server = running ?? (await startServerProcess(target.env));
      running = null;
      return server;
    };
    beforeAll(async () => {
      target = kind === 'sqlite' ? await sqliteTarget() : await postgresTarget();
      // The first start migrates and seeds the demo, and serves the first storm.
      running = await startServerProcess(target.env);
    }, 120_000);
    afterAll(async () => {
      // The server left running, and any a failed test left.
      await killServers();
      await target?.dispose();
    });

    it(`decides each of ${STORM} concurrently confirmed deposits once when killed mid-storm`, async () => {
      const { db } = target;
      const planId = await starterPlanId(db);
      await seedUsers(db, 'dep', STORM);
      await sql`insert into transactions (user_id, type, status, amount, payment_method, transaction_id, plan_id, created_at)
        select id, 'deposit', 'pending', 50000, 'BTC', 'dep-' || id, ${planId}, '2026-01-02T00:00:00.000Z' from users where username_key like 'dep%'`.execute(
        db,
      );
      const deposits = (await db.selectFrom('transactions').select('id').where('transaction_id', 'like', 'dep-%').execute()).map((row) => row.id);
      const confirmed = () => count(db, sql`select count(*) as n from transactions where transaction_id like 'dep-%' and status = 'confirmed'`);

      let server = await handedOver();
      let admin = await signIn(server.baseURL, 'admin', SERVER_PASSWORD);
      const [firstWave, secondWave] = [deposits.slice(0, STORM / 2), deposits.slice(STORM / 2)];
      const confirm = (ids: number[]) => Promise.all(ids.map((id) => post(server.baseURL, `/api/confirm-transaction/${id}`, admin)));
      const first = confirm(firstWave);
      await until(async () => (await confirmed()) > 0, 'a first deposit is confirmed');
      const release = await holdWrites(db, (trx) => trx.selectFrom('transactions').select('id').where('id', 'in', secondWave).forUpdate().execute());
      const second = confirm(secondWave);
      await server.kill();
      await release();
      await Promise.all([first, second]);
      const beforeRetry = await confirmed();
      expect(beforeRetry).toBeLessThan(STORM);

      server = await startServerProcess(target.env);
      admin = await signIn(server.baseURL, 'admin', SERVER_PASSWORD);
      // The admin tries them all again: each is confirmed now or was already.
      const again = await Promise.all(deposits.map((id) => post(server.baseURL, `/api/confirm-transaction/${id}`, admin)));
      expect(again.every((status) => status === 200 || status === 409)).toBe(true);
      expect(again.filter((status) => status === 200)).toHaveLength(STORM - beforeRetry);
      // Left running for the withdrawals' storm, which stops it (SIGTERM, exit 0) at its end.
      running = server;

      expect(await confirmed()).toBe(STORM);
      expect(await count(db, sql`select count(*) as n from user_plans p join transactions t on t.id = p.deposit_id where t.transaction_id like 'dep-%'`)).toBe(
        STORM,
      );
      expect(
        await count(
          db,
          sql`select count(*) as n from audit_log a join transactions t on t.id = a.target_id where a.action = 'transaction.confirm' and t.transaction_id like 'dep-%'`,
        ),
      ).toBe(STORM);
      expect(await count(db, sql`select count(*) as n from notifications n join users u on u.id = n.user_id where u.username_key like 'dep%'`)).toBe(STORM);
      expect(await checkLedger(db)).toMatchObject({ ok: true });
    }, 300_000);

    it(`takes each of ${STORM} concurrent withdrawals whole or not at all when killed mid-storm`, async () => {
      const { db } = target;
      await seedUsers(db, 'wd', STORM);
      let server = await handedOver();
      const admin = await signIn(server.baseURL, 'admin', SERVER_PASSWORD);
      const users = await db.selectFrom('users').select(['id', 'username']).where('username_key', 'like', 'wd%').orderBy('id').execute();
      for (const user of users) expect(await post(server.baseURL, `/api/give-bonus/${user.id}`, admin, { bonus: 500_00 })).toBe(200);
      const tokens = await Promise.all(users.map((user) => signIn(server.baseURL, user.username, SERVER_PASSWORD)));
      const withdrawal = { amount: 100_00, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', payment_method: 'BTC' };
      const taken = () =>
        count(db, sql`select count(*) as n from transactions t join users u on u.id = t.user_id where t.type = 'withdrawal' and u.username_key like 'wd%'`);

      // Each confirmed beforehand (docs/security.md#step-up), so the storm is only the withdrawals.
      const bodies = await Promise.all(tokens.map((token) => withStepUp({ db, config: testConfig() }, token, 'withdrawal', withdrawal)));
      const withdraw = (wave: number[]) => Promise.all(wave.map((index) => post(server.baseURL, '/api/withdraw', tokens[index], bodies[index])));
      const wave = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);
      const first = withdraw(wave(0, STORM / 2));
      await until(async () => (await taken()) > 0, 'a first withdrawal is taken');
      const secondWaveUsers = users.slice(STORM / 2).map((user) => user.id);
      const release = await holdWrites(db, (trx) => trx.selectFrom('wallets').select('user_id').where('user_id', 'in', secondWaveUsers).forUpdate().execute());
      const second = withdraw(wave(STORM / 2, STORM));
      await server.kill();
      await release();
      const answers = (await Promise.all([first, second])).flat();
      const atKill = await taken();
      expect(atKill).toBeLessThan(STORM);
      // Every answer the server gave before it died is true of the database.
      expect(answers.filter((status) => status === 201).length).toBeLessThanOrEqual(atKill);

      server = await startServerProcess(target.env);
      const wallets = await db.selectFrom('users').select(['id', userWallet]).where('username_key', 'like', 'wd%').orderBy('id').execute();
      for (const [index, user] of users.entries()) {
        const rows = await count(db, sql`select count(*) as n from transactions where user_id = ${user.id} and type = 'withdrawal'`);
        expect([rows, Number(wallets[index].wallet)]).toEqual(rows === 0 ? [0, 500_00] : [1, 400_00]);
      }
      expect(await checkLedger(db)).toMatchObject({ ok: true });
      expect(await server.stop()).toBe(0);
    }, 300_000);

    it('credits each plan day once when killed during the accrual (three passes of plans)', async () => {
      const { db } = target;
      // Three passes' worth, so the kill always finds work undone, however fast the machine: on
      // PostgreSQL the test takes the accrual lock once the first pass has committed (waiting for a
      // second in progress; its lock queue is first come, first served); on SQLite, whose busy
      // waits are not, a trigger refuses the earnings of plans past the first pass (those passes
      // fail, are rolled back, and are tried again each second until the kill).
      const PLANS = 3 * batchSizeOf(db);
      // Every plan started a day and a minute ago: its first day is due.
      const firstDue = await seedDuePlans(db, 'acc', PLANS);
      // Loaded in one statement, unlike production's rows that arrive one by one while autovacuum
      // keeps statistics current: without them PostgreSQL plans each pass over these plans as if
      // the tables were empty, and the run takes ten times as long.
      await sql`analyze`.execute(db);
      const { first } = await db
        .selectFrom('user_plans')
        .select((eb) => eb.fn.min('id').as('first'))
        .where('first_accrual_ms', '=', firstDue)
        .executeTakeFirstOrThrow();
      // A range of the accrual key: cheap enough to ask every few milliseconds during the run.
      const credited = () => count(db, sql`select count(*) as n from transactions where user_plan_id >= ${first} and type = 'earnings'`);

      const pastFirstPass = first + batchSizeOf(db);
      if (!isPostgres(db)) {
        await sql`create trigger crash_test_hold before insert on transactions when new.type = 'earnings' and new.user_plan_id >= ${sql.lit(pastFirstPass)}
          begin select raise(abort, 'held by the crash test'); end`.execute(db);
      }

      // Watched from its launch: the accrual starts as soon as the server listens.
      let server = await launchServerProcess({ ...target.env, ACCRUAL_INTERVAL_SECONDS: '1' });
      await until(async () => (await credited()) > 0, 'the accrual has credited a first batch');
      const release = isPostgres(db) ? await holdWrites(db, holdAccrual) : null;
      await server.kill();
      await release?.();
      if (!isPostgres(db)) await sql`drop trigger crash_test_hold`.execute(db);
      const atKill = await credited();
      expect(atKill).toBeGreaterThan(0);
      expect(atKill).toBeLessThan(PLANS);

      server = await startServerProcess({ ...target.env, ACCRUAL_INTERVAL_SECONDS: '1' });
      await until(async () => (await credited()) === PLANS, 'every plan day is credited', 300_000);
      expect(await server.stop()).toBe(0);

      expect(
        await count(
          db,
          sql`select count(*) as n from transactions t join users u on u.id = t.user_id where t.type = 'earnings' and u.username_key like 'acc%'`,
        ),
      ).toBe(PLANS);
      expect(
        await count(
          db,
          sql`select count(distinct t.user_plan_id) as n from transactions t join users u on u.id = t.user_id where t.type = 'earnings' and t.accrual_day = 1 and u.username_key like 'acc%'`,
        ),
      ).toBe(PLANS);
      expect(await count(db, sql`select sum(w.balance) as n from wallets w join users u on u.id = w.user_id where u.username_key like 'acc%'`)).toBe(
        PLANS * 750,
      );
      expect(await checkLedger(db)).toMatchObject({ ok: true });
    }, 600_000);
  });
}

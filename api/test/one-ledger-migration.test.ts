import { Migrator, sql } from 'kysely';
import { isPostgres, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { DAYS_PAID } from '../src/db/repositories/user-plans';
import { runAccrual } from '../src/services/accrual';
import { checkLedger } from '../src/services/ledger';
import { postgresAvailable } from './databases';
import { postgresTarget, sqliteTarget, type Target } from './server-process';

const DAY_MS = 86_400_000;
const STARTED = Date.parse('2026-03-01T00:00:00.000Z');

/** The schema before 0010_one_ledger, with a plan two days into three, paid through ledger entries. */
async function databaseBeforeOneLedger(db: Db): Promise<void> {
  const schema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
  const { error } = await migrator.migrateTo('0009_two_factor_and_sign_ins');
  if (error) throw error;
  const at = new Date(STARTED).toISOString();
  await sql`insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, created_at, wallet)
    values ('Ivy', 'Investor', 'ivy', 'ivy', 'ivy@example.com', 'female', '1990-01-01', 'Canada', 'R1', 'x', ${at}, 2300)`.execute(db);
  await sql`insert into plans (title, roi_bp, duration_days, min_amount, max_amount, created_at) values ('Starter', 115, 3, 10000, 99900, ${at})`.execute(db);
  await sql`insert into transactions (user_id, type, status, amount, payment_method, transaction_id, plan_id, created_at)
    values (1, 'deposit', 'confirmed', 100000, 'BTC', 'tx-1', 1, ${at})`.execute(db);
  await sql`insert into user_plans (user_id, plan_id, deposit_id, title, roi_bp, initial_duration, amount, daily_return, last_day_return, total_return, days_paid, status, started_at, next_accrual_ms)
    values (1, 1, 1, 'Starter', 115, 3, 100000, 1150, 1150, 3450, 2, 'active', ${at}, ${STARTED + 3 * DAY_MS})`.execute(db);
  for (const day of [1, 2]) {
    await sql`insert into transactions (user_id, type, status, amount, plan_id, user_plan_id, plan_reference, reason, accrual_day, created_at)
      values (1, 'earnings', 'confirmed', 1150, 1, 1, 'Starter', ${`Day ${day} of 3`}, ${day}, ${at})`.execute(db);
    await sql`insert into ledger_entries (user_id, transaction_id, amount, created_at) values (1, ${day + 1}, 1150, ${at})`.execute(db);
    await sql`insert into accruals (user_plan_id, day, run_id, created_at) values (1, ${day}, 'run', ${at})`.execute(db);
  }
}

describe.each([
  ['sqlite', sqliteTarget],
  ['postgres', postgresTarget],
] as const)('%s: 0010_one_ledger on a database with money in it', (kind, open) => {
  let target: Target;
  beforeAll(async () => {
    if (kind === 'postgres' && !postgresAvailable) return;
    target = await open();
  });
  afterAll(async () => target?.dispose());

  (kind === 'postgres' && !postgresAvailable ? it.skip : it)('keeps every balance and plan, and the plan goes on from its third day', async () => {
    const { db } = target;
    await databaseBeforeOneLedger(db);
    await migrateToLatest(db);

    expect(await db.selectFrom('wallets').selectAll().execute()).toEqual([{ user_id: 1, balance: 2300 }]);
    const plan = await db
      .selectFrom('user_plans')
      .select(['status', 'first_accrual_ms', DAYS_PAID.as('days_paid')])
      .executeTakeFirstOrThrow();
    expect({ ...plan, first_accrual_ms: Number(plan.first_accrual_ms) }).toEqual({ status: 'active', first_accrual_ms: STARTED + DAY_MS, days_paid: 2 });
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });

    // Nothing is due a minute before day 3; then day 3 and the capital, once.
    expect(await runAccrual(db, new Date(STARTED + 3 * DAY_MS - 60_000))).toEqual({ days: 0 });
    expect(await runAccrual(db, new Date(STARTED + 3 * DAY_MS))).toEqual({ days: 1 });
    expect(await runAccrual(db, new Date(STARTED + 9 * DAY_MS))).toEqual({ days: 0 });
    expect(await db.selectFrom('wallets').select('balance').executeTakeFirstOrThrow()).toEqual({ balance: 2300 + 1150 + 100000 });
    expect(await db.selectFrom('user_plans').select('status').executeTakeFirstOrThrow()).toEqual({ status: 'completed' });
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
  });
});

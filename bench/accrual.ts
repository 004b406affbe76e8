import { sql } from 'kysely';
import { isPostgres, type Db } from '../api/src/db/database';
import { runAccrual } from '../api/src/services/accrual';
import { benchDatabases, withFreshDatabase, type Kind } from './databases';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-01-01T00:00:00Z');

/** N investors, each with one active Starter-like plan whose first day is due (also the proof bench's investors, each owed its plan's capital). */
export async function seedActivePlans(db: Db, count: number) {
  const at = START.toISOString();
  await sql`insert into plans (title, roi_bp, duration_days, min_amount, max_amount, created_at) values ('Starter', 150, 7, 10000, 99900, ${at})`.execute(db);
  await sql`
    with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count})
    insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, created_at)
    select 'Bench', 'Investor', 'b' || n, 'b' || n, 'b' || n || '@example.com', 'female', '1990-01-01', 'Canada', 'R' || n, 'x', ${at} from seq`.execute(db);
  // Every account has its wallet row from sign-up (api/src/db/repositories/users.ts insertUser).
  await sql`insert into wallets (user_id, balance) select id, 0 from users`.execute(db);
  await sql`
    insert into transactions (user_id, type, status, amount, payment_method, transaction_id, plan_id, created_at)
    select id, 'deposit', 'confirmed', 50000, 'BTC', ${isPostgres(db) ? sql`lpad(to_hex(id), 64, '0')` : sql`printf('%064x', id)`}, 1, ${at} from users`.execute(
    db,
  );
  await sql`
    insert into user_plans (user_id, plan_id, deposit_id, title, roi_bp, initial_duration, amount, daily_return, last_day_return, total_return, status, started_at, first_accrual_ms)
    select user_id, 1, id, 'Starter', 150, 7, 50000, 750, 750, 5250, 'active', ${at}, ${START.getTime() + DAY_MS} from transactions`.execute(db);
}

/** A fresh database with `count` due plans, handed to `work`, then deleted. */
function withSeededDatabase<T>(kind: Kind, count: number, work: (db: Db) => Promise<T>): Promise<T> {
  return withFreshDatabase(kind, `accrual-${count}`, async (db) => {
    await seedActivePlans(db, count);
    if (kind === 'PostgreSQL') {
      await sql`analyze`.execute(db);
      // The seeding's dirty pages written now, not by whichever timed statement runs into the next
      // checkpoint: one PostgreSQL round otherwise swung from 1.2x to 1.8x and back.
      await sql`checkpoint`.execute(db);
    }
    return work(db);
  });
}

/** How long `work` takes, in ms. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Checkpoints the PostgreSQL server has started so far (all its databases); 0 on SQLite. */
async function checkpointsStarted(db: Db): Promise<number> {
  if (!isPostgres(db)) return 0;
  const version = await sql<{ version: string }>`select current_setting('server_version_num') as version`.execute(db);
  // PostgreSQL 17 moved the counts from pg_stat_bgwriter to pg_stat_checkpointer.
  const counts =
    Number(version.rows[0].version) >= 170000
      ? sql<{ started: string }>`select num_timed + num_requested as started from pg_stat_checkpointer`
      : sql<{ started: string }>`select checkpoints_timed + checkpoints_req as started from pg_stat_bgwriter`;
  return Number((await counts.execute(db)).rows[0].started);
}

/** How long `work` takes on `db`, and how many checkpoints the server started meanwhile. */
async function timedOn(db: Db, work: () => Promise<unknown>): Promise<{ ms: number; checkpoints: number }> {
  const before = await checkpointsStarted(db);
  const ms = await timed(work);
  return { ms, checkpoints: (await checkpointsStarted(db)) - before };
}

interface Sample {
  accrualMs: number;
  bareMs: number;
  /** Checkpoints PostgreSQL started during the accrual, and during the bare insert. */
  checkpoints: [number, number];
}

/**
 * One day of accrual for `count` plans, and the baseline: a bare INSERT ... SELECT of the same
 * earnings rows (reason included) into the same transactions table (same indexes), without
 * reading the days paid, the wallets or the plans' progress that the accrual also does.
 */
async function measure(kind: Kind, count: number): Promise<Sample> {
  const now = new Date(START.getTime() + DAY_MS + 60_000);
  const accrual = await withSeededDatabase(kind, count, async (db) => {
    let credited = 0;
    const run = await timedOn(db, async () => {
      credited = (await runAccrual(db, now)).days;
    });
    if (credited !== count) throw new Error(`expected ${count} plan days credited, got ${credited}`);
    return run;
  });
  const bare = await withSeededDatabase(kind, count, (db) =>
    timedOn(db, () =>
      sql`
        insert into transactions (user_id, type, status, amount, plan_id, user_plan_id, plan_reference, reason, accrual_day, created_at)
        select user_id, 'earnings', 'confirmed', daily_return, plan_id, id, title, 'Day 1 of ' || cast(initial_duration as text), 1, ${now.toISOString()}
        from user_plans`.execute(db),
    ),
  );
  return { accrualMs: accrual.ms, bareMs: bare.ms, checkpoints: [accrual.checkpoints, bare.checkpoints] };
}

/**
 * Rounds per size below a million plans: a single sample of a sub-second run swings with the
 * machine (one SQLite round of 100,000 plans took 620 ms, another 1,150 ms, on one machine).
 */
const ROUNDS = 5;

/** The size the budget is set at: 10,000 plans are mostly each pass's fixed statements, 1,000,000 is the linearity check. */
const BUDGET_SIZE = 100_000;

export async function measureAccrual() {
  for (const kind of await benchDatabases('accrual')) {
    console.log(`Daily accrual on ${kind} (one day for every active plan)`);
    const results: Record<number, number> = {};
    for (const count of [10_000, 100_000, 1_000_000]) {
      const rounds = count < 1_000_000 ? ROUNDS : 1;
      const samples: Sample[] = [];
      for (let round = 0; round < rounds; round += 1) samples.push(await measure(kind, count));
      // The round in the middle by ratio, so the line is one real round, as the reads print theirs.
      const byRatio = samples.map((sample) => ({ ...sample, ratio: sample.accrualMs / sample.bareMs })).sort((a, b) => a.ratio - b.ratio);
      const { accrualMs, bareMs, ratio, checkpoints } = byRatio[Math.floor(rounds / 2)];
      results[count] = accrualMs;
      const spread = rounds > 1 ? ` (median of ${rounds} rounds, ${byRatio[0].ratio.toFixed(2)}–${byRatio[rounds - 1].ratio.toFixed(2)})` : '';
      // A checkpoint within a run slows its writes (docs/money.md#plans-and-accrual): said, so a slow run can be read.
      const during = kind === 'PostgreSQL' ? `; checkpoints started during the accrual ${checkpoints[0]}, during the bare insert ${checkpoints[1]}` : '';
      console.log(
        `  ${count.toLocaleString('en-US')} plans: ${accrualMs.toFixed(0)} ms (${Math.round(count / (accrualMs / 1000)).toLocaleString('en-US')} plans/s); ` +
          `bare INSERT ... SELECT ${bareMs.toFixed(0)} ms; ratio ${ratio.toFixed(2)}x bare${spread}${count === BUDGET_SIZE ? ' (budget ≤ 1.5x)' : ''}${during}`,
      );
    }
    console.log(
      `  time ratios: 100,000 / 10,000 ${(results[100_000] / results[10_000]).toFixed(1)}, 1,000,000 / 100,000 ${(results[1_000_000] / results[100_000]).toFixed(1)} (linear = 10)`,
    );
  }
}

import { sql } from 'kysely';
import { createDatabase } from './src/db/database';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateToLatest } from './src/db/migrate';
import { runAccrual } from './src/services/accrual';
import { checkLedger } from './src/services/ledger';

async function main() {
  const url = process.env.PERF_PG ?? null;
  const times = new Map<string, number>();
  const raw = new SqliteDatabase('/tmp/x/perf.sqlite'); raw.pragma('journal_mode = WAL'); raw.pragma('synchronous = FULL');
  const db = url ? createDatabase({ databaseUrl: url, sqliteFile: '' }) : new Kysely<any>({ dialect: new SqliteDialect({ database: raw }), log(e) { const k = e.query.sql.slice(0, 60); times.set(k, (times.get(k) ?? 0) + e.queryDurationMillis); } });
  (globalThis as any).times = times;
  await migrateToLatest(db);
  const N = 100_000;
  const start = Date.parse('2026-06-01T12:00:00Z');
  await sql`insert into plans (title, roi_bp, duration_days, min_amount, max_amount, created_at) values ('P', 150, 7, 1, 100000000, 'x')`.execute(db);
  await sql`insert into users (firstname,lastname,username,username_key,email,gender,birth_date,country,referral_id,password_hash,created_at)
    with recursive n(i) as (select 1 union all select i+1 from n where i < 10000)
    select 'a','b','u'||i,'u'||i,'u'||i||'@x','male','1990-01-01','x','r'||i,'h','now' from n`.execute(db);
  await sql`insert into transactions (user_id, type, status, amount, plan_id, created_at)
    with recursive n(i) as (select 1 union all select i+1 from n where i < ${sql.lit(N)})
    select (i % 10000) + 1, 'deposit', 'confirmed', 10000 + i, 1, 'now' from n`.execute(db);
  await sql`insert into user_plans (user_id, plan_id, deposit_id, title, roi_bp, initial_duration, amount, daily_return, last_day_return, total_return, status, started_at, next_accrual_ms)
    select user_id, 1, id, 'P', 150, 7, amount, 150, 151, 1051, 'active', 'x', ${sql.lit(start + 86_400_000)} from transactions`.execute(db);
  for (const day of [1, 2]) {
    const t = Date.now();
    const r = await runAccrual(db, new Date(start + day * 86_400_000));
    console.log(`day ${day}: ${r.days} days in ${Date.now() - t} ms`);
  }
  console.log([...times].filter(([,v]) => v > 50).map(([k, v]) => `${Math.round(v)}ms ${k}`).join('\n')); times.clear();
  const t = Date.now();
  const r = await runAccrual(db, new Date(start + 7 * 86_400_000));
  console.log(`catch-up to day 7: ${r.days} days in ${Date.now() - t} ms`);
  times.clear();
  const c = Date.now();
  console.log((await checkLedger(db)).ok, `check ${Date.now() - c} ms`);
  console.log([...times].filter(([,v]) => v > 50).map(([k, v]) => `${Math.round(v)}ms ${k}`).join('\n'));
  await db.destroy();
}
main();

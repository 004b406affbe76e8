import { sql, type RawBuilder } from 'kysely';
import { DAY_MS } from '../../domain/time';
import { isPostgres, rowLimit, type Db } from '../database';
import { DAYS_PAID } from './user-plans';

export interface AccrualPass {
  nowMs: number;
  /** ISO time written on the rows. */
  at: string;
  /** The pass looks at active plans with ids after this one… */
  afterId: number;
  /** …and at most this many of them. */
  limit: number;
}

export interface AccrualPassResult {
  /** Plan days this pass credited. */
  days: number;
  /** How many of them have a further day already due (a plan that missed days). */
  more: number;
  /** The last plan id looked at: where the next pass starts. */
  lastId: number;
}

/** The id that ends a pass's window of active plans; null when no active plan is after `afterId`. */
async function windowEnd(db: Db, pass: AccrualPass): Promise<number | null> {
  const { rows } = await sql<{ end: number | null }>`select max(id) as "end" from (select id from user_plans
    where status = 'active' and id > ${pass.afterId} order by id limit ${rowLimit(pass.limit)}) plans_in_window`.execute(db);
  return rows[0].end === null ? null : Number(rows[0].end);
}

/** What the pass's statements read of each due plan, carried with it so none of them joins user_plans again. */
const PLAN_FIELDS = sql.raw('user_id, plan_id, title, initial_duration, amount, daily_return, last_day_return, first_accrual_ms');

/** A row of the `batch` table whose `day` is its plan's last: it also gives the capital back and completes the plan. */
const isLastDay = (batch: string) => sql.raw(`${batch}.day = ${batch}.initial_duration`);

/** A batch row's plan has the day after `day` due too (it missed days): a further sweep is needed. */
function furtherDayDue(pass: AccrualPass): RawBuilder<unknown> {
  return sql`day < initial_duration and first_accrual_ms + day * ${sql.lit(DAY_MS)} <= ${pass.nowMs}`;
}

/** A batch row's `day` is due at `pass.nowMs`: day d is due (d - 1) days after the plan's first. */
function isDue(pass: AccrualPass): RawBuilder<unknown> {
  return sql`first_accrual_ms + (day - 1) * ${sql.lit(DAY_MS)} <= ${pass.nowMs}`;
}

/** The window's active plans: those in (afterId, lastId]. */
function inWindow(pass: AccrualPass, lastId: number): RawBuilder<unknown> {
  return sql`user_plans.status = 'active' and user_plans.id > ${pass.afterId} and user_plans.id <= ${lastId}`;
}

/**
 * The next day of each due plan in the window, with the plan's fields the pass writes: a plan's
 * next day is its last earnings row's day + 1. DAYS_PAID's probe as a lateral aggregate runs once
 * per plan without a CTE of its own to write and read back (a tenth of the pass's time at 10,000
 * plans; an aggregate, so the planner cannot inline it into each use of `day`). Not joined to
 * user_plans again: that made PostgreSQL hash the whole table on every pass.
 */
function dueDaysOnPostgres(pass: AccrualPass, lastId: number): RawBuilder<unknown> {
  return sql`select id as user_plan_id, ${PLAN_FIELDS}, day
    from user_plans cross join lateral (select coalesce(max(paid.accrual_day), 0) + 1 as day
      from transactions paid where paid.user_plan_id = user_plans.id) next_day
    where ${inWindow(pass, lastId)} and ${isDue(pass)}`;
}

const COLUMNS = sql.raw('(user_id, type, status, amount, plan_id, user_plan_id, plan_reference, reason, accrual_day, created_at)');

/** An earnings row for each day in the `batch` table (the last day pays the remainder). */
function earningsRows(batch: string, at: string) {
  const b = sql.raw(batch);
  return sql`select user_id, 'earnings', 'confirmed', case when ${isLastDay(batch)} then last_day_return else daily_return end,
      plan_id, user_plan_id, title, 'Day ' || cast(day as text) || ' of ' || cast(initial_duration as text), day, ${at}
    from ${b}`;
}

/** A capital row for each last day in the `batch` table: the plan's amount given back. */
function capitalRows(batch: string, at: string) {
  const b = sql.raw(batch);
  return sql`select user_id, 'capital', 'confirmed', amount, plan_id, user_plan_id, title, 'Capital returned', day, ${at}
    from ${b} where ${isLastDay(batch)}`;
}

/** What a plan day in the `batch` table pays: the day's return, and the capital on a plan's last day. */
const credit = (batch: string) => sql`case when ${isLastDay(batch)} then last_day_return + amount else daily_return end`;

/** What each user in the `batch` table is paid, one row per user. */
function walletCredits(batch: string) {
  return sql`select user_id, sum(${credit(batch)}) as credit from ${sql.raw(batch)} group by user_id`;
}

/**
 * One set-based pass of the daily accrual, in a database transaction of its own: the next day of
 * each due plan in a window of up to `limit` active plans is written as transactions (the
 * ledger: an earnings row per day, a capital row on the last day), added to the wallets, and
 * plans paid in full are completed. A few statements per pass, whatever the number of plans.
 * Null when no active plan is after `afterId`.
 *
 * Each (plan, type, day) is written once: the unique transactions_accrual key refuses a second.
 */
export async function creditDueDays(db: Db, pass: AccrualPass): Promise<AccrualPassResult | null> {
  return isPostgres(db) ? creditOnPostgres(db, pass) : creditOnSqlite(db, pass);
}

/** Held by an accrual pass or an early redemption, one at a time. */
const ACCRUAL_LOCK = sql.lit(0x61636372); // "accr"

/**
 * On PostgreSQL, for the rest of the caller's database transaction: one accrual pass or early
 * redemption at a time, whichever server runs it. A pass that waited reads what the one before
 * committed, so no day is due twice; a pass never pays a day of a plan redeemed after it read its
 * plans, and a redemption reads every day paid. (SQLite has one writer at a time, which does the
 * same.) The lock is taken once per pass, not per plan: locking 100,000 plan rows would write
 * each of them.
 */
export async function holdAccrual(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${ACCRUAL_LOCK})`.execute(db);
}

/**
 * One statement, under the accrual lock, so a plain INSERT suffices (ON CONFLICT and RETURNING
 * cost a fifth more): one INSERT for earnings and capital, so each capital row follows its
 * plan's last earnings. Should a day be written twice all the same, the transactions_accrual key
 * refuses it and the whole pass rolls back.
 */
async function creditOnPostgres(db: Db, pass: AccrualPass): Promise<AccrualPassResult | null> {
  return db.transaction().execute(async (trx) => {
    await holdAccrual(trx);
    const lastId = await windowEnd(trx, pass);
    if (lastId === null) return null;
    const { rows } = await sql<{ days: number; more: number }>`with due as materialized (${dueDaysOnPostgres(pass, lastId)}),
      paid as (insert into transactions ${COLUMNS} ${earningsRows('due', pass.at)} union all ${capitalRows('due', pass.at)}),
      completed as (update user_plans set status = 'completed', completed_at = ${pass.at} from due where user_plans.id = due.user_plan_id and ${isLastDay('due')}),
      credited as (insert into wallets (user_id, balance) ${walletCredits('due')}
        on conflict (user_id) do update set balance = wallets.balance + excluded.balance)
      select count(*) as days, count(*) filter (where ${furtherDayDue(pass)}) as more from due`.execute(trx);
    return { days: Number(rows[0].days), more: Number(rows[0].more), lastId };
  });
}

/**
 * SQLite has one writer at a time: BEGIN IMMEDIATE takes the write lock before the due plans
 * are read, so no other runner can credit them meanwhile. The batch is kept in a temporary
 * table for the pass's statements.
 */
async function creditOnSqlite(db: Db, pass: AccrualPass): Promise<AccrualPassResult | null> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const lastId = await windowEnd(connection, pass);
      const result = lastId === null ? null : await creditBatchOnSqlite(connection, pass, lastId);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

async function creditBatchOnSqlite(connection: Db, pass: AccrualPass, lastId: number): Promise<AccrualPassResult> {
  await sql`create temp table if not exists accrual_batch (user_plan_id integer primary key, user_id integer not null, plan_id integer,
    title text not null, initial_duration integer not null, amount integer not null, daily_return integer not null, last_day_return integer not null,
    first_accrual_ms integer not null, day integer not null)`.execute(connection);
  // Every plan of the window with its next day, then those not due yet taken out: a filter on
  // `day` in the INSERT would run DAYS_PAID's probe again, and a materialized CTE writes each
  // row twice (a third of this step's time).
  await sql`insert into accrual_batch (user_plan_id, ${PLAN_FIELDS}, day)
    select id, ${PLAN_FIELDS}, ${DAYS_PAID} + 1 from user_plans where ${inWindow(pass, lastId)}`.execute(connection);
  await sql`delete from accrual_batch where not (${isDue(pass)})`.execute(connection);
  await sql`insert into transactions ${COLUMNS} ${earningsRows('accrual_batch', pass.at)}`.execute(connection);
  await sql`insert into transactions ${COLUMNS} ${capitalRows('accrual_batch', pass.at)}`.execute(connection);
  // A row per plan day, not per user: SQLite applies each conflict's update in turn, so a user's
  // plans add up without the GROUP BY's sort (a fifth of the upsert's time). `where true`: SQLite
  // would read ON CONFLICT after a bare FROM as part of a join.
  await sql`insert into wallets (user_id, balance) select user_id, ${credit('accrual_batch')} from accrual_batch where true
    on conflict (user_id) do update set balance = wallets.balance + excluded.balance`.execute(connection);
  await sql`update user_plans set status = 'completed', completed_at = ${pass.at}
    where id in (select user_plan_id from accrual_batch where ${isLastDay('accrual_batch')})`.execute(connection);
  const { rows } = await sql<{ days: number; more: number }>`select count(*) as days, count(*) filter (where ${furtherDayDue(pass)}) as more
    from accrual_batch`.execute(connection);
  await sql`delete from accrual_batch`.execute(connection);
  return { days: Number(rows[0].days), more: Number(rows[0].more), lastId };
}

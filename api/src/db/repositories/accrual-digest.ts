import { sql } from 'kysely';
import { rowLimit, type Db } from '../database';
import type { UserRow } from '../tables';
import { holdAccrual } from './accruals';

/** A run of the digest: the accrual rows in (fromId, throughId], told user by user after `afterUserId`. */
export interface DigestRun {
  fromId: number;
  throughId: number;
  afterUserId: number;
}

/**
 * The digest's state: the run under way, or null between runs with the id told through. The
 * migration writes the row; a database emptied since (the tests') starts again from nothing told.
 */
export async function digestState(db: Db): Promise<{ toldThroughId: number; run: DigestRun | null }> {
  const read = () => db.selectFrom('accrual_digest').selectAll().where('id', '=', 1).executeTakeFirst();
  let row = await read();
  if (row === undefined) {
    await db.insertInto('accrual_digest').values({ id: 1, told_through_id: 0 }).onConflict((oc) => oc.column('id').doNothing()).execute();
    row = (await read())!;
  }
  const toldThroughId = Number(row.told_through_id);
  const run = row.run_through_id === null ? null : { fromId: toldThroughId, throughId: Number(row.run_through_id), afterUserId: Number(row.run_after_user_id) };
  return { toldThroughId, run };
}

/** The ledger rows the daily accrual writes: a plan day's earnings and a last day's capital (an early redemption's have no day). */
const ACCRUAL_ROW = sql`type in ('earnings', 'capital') and accrual_day is not null`;

/**
 * The last accrual row a run may tell: the newest committed, but before the capital of a plan set
 * to renew whose renewal is not handled yet (another runner's accrual matured it just now), so
 * its notice can say whether it renewed. On PostgreSQL, read under the accrual lock: a pass that
 * is writing has committed first, and later passes write greater ids.
 */
export async function lastAccrualRowToTell(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await holdAccrual(trx);
    const { rows } = await sql<{ newest: number | null; pending: number | null }>`select
      (select max(id) from transactions where ${ACCRUAL_ROW}) as newest,
      (select min(capital.id) from user_plans plan join transactions capital on capital.user_plan_id = plan.id and capital.type = 'capital'
        where plan.auto_renew = 1 and plan.renewal_handled_at is null and capital.accrual_day is not null) as pending`.execute(trx);
    const newest = Number(rows[0].newest ?? 0);
    return rows[0].pending === null ? newest : Math.min(newest, Number(rows[0].pending) - 1);
  });
}

/** Starts a run up to `throughId` when none is under way and no other runner started one: whether this one did. */
export async function startDigestRun(db: Db, toldThroughId: number, throughId: number): Promise<boolean> {
  const result = await db
    .updateTable('accrual_digest')
    .set({ run_through_id: throughId, run_after_user_id: 0 })
    .where('id', '=', 1)
    .where('run_through_id', 'is', null)
    .where('told_through_id', '=', toldThroughId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The next users, by id, with accrual rows in the run (the (type, id) index reads only the run's rows). */
export async function nextUsersToTell(db: Db, run: DigestRun, limit: number): Promise<number[]> {
  const { rows } = await sql<{ user_id: number }>`select distinct user_id from transactions
    where ${ACCRUAL_ROW} and id > ${run.fromId} and id <= ${run.throughId} and user_id > ${run.afterUserId}
    order by user_id limit ${rowLimit(limit)}`.execute(db);
  return rows.map((row) => Number(row.user_id));
}

/**
 * Takes the run's users up to `lastUserId`, inside the transaction that tells them: only if the
 * run is still where this runner read it, so two runners never tell the same users, and a crash
 * before the commit leaves them to the next runner.
 */
export async function claimDigestBatch(trx: Db, run: DigestRun, lastUserId: number): Promise<boolean> {
  const result = await trx
    .updateTable('accrual_digest')
    .set({ run_after_user_id: lastUserId })
    .where('id', '=', 1)
    .where('run_through_id', '=', run.throughId)
    .where('run_after_user_id', '=', run.afterUserId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the run once every user is told: its rows are told. */
export async function finishDigestRun(db: Db, run: DigestRun): Promise<void> {
  await db
    .updateTable('accrual_digest')
    .set({ told_through_id: run.throughId, run_through_id: null, run_after_user_id: 0 })
    .where('id', '=', 1)
    .where('run_through_id', '=', run.throughId)
    .where('run_after_user_id', '=', run.afterUserId)
    .execute();
}

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstname' | 'anti_phishing_code'>;

export interface EarningsToTell {
  user: Recipient;
  /** Cents. */
  amount: number;
  days: number;
  plans: number;
}

export interface MaturityToTell {
  user: Recipient;
  title: string;
  /** The capital, in cents. */
  amount: number;
  autoRenew: boolean;
  /** Why a plan set to renew was not; null when it was or was not set to. */
  renewalNote: string | null;
}

/** The batch's users (in (afterUserId, lastUserId]) and the run's rows, joined to the users not deleted. */
function batchRows(run: DigestRun, lastUserId: number) {
  return sql`${ACCRUAL_ROW} and transactions.id > ${run.fromId} and transactions.id <= ${run.throughId}
    and transactions.user_id > ${run.afterUserId} and transactions.user_id <= ${lastUserId} and users.deleted_at is null`;
}

const RECIPIENT = sql.raw('users.id, users.email, users.firstname, users.anti_phishing_code');

function recipientOf(row: Recipient): Recipient {
  return { id: Number(row.id), email: row.email, firstname: row.firstname, anti_phishing_code: row.anti_phishing_code };
}

/** Each user's earnings in the run: the sum, the plan days and the plans. */
export async function earningsToTell(trx: Db, run: DigestRun, lastUserId: number): Promise<EarningsToTell[]> {
  const { rows } = await sql<Recipient & { amount: number; days: number; plans: number }>`select ${RECIPIENT},
      sum(transactions.amount) as amount, count(*) as days, count(distinct transactions.user_plan_id) as plans
    from transactions join users on users.id = transactions.user_id
    where transactions.type = 'earnings' and ${batchRows(run, lastUserId)}
    group by users.id, users.email, users.firstname, users.anti_phishing_code order by users.id`.execute(trx);
  return rows.map((row) => ({ user: recipientOf(row), amount: Number(row.amount), days: Number(row.days), plans: Number(row.plans) }));
}

/** The plans that matured in the run (their capital came back), with what their renewal did. */
export async function maturitiesToTell(trx: Db, run: DigestRun, lastUserId: number): Promise<MaturityToTell[]> {
  const { rows } = await sql<Recipient & { title: string; amount: number; auto_renew: number; renewal_note: string | null }>`select ${RECIPIENT},
      user_plans.title, transactions.amount, user_plans.auto_renew, user_plans.renewal_note
    from transactions join users on users.id = transactions.user_id join user_plans on user_plans.id = transactions.user_plan_id
    where transactions.type = 'capital' and ${batchRows(run, lastUserId)} order by transactions.id`.execute(trx);
  return rows.map((row) => ({
    user: recipientOf(row),
    title: row.title,
    amount: Number(row.amount),
    autoRenew: Number(row.auto_renew) === 1,
    renewalNote: row.renewal_note,
  }));
}

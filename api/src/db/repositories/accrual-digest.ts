import { sql } from 'kysely';
import type { Db } from '../database';
import type { TransactionRow, UserPlanRow, UserRow } from '../tables';
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
    await db
      .insertInto('accrual_digest')
      .values({ id: 1, told_through_id: 0, run_through_id: null, run_after_user_id: 0 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
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

/** The run's users after `afterUserId` with accrual rows in it, by id: one read of the run's rows (the (type, id) index). */
export async function usersToTell(db: Db, run: DigestRun): Promise<number[]> {
  const { rows } = await sql<{ user_id: number }>`select distinct user_id from transactions
    where ${ACCRUAL_ROW} and id > ${run.fromId} and id <= ${run.throughId} and user_id > ${run.afterUserId}
    order by user_id`.execute(db);
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

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstname' | 'anti_phishing_code' | 'locale'>;

/** An accrual row of the run: a plan day's earnings, or a matured plan's capital with what its renewal did. */
export interface AccrualRowToTell {
  user: Recipient;
  type: 'earnings' | 'capital';
  /** Cents. */
  amount: number;
  userPlanId: number;
  title: string;
  autoRenew: boolean;
  /** Why a plan set to renew was not; null when it was, or was not set to. */
  renewalNote: string | null;
}

/**
 * The run's accrual rows of the batch's users not deleted, in the order written. Only the
 * accrual's rows have a day, so no condition on the type: with one, SQLite reads the whole run's
 * rows by the (type, id) index for every batch; without, each user's rows in the run by (user_id, id).
 */
export async function accrualRowsToTell(trx: Db, run: DigestRun, userIds: readonly number[]): Promise<AccrualRowToTell[]> {
  const { rows } = await sql<Recipient & Pick<TransactionRow, 'type' | 'amount' | 'user_plan_id'> & Pick<UserPlanRow, 'title' | 'auto_renew' | 'renewal_note'>>`
    select users.id, users.email, users.firstname, users.anti_phishing_code, users.locale, transactions.type, transactions.amount, transactions.user_plan_id,
      user_plans.title, user_plans.auto_renew, user_plans.renewal_note
    from transactions join users on users.id = transactions.user_id join user_plans on user_plans.id = transactions.user_plan_id
    where transactions.accrual_day is not null and transactions.user_id in (${sql.join(userIds)})
      and transactions.id > ${run.fromId} and transactions.id <= ${run.throughId} and users.deleted_at is null
    order by transactions.id`.execute(trx);
  return rows.map((row) => ({
    user: { id: Number(row.id), email: row.email, firstname: row.firstname, anti_phishing_code: row.anti_phishing_code, locale: row.locale },
    type: row.type as AccrualRowToTell['type'],
    amount: Number(row.amount),
    userPlanId: Number(row.user_plan_id),
    title: row.title,
    autoRenew: Number(row.auto_renew) === 1,
    renewalNote: row.renewal_note,
  }));
}

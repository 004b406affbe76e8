import { sql, type Insertable } from 'kysely';
import { rowLimit, type Db } from '../database';
import type { UserPlanRow, UserPlansTable } from '../tables';

/**
 * The days of `user_plans` credited so far: its last earnings row's day (the transactions table
 * is the ledger, so the plan row is not written each day). A capital row carries its plan's
 * last day, so it needs no filter by type: one probe of the transactions_accrual index, which
 * the planner takes even before statistics know of any earnings row.
 */
export const DAYS_PAID = sql<number>`coalesce((select max(paid.accrual_day) from transactions paid where paid.user_plan_id = user_plans.id), 0)`;

/** The earnings credited so far on `user_plans`, in cents (the same index probe as DAYS_PAID). */
const EARNED = sql<number>`coalesce((select sum(paid.amount) from transactions paid where paid.user_plan_id = user_plans.id and paid.type = 'earnings'), 0)`;

/** Starts a user plan; its id. */
export async function insertUserPlan(db: Db, plan: Insertable<UserPlansTable>): Promise<number> {
  const row = await db.insertInto('user_plans').values(plan).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

function withProgress(db: Db) {
  return db
    .selectFrom('user_plans')
    .selectAll()
    .select([DAYS_PAID.as('days_paid'), EARNED.as('earned')]);
}

/** A user's running plans, oldest first. */
export async function listActiveUserPlans(db: Db, userId: number): Promise<UserPlanRow[]> {
  return withProgress(db).where('user_id', '=', userId).where('status', '=', 'active').orderBy('id').execute();
}

/** Every plan a user has held: the running ones oldest first, then the ended ones, newest first. */
export async function listAllUserPlans(db: Db, userId: number): Promise<UserPlanRow[]> {
  return withProgress(db)
    .where('user_id', '=', userId)
    .orderBy(sql`case when status = 'active' then 0 else 1 end`)
    .orderBy(sql`case when status = 'active' then id else -id end`)
    .execute();
}

/** What ending a plan early cost its owner: their charges rows that name it (a referrer's are theirs, not the owner's). */
const OWNER_CHARGES = sql<number>`coalesce((select sum(charged.amount) from transactions charged where charged.user_plan_id = user_plans.id and charged.user_id = user_plans.user_id and charged.type = 'charges'), 0)`;

/** A user's ended plans with what ending them cost, the latest ended first. */
export async function listEndedUserPlans(db: Db, userId: number): Promise<(UserPlanRow & { charges: number })[]> {
  return withProgress(db)
    .select(OWNER_CHARGES.as('charges'))
    .where('user_id', '=', userId)
    .where('status', '<>', 'active')
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One of the user's plans, whatever its state; undefined when it is not theirs. */
export async function findOwnUserPlan(db: Db, userId: number, id: number): Promise<UserPlanRow | undefined> {
  return withProgress(db).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Ends an active plan early: the `status = 'active'` condition lets one of concurrent
 * redemptions (and the accrual's completion) win; the row stays locked until the caller's
 * database transaction ends. False when the plan is no longer active.
 */
export async function claimRedemption(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('user_plans')
    .set({ status: 'completed', completed_at: at, redeemed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The earnings paid on a plan, read after its claim so that no accrual can add to them meanwhile. */
export async function earningsPaid(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_plan_id', '=', id)
    .where('type', '=', 'earnings')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Sets what happens at maturity on an active plan of the user's; false when it is not active (or not theirs). */
export async function setAutoRenew(db: Db, userId: number, id: number, autoRenew: boolean): Promise<boolean> {
  const result = await db
    .updateTable('user_plans')
    .set({ auto_renew: autoRenew ? 1 : 0 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Plans set to renew that reached maturity and were not handled yet, oldest first (the user_plans_renewal_due index). */
export async function maturedPlansToRenew(db: Db, limit: number): Promise<UserPlanRow[]> {
  return withProgress(db)
    .where('auto_renew', '=', 1)
    .where('renewal_handled_at', 'is', null)
    .where('status', '=', 'completed')
    .where('redeemed_at', 'is', null)
    .orderBy('id')
    .limit(rowLimit(limit))
    .execute();
}

/** Marks a matured plan's renewal as handled; false when another runner did it first. */
export async function claimRenewal(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('user_plans')
    .set({ renewal_handled_at: at })
    .where('id', '=', id)
    .where('renewal_handled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Why a plan set to renew was not renewed, for the investor's plan list. */
export async function noteRenewal(db: Db, id: number, note: string): Promise<void> {
  await db.updateTable('user_plans').set({ renewal_note: note }).where('id', '=', id).execute();
}

export async function countActiveUserPlans(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_plans')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

import { sql, type Insertable } from 'kysely';
import type { Db } from '../database';
import type { UserPlanRow, UserPlansTable } from '../tables';

/**
 * The days of `user_plans` credited so far: its last earnings row's day (the transactions table
 * is the ledger, so the plan row is not written each day). A capital row carries its plan's
 * last day, so it needs no filter by type: one probe of the transactions_accrual index, which
 * the planner takes even before statistics know of any earnings row.
 */
export const DAYS_PAID = sql<number>`coalesce((select max(paid.accrual_day) from transactions paid where paid.user_plan_id = user_plans.id), 0)`;

export async function insertUserPlan(db: Db, plan: Insertable<UserPlansTable>): Promise<void> {
  await db.insertInto('user_plans').values(plan).execute();
}

/** A user's running plans, oldest first. */
export async function listActiveUserPlans(db: Db, userId: number): Promise<UserPlanRow[]> {
  return db
    .selectFrom('user_plans')
    .selectAll()
    .select(DAYS_PAID.as('days_paid'))
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
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

import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { UserPlanRow, UserPlansTable } from '../tables';

export async function insertUserPlan(db: Db, plan: Insertable<UserPlansTable>): Promise<UserPlanRow> {
  return db.insertInto('user_plans').values(plan).returningAll().executeTakeFirstOrThrow();
}

/** A user's running plans, oldest first. */
export async function listActiveUserPlans(db: Db, userId: number): Promise<UserPlanRow[]> {
  return db
    .selectFrom('user_plans')
    .selectAll()
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

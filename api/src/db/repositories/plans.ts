import type { Db } from '../database';
import type { Insertable } from 'kysely';
import type { PlanRow, PlansTable } from '../tables';

type PlanFields = Omit<Insertable<PlansTable>, 'id' | 'created_at' | 'deleted_at'>;

/** Plans on offer (not deleted), cheapest first. */
export async function listPlans(db: Db): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().where('deleted_at', 'is', null).orderBy('min_amount').orderBy('id').execute();
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function insertPlan(db: Db, plan: PlanFields, createdAt: string): Promise<PlanRow> {
  return db
    .insertInto('plans')
    .values({ ...plan, created_at: createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Undefined when the plan does not exist or was deleted meanwhile. */
export async function updatePlan(db: Db, id: number, plan: PlanFields): Promise<PlanRow | undefined> {
  return db.updateTable('plans').set(plan).where('id', '=', id).where('deleted_at', 'is', null).returningAll().executeTakeFirst();
}

/** Soft delete, so user plans bought earlier keep pointing at the row. False when already gone. */
export async function softDeletePlan(db: Db, id: number, deletedAt: string): Promise<boolean> {
  const result = await db.updateTable('plans').set({ deleted_at: deletedAt }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A plan whether or not it is still on offer: a deposit made before a deletion still starts its plan. */
export async function findPlanIncludingDeleted(db: Db, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

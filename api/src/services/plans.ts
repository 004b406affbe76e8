import { roiToBasisPoints, validatePlan } from '@arcvest/shared/rules';
import type { Plan, PlanInput } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import { findPlan, insertPlan, listPlans, softDeletePlan, updatePlan } from '../db/repositories/plans';
import type { PlanRow } from '../db/tables';
import { hasErrors, HttpError, invalidData } from '../errors';

export const PLAN_MESSAGES = {
  created: 'Plan created successfully.',
  updated: 'Plan updated successfully.',
  deleted: 'Plan deleted successfully.',
  notFound: 'Plan not found.',
} as const;

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    title: row.title,
    roi: row.roi_bp / 100,
    duration: row.duration_days,
    min_amount: Number(row.min_amount),
    max_amount: Number(row.max_amount),
  };
}

/** Checks a plan with the shared rules and turns it into columns. */
function toColumns(input: PlanInput) {
  const errors = validatePlan(input);
  if (hasErrors(errors)) throw invalidData(errors);
  return {
    title: input.title.trim(),
    roi_bp: roiToBasisPoints(input.roi),
    duration_days: input.duration,
    min_amount: input.min_amount,
    max_amount: input.max_amount,
  };
}

export type PlanService = ReturnType<typeof createPlanService>;

/** Plans on offer; every admin change is audited in the same transaction. */
export function createPlanService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function list(): Promise<Plan[]> {
    return (await listPlans(db)).map(toPlan);
  }

  async function create(actorId: number, input: PlanInput): Promise<Plan> {
    const columns = toColumns(input);
    return db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const row = await insertPlan(trx, columns, at);
      const plan = toPlan(row);
      await recordAudit(trx, { actorId, action: 'plan.create', targetType: 'plan', targetId: row.id, details: { plan }, at });
      return plan;
    });
  }

  async function update(actorId: number, id: number, input: PlanInput): Promise<Plan> {
    const columns = toColumns(input);
    return db.transaction().execute(async (trx) => {
      const before = await findPlan(trx, id);
      const after = before && (await updatePlan(trx, id, columns));
      if (!before || !after) throw new HttpError(404, PLAN_MESSAGES.notFound);
      const plan = toPlan(after);
      const details = { before: toPlan(before), after: plan };
      await recordAudit(trx, { actorId, action: 'plan.update', targetType: 'plan', targetId: id, details, at: now().toISOString() });
      return plan;
    });
  }

  async function remove(actorId: number, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const plan = await findPlan(trx, id);
      const at = now().toISOString();
      if (!plan || !(await softDeletePlan(trx, id, at))) throw new HttpError(404, PLAN_MESSAGES.notFound);
      await recordAudit(trx, { actorId, action: 'plan.delete', targetType: 'plan', targetId: id, details: { plan: toPlan(plan) }, at });
    });
  }

  return { list, create, update, remove };
}

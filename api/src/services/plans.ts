import {
  daysText,
  formatUsd,
  normalizeRiskDisclosure,
  penaltyFromBasisPoints,
  penaltyToBasisPoints,
  planRedemptionRule,
  planTermsChanged,
  redemptionRuleShort,
  roiToBasisPoints,
  validatePlan,
  type Message,
} from '@arcvest/shared/rules';
import type { ApprovalChange, Plan, PlanInput } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import { findPlan, insertPlan, listPlans, softDeletePlan, updatePlan } from '../db/repositories/plans';
import type { PlanRow } from '../db/tables';
import { hasErrors, HttpError, invalidData, ruleSays } from '../errors';
import type { BeforeCommit } from './before-commit';

export const PLAN_TEXTS = {
  created: /*i18n*/ { id: 'api.plan.created', message: 'Plan created successfully.' },
  updated: /*i18n*/ { id: 'api.plan.updated', message: 'Plan updated successfully.' },
  deleted: /*i18n*/ { id: 'api.plan.deleted', message: 'Plan deleted successfully.' },
  notFound: /*i18n*/ { id: 'api.plan.notFound', message: 'Plan not found.' },
} satisfies Record<string, Message>;

type PlanColumns = Pick<
  PlanRow,
  | 'id'
  | 'title'
  | 'roi_bp'
  | 'duration_days'
  | 'min_amount'
  | 'max_amount'
  | 'early_redemption_penalty_bp'
  | 'early_redemption_deducts_earnings'
  | 'risk_disclosure'
>;

export function toPlan(row: PlanColumns): Plan {
  return {
    id: row.id,
    title: row.title,
    roi: row.roi_bp / 100,
    duration: row.duration_days,
    min_amount: Number(row.min_amount),
    max_amount: Number(row.max_amount),
    early_redemption_penalty_percent: penaltyFromBasisPoints(row.early_redemption_penalty_bp),
    early_redemption_deducts_earnings: row.early_redemption_deducts_earnings === 1,
    risk_disclosure: row.risk_disclosure,
  };
}

/**
 * Checks a plan with the shared rules and turns it into columns. The early-redemption rule and
 * the risk text are optional in the body: omitted, they keep `current`'s (none on a new plan).
 */
function toColumns(input: PlanInput, current?: Plan) {
  const plan: PlanInput = {
    ...input,
    early_redemption_penalty_percent:
      input.early_redemption_penalty_percent !== undefined ? input.early_redemption_penalty_percent : (current?.early_redemption_penalty_percent ?? null),
    early_redemption_deducts_earnings: input.early_redemption_deducts_earnings ?? current?.early_redemption_deducts_earnings ?? false,
    risk_disclosure: input.risk_disclosure !== undefined ? input.risk_disclosure : (current?.risk_disclosure ?? null),
  };
  const errors = ruleSays((translate) => validatePlan(plan, translate));
  if (hasErrors(errors)) throw invalidData(errors);
  return {
    title: plan.title.trim(),
    roi_bp: roiToBasisPoints(plan.roi),
    duration_days: plan.duration,
    min_amount: plan.min_amount,
    max_amount: plan.max_amount,
    early_redemption_penalty_bp: penaltyToBasisPoints(plan.early_redemption_penalty_percent ?? null),
    // Deducting earnings is part of a rule that allows redemption: without one it is not set.
    early_redemption_deducts_earnings: plan.early_redemption_penalty_percent != null && plan.early_redemption_deducts_earnings ? 1 : 0,
    risk_disclosure: normalizeRiskDisclosure(plan.risk_disclosure),
  };
}

/** A plan's fields as an approver reads them, in the form's order. */
const PLAN_FIELD_TEXTS: [label: string, text: (plan: Plan) => string][] = [
  ['Title', (plan) => plan.title],
  ['Daily return', (plan) => `${plan.roi}%`],
  ['Duration', (plan) => daysText(plan.duration)],
  ['Smallest amount', (plan) => formatUsd(plan.min_amount)],
  ['Largest amount', (plan) => formatUsd(plan.max_amount)],
  ['Early redemption', (plan) => redemptionRuleShort(planRedemptionRule(plan))],
  ['Risk disclosure', (plan) => plan.risk_disclosure ?? 'None'],
];

/**
 * What saving `input` over `current` (none: a new plan) would change, checked by the plan rules
 * (422 when broken), and whether a term changes: the return, duration, limits or
 * early-redemption rule, which wait for a second person (docs/security-authorization.md#four-eyes-approval).
 */
export function planChanges(current: PlanRow | undefined, input: PlanInput): { changes: ApprovalChange[]; termsChanged: boolean } {
  const before = current && toPlan(current);
  const after = toPlan({ id: current?.id ?? 0, ...toColumns(input, before) });
  const changes = PLAN_FIELD_TEXTS.map(([label, text]) => ({ label, before: before ? text(before) : null, after: text(after) })).filter(
    (change) => change.before !== change.after,
  );
  return { changes, termsChanged: !before || planTermsChanged(before, after) };
}

export type PlanService = ReturnType<typeof createPlanService>;

/** Plans on offer; every admin change is audited in the same transaction. */
export function createPlanService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function list(): Promise<Plan[]> {
    return (await listPlans(db)).map(toPlan);
  }

  async function create(actorId: number, input: PlanInput, beforeCommit?: BeforeCommit): Promise<Plan> {
    const columns = toColumns(input);
    return db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const row = await insertPlan(trx, columns, at);
      const plan = toPlan(row);
      await recordAudit(trx, { actorId, action: 'plan.create', targetType: 'plan', targetId: row.id, details: { plan }, at });
      await beforeCommit?.(trx);
      return plan;
    });
  }

  async function update(actorId: number, id: number, input: PlanInput, beforeCommit?: BeforeCommit): Promise<Plan> {
    return db.transaction().execute(async (trx) => {
      const before = await findPlan(trx, id);
      const after = before && (await updatePlan(trx, id, toColumns(input, toPlan(before))));
      if (!before || !after) throw new HttpError(404, PLAN_TEXTS.notFound);
      const plan = toPlan(after);
      const details = { before: toPlan(before), after: plan };
      await recordAudit(trx, { actorId, action: 'plan.update', targetType: 'plan', targetId: id, details, at: now().toISOString() });
      await beforeCommit?.(trx);
      return plan;
    });
  }

  async function remove(actorId: number, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const plan = await findPlan(trx, id);
      const at = now().toISOString();
      if (!plan || !(await softDeletePlan(trx, id, at))) throw new HttpError(404, PLAN_TEXTS.notFound);
      await recordAudit(trx, { actorId, action: 'plan.delete', targetType: 'plan', targetId: id, details: { plan: toPlan(plan) }, at });
    });
  }

  return { list, create, update, remove };
}

import { Type, type Static } from '@sinclair/typebox';
import { orPending } from './approvals';
import { MAX_PLAN_AMOUNT_CENTS, MAX_PLAN_DAYS, MAX_PLAN_ROI_PERCENT, MAX_RISK_DISCLOSURE_CHARS } from '../rules/limits';
import { Cents, CentsInput, errorResponses, IdParams, Message, NullableText } from './common';

const PenaltyPercent = (description: string) => Type.Unsafe<number | null>({ type: ['number', 'null'], description });

export const Plan = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  roi: Type.Number({ description: 'Percent per day' }),
  duration: Type.Integer({ description: 'Days' }),
  min_amount: Cents(),
  max_amount: Cents(),
  early_redemption_penalty_percent: PenaltyPercent('Penalty in percent of the capital for ending the plan early; null: early redemption not allowed'),
  early_redemption_deducts_earnings: Type.Boolean({ description: 'Earnings already paid are deducted from an early redemption' }),
  risk_disclosure: NullableText({ description: 'The operator’s risk text, which a buyer must accept; null: none' }),
});
export type Plan = Static<typeof Plan>;

/**
 * Types and amount bounds; the shared validatePlan checks the rest (roi and duration ranges,
 * min <= max, two decimals, title) and names every broken rule at once, so those ranges are
 * documented here rather than enforced twice.
 */
export const PlanInput = Type.Object({
  title: Type.String({ maxLength: 200 }),
  roi: Type.Number({ description: `Percent per day, above 0 and at most ${MAX_PLAN_ROI_PERCENT}, up to two decimals` }),
  duration: Type.Integer({ description: `Days, from 1 to ${MAX_PLAN_DAYS}` }),
  min_amount: CentsInput(MAX_PLAN_AMOUNT_CENTS, 'Smallest amount'),
  max_amount: CentsInput(MAX_PLAN_AMOUNT_CENTS, 'Largest amount'),
  early_redemption_penalty_percent: Type.Optional(
    PenaltyPercent('From 0 to 100, up to two decimals; null: not allowed. Omitted: not allowed on create, unchanged on edit'),
  ),
  early_redemption_deducts_earnings: Type.Optional(Type.Boolean({ description: 'Omitted: false on create, unchanged on edit' })),
  risk_disclosure: Type.Optional(
    NullableText({ maxLength: MAX_RISK_DISCLOSURE_CHARS, description: 'Null or blank: none. Omitted: none on create, unchanged on edit' }),
  ),
});
export type PlanInput = Static<typeof PlanInput>;

export const PlanSaved = Type.Object({ message: Type.String(), plan: Plan });
export type PlanSaved = Static<typeof PlanSaved>;
const admin = { tags: ['plans'] };

export const listPlansSchema = {
  tags: ['plans'],
  summary: 'Plans on offer, cheapest first',
  response: { 200: Type.Array(Plan) },
};

export const createPlanSchema = {
  ...admin,
  summary: 'Create a plan (admin)',
  body: PlanInput,
  response: orPending({ 201: PlanSaved, ...errorResponses(422) }),
};

export const editPlanSchema = {
  ...admin,
  summary: 'Change a plan (admin)',
  params: IdParams,
  body: PlanInput,
  response: orPending({ 200: PlanSaved, ...errorResponses(404, 422) }),
};

export const deletePlanSchema = {
  ...admin,
  summary: 'Withdraw a plan from sale (admin); plans already bought keep running',
  params: IdParams,
  response: { 200: Message, ...errorResponses(404, 422) },
};

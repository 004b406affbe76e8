import type { PlanInput } from '@arcvest/shared';
import { errorResponses, idParamsSchema, messageSchema } from '../schemas';

export const planSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    roi: { type: 'number', description: 'Percent per day' },
    duration: { type: 'integer', description: 'Days' },
    min_amount: { type: 'integer', description: 'US cents' },
    max_amount: { type: 'integer', description: 'US cents' },
  },
  required: ['id', 'title', 'roi', 'duration', 'min_amount', 'max_amount'],
} as const;

/** Types only; the rules (ranges, min <= max, two decimals) are the shared validatePlan's. */
const planBody = {
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 200 },
    roi: { type: 'number', description: 'Percent per day, up to two decimals' },
    duration: { type: 'integer', description: 'Days' },
    min_amount: { type: 'integer', description: 'US cents' },
    max_amount: { type: 'integer', description: 'US cents' },
  },
  required: ['title', 'roi', 'duration', 'min_amount', 'max_amount'],
} as const;

export type PlanBody = PlanInput;

const admin = { tags: ['plans'], security: [{ bearerAuth: [] }] };

export const listPlansSchema = {
  tags: ['plans'],
  summary: 'Plans on offer, cheapest first',
  response: { 200: { type: 'array', items: planSchema } },
} as const;

export const createPlanSchema = {
  ...admin,
  summary: 'Create a plan (admin)',
  body: planBody,
  response: {
    201: { type: 'object', properties: { message: { type: 'string' }, plan: planSchema }, required: ['message', 'plan'] },
    ...errorResponses(401, 403, 422),
  },
} as const;

export const editPlanSchema = {
  ...admin,
  summary: 'Change a plan (admin)',
  params: idParamsSchema,
  body: planBody,
  response: {
    200: { type: 'object', properties: { message: { type: 'string' }, plan: planSchema }, required: ['message', 'plan'] },
    ...errorResponses(401, 403, 404, 422),
  },
} as const;

export const deletePlanSchema = {
  ...admin,
  summary: 'Withdraw a plan from sale (admin); plans already bought keep running',
  params: idParamsSchema,
  response: { 200: messageSchema, ...errorResponses(401, 403, 404, 422) },
} as const;

import type { Coin } from '@arcvest/shared';
import { COINS } from '@arcvest/shared/rules';
import { errorResponses, idParamsSchema, messageSchema } from '../schemas';

const cents = { type: 'integer', description: 'US cents' } as const;

export const userPlanSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    plan_id: { type: 'integer' },
    title: { type: 'string' },
    roi: { type: 'number', description: 'Percent per day' },
    initial_duration: { type: 'integer', description: 'Days' },
    duration: { type: 'integer', description: 'Days left' },
    amount: { ...cents, description: 'Capital, US cents' },
    returns: { ...cents, description: 'Daily return, US cents (the last day pays the remainder)' },
    total_returns: { ...cents, description: 'All returns without the capital, US cents' },
    status: { type: 'string', enum: ['active', 'completed'] },
    started_at: { type: 'string' },
  },
  required: ['id', 'plan_id', 'title', 'roi', 'initial_duration', 'duration', 'amount', 'returns', 'total_returns', 'status', 'started_at'],
} as const;

export interface DepositBody {
  plan_id: number;
  amount: number;
  payment_method: Coin | 'BALANCE';
  transaction_id?: string;
  user_id?: number;
  type: 'deposit';
}

export const depositSchema = {
  tags: ['investments'],
  security: [{ bearerAuth: [] }],
  summary: 'Buy a plan: a crypto payment waits for confirmation; BALANCE pays from the wallet and starts at once',
  body: {
    type: 'object',
    properties: {
      plan_id: { type: 'integer', minimum: 1 },
      amount: cents,
      payment_method: { type: 'string', enum: [...COINS, 'BALANCE'] },
      transaction_id: { type: 'string', maxLength: 200, description: 'The coin transaction paid with; not for BALANCE' },
      user_id: { type: 'integer', description: 'Optional; must be the signed-in user' },
      type: { type: 'string', enum: ['deposit'] },
    },
    required: ['plan_id', 'amount', 'payment_method'],
  },
  response: { 201: messageSchema, ...errorResponses(401, 403, 404, 422) },
} as const;

export interface AdminDepositBody {
  plan_id: number;
  user_id: number;
  amount: number;
  payment_method: Coin;
  type: 'deposit';
}

export const adminDepositSchema = {
  tags: ['investments'],
  security: [{ bearerAuth: [] }],
  summary: 'Buy a plan for a user (admin): a confirmed deposit, and the plan starts at once',
  body: {
    type: 'object',
    properties: {
      plan_id: { type: 'integer', minimum: 1 },
      user_id: { type: 'integer', minimum: 1 },
      amount: cents,
      payment_method: { type: 'string', enum: COINS },
      type: { type: 'string', enum: ['deposit'] },
    },
    required: ['plan_id', 'user_id', 'amount', 'payment_method'],
  },
  response: { 201: messageSchema, ...errorResponses(401, 403, 404, 422) },
} as const;

export const ownPlansSchema = {
  tags: ['investments'],
  security: [{ bearerAuth: [] }],
  summary: "The signed-in user's active plans",
  response: { 200: { type: 'array', items: userPlanSchema }, ...errorResponses(401, 403) },
} as const;

export const userPlansSchema = {
  tags: ['investments'],
  security: [{ bearerAuth: [] }],
  summary: "A user's active plans (admin)",
  params: idParamsSchema,
  response: { 200: { type: 'array', items: userPlanSchema }, ...errorResponses(401, 403, 422) },
} as const;

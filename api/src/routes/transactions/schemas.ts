import type { TransactionStatus, TransactionType } from '@arcvest/shared';
import { ID_PATTERN } from '@arcvest/shared/rules';
import { errorResponses, idParamsSchema, messageSchema, nullableText } from '../schemas';

const TYPES = ['deposit', 'withdrawal', 'bonus', 'earnings', 'charges', 'capital', 'investment'] as const;
const STATUSES = ['pending', 'confirmed', 'failed'] as const;

export const transactionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: TYPES },
    status: { type: 'string', enum: STATUSES },
    amount: { type: 'integer', description: 'US cents, never negative: the type gives the sign' },
    created_at: { type: 'string' },
    transaction_id: nullableText,
    payment_method: nullableText,
    address: nullableText,
    plan_reference: nullableText,
    reason: nullableText,
    username: { type: 'string' },
    plan_id: { type: ['integer', 'null'] },
    user_id: { type: 'integer' },
  },
  required: ['id', 'type', 'status', 'amount', 'created_at', 'transaction_id', 'payment_method', 'address', 'plan_reference', 'reason', 'plan_id', 'user_id'],
} as const;

const pageSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: transactionSchema },
    next_cursor: { type: ['string', 'null'], description: 'Pass as `before` for the next page; null when there is none' },
  },
  required: ['items', 'next_cursor'],
} as const;

const pageQuery = {
  limit: { type: 'string', pattern: '^(100|[1-9][0-9]?)$', default: '50', description: 'Items per page, 1 to 100' },
  before: { type: 'string', pattern: '^[1-9][0-9]{0,15}$', description: 'The next_cursor of the page before' },
} as const;

export interface PageQuery {
  limit: string;
  before?: string;
}

export const ownTransactionsSchema = {
  tags: ['transactions'],
  security: [{ bearerAuth: [] }],
  summary: "The signed-in user's transactions, newest first, paged",
  querystring: { type: 'object', properties: pageQuery },
  response: { 200: pageSchema, ...errorResponses(401, 403, 422) },
} as const;

export interface AllTransactionsQuery extends PageQuery {
  status?: TransactionStatus;
  type?: TransactionType;
}

export const allTransactionsSchema = {
  tags: ['transactions'],
  security: [{ bearerAuth: [] }],
  summary: "Every user's transactions with usernames, newest first, paged (admin)",
  querystring: {
    type: 'object',
    properties: { ...pageQuery, status: { type: 'string', enum: STATUSES }, type: { type: 'string', enum: TYPES } },
  },
  response: { 200: pageSchema, ...errorResponses(401, 403, 422) },
} as const;

export const decideSchema = (what: string) =>
  ({
    tags: ['transactions'],
    security: [{ bearerAuth: [] }],
    summary: `${what} a pending deposit or withdrawal (admin)`,
    params: idParamsSchema,
    response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
  }) as const;

export interface UserIdParams {
  userId: string;
}

export const statisticsSchema = {
  tags: ['transactions'],
  security: [{ bearerAuth: [] }],
  summary: "A user's totals (their own, or any for admins); the path keeps the spec's spelling",
  params: { type: 'object', properties: { userId: { type: 'string', pattern: ID_PATTERN, description: 'User id, decimal digits' } }, required: ['userId'] },
  response: {
    200: {
      type: 'object',
      properties: {
        deposit_sum: { type: 'integer', description: 'Confirmed deposits, US cents' },
        withdrawal_sum: { type: 'integer', description: 'Confirmed withdrawals, US cents' },
        earnings_sum: { type: 'integer', description: 'Earnings credited, US cents' },
        user_plans_count: { type: 'integer', description: 'Active plans' },
      },
      required: ['deposit_sum', 'withdrawal_sum', 'earnings_sum', 'user_plans_count'],
    },
    ...errorResponses(401, 403, 422),
  },
} as const;

import type { Coin } from '@arcvest/shared';
import { COINS } from '@arcvest/shared/rules';
import { errorResponses, idParamsSchema, messageSchema } from '../schemas';

export interface WithdrawBody {
  amount: number;
  address: string;
  payment_method: Coin;
  user_id?: number;
  type?: 'withdrawal';
}

export const withdrawSchema = {
  tags: ['wallet'],
  security: [{ bearerAuth: [] }],
  summary: 'Request a withdrawal: the wallet is debited now and refunded if an admin rejects it',
  body: {
    type: 'object',
    properties: {
      amount: { type: 'integer', description: 'US cents; above 0, at most the wallet and the level limit' },
      address: { type: 'string', maxLength: 200, description: 'Where to send the coins' },
      payment_method: { type: 'string', enum: COINS },
      user_id: { type: 'integer', description: 'Optional; must be the signed-in user' },
      type: { type: 'string', enum: ['withdrawal'] },
    },
    required: ['amount', 'address', 'payment_method'],
  },
  response: { 201: messageSchema, ...errorResponses(401, 403, 422) },
} as const;

const reason = { type: 'string', maxLength: 200, description: 'Optional; shown to the user in their history' } as const;

export interface BonusBody {
  bonus: number;
  reason?: string;
}

export const giveBonusSchema = {
  tags: ['wallet'],
  security: [{ bearerAuth: [] }],
  summary: "Add a bonus to a user's wallet (admin)",
  params: idParamsSchema,
  body: {
    type: 'object',
    properties: { bonus: { type: 'integer', minimum: 1, description: 'US cents' }, reason },
    required: ['bonus'],
  },
  response: { 200: messageSchema, ...errorResponses(401, 403, 404, 422) },
} as const;

export interface FeeBody {
  fee: number;
  reason?: string;
}

export const chargeFeeSchema = {
  tags: ['wallet'],
  security: [{ bearerAuth: [] }],
  summary: "Charge a fee to a user's wallet (admin); never below zero",
  params: idParamsSchema,
  body: {
    type: 'object',
    properties: { fee: { type: 'integer', minimum: 1, description: 'US cents' }, reason },
    required: ['fee'],
  },
  response: { 200: messageSchema, ...errorResponses(401, 403, 404, 422) },
} as const;

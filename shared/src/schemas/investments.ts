import { Type, type Static } from '@sinclair/typebox';
import { MAX_PLAN_AMOUNT_CENTS } from '../rules/limits';
import { Cents, CentsInput, Coin, errorResponses, IdInput, IdParams, Message, PAYMENT_METHOD_VALUES, StringEnum } from './common';

export const UserPlan = Type.Object({
  id: Type.Integer(),
  plan_id: Type.Integer(),
  title: Type.String(),
  roi: Type.Number({ description: 'Percent per day' }),
  initial_duration: Type.Integer({ description: 'Days' }),
  duration: Type.Integer({ description: 'Days left' }),
  amount: Cents('Capital, US cents'),
  returns: Cents('Daily return, US cents (the last day pays the remainder)'),
  total_returns: Cents('All returns without the capital, US cents'),
  status: StringEnum(['active', 'completed']),
  started_at: Type.String(),
});
export type UserPlan = Static<typeof UserPlan>;

const investments = { tags: ['investments'] };

export const DepositBody = Type.Object({
  plan_id: IdInput,
  amount: CentsInput(MAX_PLAN_AMOUNT_CENTS, 'Amount paid; also within the plan’s minimum and maximum'),
  payment_method: StringEnum(PAYMENT_METHOD_VALUES),
  transaction_id: Type.Optional(Type.String({ maxLength: 200, description: 'The coin transaction paid with; not for BALANCE' })),
  user_id: Type.Optional({ ...IdInput, description: 'Optional; must be the signed-in user' }),
  type: Type.Optional(StringEnum(['deposit'])),
});
export type DepositBody = Static<typeof DepositBody>;

export const depositSchema = {
  ...investments,
  summary: 'Buy a plan: a crypto payment waits for confirmation; BALANCE pays from the wallet and starts at once',
  body: DepositBody,
  response: { 201: Message, ...errorResponses(404, 422) },
};

export const AdminDepositBody = Type.Object({
  plan_id: IdInput,
  user_id: IdInput,
  amount: CentsInput(MAX_PLAN_AMOUNT_CENTS, 'Amount paid; also within the plan’s minimum and maximum'),
  payment_method: Coin,
  type: Type.Optional(StringEnum(['deposit'])),
});
export type AdminDepositBody = Static<typeof AdminDepositBody>;

export const adminDepositSchema = {
  ...investments,
  summary: 'Buy a plan for a user (admin): a confirmed deposit, and the plan starts at once',
  body: AdminDepositBody,
  response: { 201: Message, ...errorResponses(404, 422) },
};

export const ownPlansSchema = {
  ...investments,
  summary: "The signed-in user's active plans",
  response: { 200: Type.Array(UserPlan) },
};

export const userPlansSchema = {
  ...investments,
  summary: "A user's active plans (admin)",
  params: IdParams,
  response: { 200: Type.Array(UserPlan), ...errorResponses(422) },
};

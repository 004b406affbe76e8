import { Type, type Static } from '@sinclair/typebox';
import { orPending } from './approvals';
import { MAX_PLAN_AMOUNT_CENTS } from '../rules/limits';
import { DepositAnswer } from './invoices';
import { Cents, CentsInput, Coin, errorResponses, IdInput, IdParams, Message, NullableText, PAYMENT_METHOD_VALUES, StringEnum } from './common';

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
  status: StringEnum(['active', 'completed', 'redeemed']),
  started_at: Type.String(),
  ends_at: Type.String({ description: 'When the last day is paid and the capital comes back (or came back)' }),
  ended_at: NullableText({ description: 'When the plan completed or was redeemed; null while active' }),
  earned: Cents('Earnings paid so far, US cents'),
  early_redemption_penalty_percent: Type.Unsafe<number | null>({
    type: ['number', 'null'],
    description: 'The rule the plan was bought under: penalty in percent of the capital; null: early redemption not allowed',
  }),
  early_redemption_deducts_earnings: Type.Boolean(),
  auto_renew: Type.Boolean({ description: 'At maturity the capital buys the same plan again instead of going to the balance' }),
  renewal_note: NullableText({ description: 'Why a plan set to renew was not renewed (its capital went to the balance)' }),
});
export type UserPlan = Static<typeof UserPlan>;

/** A plan that has ended: matured (`completed`, its capital back in full) or redeemed early. */
export const PastUserPlan = Type.Object({
  id: Type.Integer(),
  plan_id: Type.Integer(),
  title: Type.String(),
  status: StringEnum(['completed', 'redeemed']),
  amount: Cents('Capital, US cents'),
  initial_duration: Type.Integer({ description: 'The term in days' }),
  days_paid: Type.Integer({ description: 'Days whose earnings were paid' }),
  started_at: Type.String(),
  ended_at: Type.String({ description: 'When it matured or was redeemed' }),
  earned: Cents('Earnings paid, US cents (before any taken back at redemption)'),
  charges: Cents('What the early redemption cost the investor, US cents: the penalty and anything taken back; 0 for a matured plan'),
});
export type PastUserPlan = Static<typeof PastUserPlan>;

const investments = { tags: ['investments'] };

export const DepositBody = Type.Object({
  plan_id: IdInput,
  amount: CentsInput(MAX_PLAN_AMOUNT_CENTS, 'Amount paid; also within the plan’s minimum and maximum'),
  payment_method: StringEnum(PAYMENT_METHOD_VALUES),
  transaction_id: Type.Optional(
    Type.String({ maxLength: 200, description: 'The coin transaction paid with, for a coin paid by hand; without it a coin settled on chain gets an invoice' }),
  ),
  user_id: Type.Optional({ ...IdInput, description: 'Optional; must be the signed-in user' }),
  type: Type.Optional(StringEnum(['deposit'])),
  disclosure_accepted: Type.Optional(Type.Boolean({ description: 'Required as true for a plan with a risk text: the buyer has read it' })),
});
export type DepositBody = Static<typeof DepositBody>;

export const depositSchema = {
  ...investments,
  summary: 'Buy a plan: a coin settled on chain answers an invoice; a coin paid by hand waits for an admin; BALANCE starts at once',
  body: DepositBody,
  response: { 201: DepositAnswer, ...errorResponses(404, 422) },
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
  response: orPending({ 201: Message, ...errorResponses(404, 422) }),
};

export const ownPlansSchema = {
  ...investments,
  summary: "The signed-in user's active plans",
  response: { 200: Type.Array(UserPlan) },
};

export const pastPlansSchema = {
  ...investments,
  summary: "The signed-in user's ended plans, matured or redeemed early, the latest ended first",
  response: { 200: Type.Array(PastUserPlan) },
};

export const userPlansSchema = {
  ...investments,
  summary: "A user's plans (admin): the active ones first, then the ended ones, newest first",
  params: IdParams,
  response: { 200: Type.Array(UserPlan), ...errorResponses(422) },
};

/** What redeeming a plan early does (or did), in US cents: credited = capital - penalty - earnings_deducted - referral_bonus_deducted. */
export const Redemption = Type.Object({
  allowed: Type.Boolean({ description: 'False for a plan bought under a rule that does not allow early redemption' }),
  capital: Cents(),
  penalty: Cents(),
  earnings_deducted: Cents('Earnings already paid, taken back under the plan’s rule'),
  referral_bonus_deducted: Cents('The part of the plan’s referral bonus its referrer had already spent, taken back from the credit'),
  credited: Cents('What reaches the balance'),
});
export type Redemption = Static<typeof Redemption>;

export const redemptionPreviewSchema = {
  ...investments,
  summary: 'What redeeming one of your active plans now would credit',
  params: IdParams,
  response: { 200: Redemption, ...errorResponses(404, 409) },
};

export const redeemSchema = {
  ...investments,
  summary: 'Redeem one of your active plans early: it ends and the credit reaches the balance, once',
  params: IdParams,
  response: { 200: Redemption, ...errorResponses(404, 409) },
};

export const RenewalBody = Type.Object({
  auto_renew: Type.Boolean({ description: 'True: at maturity the capital buys the same plan again; false: it goes to the balance' }),
});
export type RenewalBody = Static<typeof RenewalBody>;

export const renewalSchema = {
  ...investments,
  summary: 'Choose what happens to the capital of one of your active plans at maturity',
  params: IdParams,
  body: RenewalBody,
  response: { 200: Type.Object({ message: Type.String(), plan: UserPlan }), ...errorResponses(404, 409) },
};

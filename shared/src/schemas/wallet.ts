import { Type, type Static } from '@sinclair/typebox';
import { orPending } from './approvals';
import { MAX_ADJUSTMENT_CENTS, MAX_WITHDRAWAL_CENTS } from '../rules/limits';
import { StepUpProof } from './account-protection';
import { Coin, CentsInput, errorResponses, IdInput, IdParams, Message, StringEnum } from './common';

const wallet = { tags: ['wallet'] };

export const WithdrawBody = Type.Object({
  amount: CentsInput(MAX_WITHDRAWAL_CENTS, 'Amount; also at most the wallet and the level limit'),
  address: Type.String({ maxLength: 200, description: 'Where to send the coins' }),
  payment_method: Coin,
  user_id: Type.Optional({ ...IdInput, description: 'Optional; must be the signed-in user' }),
  type: Type.Optional(StringEnum(['withdrawal'])),
  step_up: Type.Optional(StepUpProof),
});
export type WithdrawBody = Static<typeof WithdrawBody>;

export const withdrawSchema = {
  ...wallet,
  summary: 'Request a withdrawal: the wallet is debited now and refunded if an admin rejects it',
  body: WithdrawBody,
  response: { 201: Message, ...errorResponses(403, 422) },
};

const reason = Type.Optional(Type.String({ maxLength: 200, description: 'Optional; shown to the user in their history' }));

export const BonusBody = Type.Object({ bonus: CentsInput(MAX_ADJUSTMENT_CENTS, 'Bonus'), reason });
export type BonusBody = Static<typeof BonusBody>;

export const giveBonusSchema = {
  ...wallet,
  summary: "Add a bonus to a user's wallet (admin)",
  params: IdParams,
  body: BonusBody,
  response: orPending({ 200: Message, ...errorResponses(404, 422) }),
};

export const FeeBody = Type.Object({ fee: CentsInput(MAX_ADJUSTMENT_CENTS, 'Fee'), reason });
export type FeeBody = Static<typeof FeeBody>;

export const chargeFeeSchema = {
  ...wallet,
  summary: "Charge a fee to a user's wallet (admin); never below zero",
  params: IdParams,
  body: FeeBody,
  response: orPending({ 200: Message, ...errorResponses(404, 422) }),
};

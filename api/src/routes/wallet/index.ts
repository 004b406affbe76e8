import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chargeFeeSchema, giveBonusSchema, withdrawSchema } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import { requestRelyingParty } from '../passkeys';
import { ADJUSTMENT_MESSAGES, type AdjustmentService } from '../../services/adjustments';
import { WITHDRAW_REQUESTED, type WithdrawalService } from '../../services/withdrawals';

export const walletRoutes: FastifyPluginAsyncTypebox<{ withdrawals: WithdrawalService; adjustments: AdjustmentService; config: Config }> = async (
  app,
  { withdrawals, adjustments, config },
) => {
  app.post('/withdraw', { schema: withdrawSchema, config: { access: 'user' } }, async (request, reply) => {
    await withdrawals.request(signedIn(request).user, request.body, requestRelyingParty(config, request));
    return reply.code(201).send({ message: WITHDRAW_REQUESTED });
  });

  app.post('/give-bonus/:id', { schema: giveBonusSchema, config: { access: 'admin', permission: 'money.adjust' } }, async (request) => {
    await adjustments.giveBonus(signedIn(request).user.id, Number(request.params.id), request.body.bonus, request.body.reason);
    return { message: ADJUSTMENT_MESSAGES.bonusGiven };
  });

  app.post('/charge-fee/:id', { schema: chargeFeeSchema, config: { access: 'admin', permission: 'money.adjust' } }, async (request) => {
    await adjustments.chargeFee(signedIn(request).user.id, Number(request.params.id), request.body.fee, request.body.reason);
    return { message: ADJUSTMENT_MESSAGES.feeCharged };
  });
};

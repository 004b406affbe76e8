import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { ADJUSTMENT_MESSAGES, type AdjustmentService } from '../../services/adjustments';
import { WITHDRAW_REQUESTED, type WithdrawalService } from '../../services/withdrawals';
import type { IdParams } from '../schemas';
import { chargeFeeSchema, giveBonusSchema, withdrawSchema, type BonusBody, type FeeBody, type WithdrawBody } from './schemas';

export const walletRoutes: FastifyPluginAsync<{ withdrawals: WithdrawalService; adjustments: AdjustmentService }> = async (
  app,
  { withdrawals, adjustments },
) => {
  app.post<{ Body: WithdrawBody }>('/withdraw', { schema: withdrawSchema, onRequest: app.authenticate }, async (request, reply) => {
    await withdrawals.request(signedIn(request).user, request.body);
    return reply.code(201).send({ message: WITHDRAW_REQUESTED });
  });

  app.post<{ Body: BonusBody; Params: IdParams }>(
    '/give-bonus/:id',
    { schema: giveBonusSchema, onRequest: app.requireAdmin },
    async (request) => {
      await adjustments.giveBonus(signedIn(request).user.id, request.params.id, request.body.bonus, request.body.reason);
      return { message: ADJUSTMENT_MESSAGES.bonusGiven };
    },
  );

  app.post<{ Body: FeeBody; Params: IdParams }>('/charge-fee/:id', { schema: chargeFeeSchema, onRequest: app.requireAdmin }, async (request) => {
    await adjustments.chargeFee(signedIn(request).user.id, request.params.id, request.body.fee, request.body.reason);
    return { message: ADJUSTMENT_MESSAGES.feeCharged };
  });
};

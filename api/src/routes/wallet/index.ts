import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chargeFeeSchema, giveBonusSchema, withdrawSchema } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { said } from '../../i18n';
import { signedIn } from '../../plugins/auth';
import { requestRelyingParty } from '../passkeys';
import { ADJUSTMENT_TEXTS } from '../../services/adjustments';
import type { ApprovalService } from '../../services/approvals';
import { WITHDRAW_REQUESTED, type WithdrawalService } from '../../services/withdrawals';

export const walletRoutes: FastifyPluginAsyncTypebox<{ withdrawals: WithdrawalService; approvals: ApprovalService; config: Config }> = async (
  app,
  { withdrawals, approvals, config },
) => {
  app.post('/withdraw', { schema: withdrawSchema, config: { access: 'user' } }, async (request, reply) => {
    await withdrawals.request(signedIn(request).user, request.body, requestRelyingParty(config, request), request.locale);
    return reply.code(201).send({ message: request.say(WITHDRAW_REQUESTED) });
  });

  app.post('/give-bonus/:id', { schema: giveBonusSchema, config: { access: 'admin', permission: 'money.adjust' } }, async (request, reply) => {
    const { bonus, reason } = request.body;
    const outcome = await approvals.submit(signedIn(request).user, { kind: 'wallet.bonus', user_id: Number(request.params.id), amount: bonus, reason });
    return 'pending' in outcome ? reply.code(202).send(said(request, outcome.pending)) : { message: request.say(ADJUSTMENT_TEXTS.bonusGiven) };
  });

  app.post('/charge-fee/:id', { schema: chargeFeeSchema, config: { access: 'admin', permission: 'money.adjust' } }, async (request, reply) => {
    const { fee, reason } = request.body;
    const outcome = await approvals.submit(signedIn(request).user, { kind: 'wallet.fee', user_id: Number(request.params.id), amount: fee, reason });
    return 'pending' in outcome ? reply.code(202).send(said(request, outcome.pending)) : { message: request.say(ADJUSTMENT_TEXTS.feeCharged) };
  });
};

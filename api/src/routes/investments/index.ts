import { said } from '../../i18n';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminDepositSchema,
  depositSchema,
  ownPlansSchema,
  pastPlansSchema,
  redeemSchema,
  redemptionPreviewSchema,
  renewalSchema,
  userPlansSchema,
} from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { ApprovalService } from '../../services/approvals';
import { INVESTMENT_TEXTS, type InvestmentService } from '../../services/investments';
import type { RedemptionService } from '../../services/redemption';

export const investmentRoutes: FastifyPluginAsyncTypebox<{
  investments: InvestmentService;
  redemption: RedemptionService;
  approvals: ApprovalService;
}> = async (app, { investments, redemption, approvals }) => {
  app.post('/deposit', { schema: depositSchema, config: { access: 'user' } }, async (request, reply) => {
    return reply.code(201).send(said(request, await investments.deposit(signedIn(request).user, request.body, request.locale)));
  });

  app.post('/admin-deposit', { schema: adminDepositSchema, config: { access: 'admin', permission: 'money.adjust' } }, async (request, reply) => {
    const outcome = await approvals.submit(signedIn(request).user, { kind: 'plan.buy_for_user', deposit: request.body });
    return 'pending' in outcome
      ? reply.code(202).send(said(request, outcome.pending))
      : reply.code(201).send({ message: request.say(INVESTMENT_TEXTS.boughtForUser) });
  });

  app.get('/get-user-plans', { schema: ownPlansSchema, config: { access: 'user' } }, async (request) => investments.activePlans(signedIn(request).user.id));

  app.get('/past-user-plans', { schema: pastPlansSchema, config: { access: 'user' } }, async (request) => investments.pastPlans(signedIn(request).user.id));

  app.get('/get-user-plans/:id', { schema: userPlansSchema, config: { access: 'admin' } }, async (request) => investments.allPlans(Number(request.params.id)));

  app.get('/user-plans/:id/redemption', { schema: redemptionPreviewSchema, config: { access: 'user' } }, async (request) =>
    redemption.preview(signedIn(request).user.id, Number(request.params.id)),
  );

  app.post('/user-plans/:id/redemption', { schema: redeemSchema, config: { access: 'user' } }, async (request) =>
    redemption.redeem(signedIn(request).user.id, Number(request.params.id)),
  );

  app.post('/user-plans/:id/renewal', { schema: renewalSchema, config: { access: 'user' } }, async (request) =>
    said(request, await redemption.chooseRenewal(signedIn(request).user.id, Number(request.params.id), request.body.auto_renew)),
  );
};

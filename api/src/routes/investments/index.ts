import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminDepositSchema,
  depositSchema,
  ownPlansSchema,
  redeemSchema,
  redemptionPreviewSchema,
  renewalSchema,
  userPlansSchema,
} from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import { INVESTMENT_MESSAGES, type InvestmentService } from '../../services/investments';
import type { RedemptionService } from '../../services/redemption';

export const investmentRoutes: FastifyPluginAsyncTypebox<{ investments: InvestmentService; redemption: RedemptionService }> = async (
  app,
  { investments, redemption },
) => {
  app.post('/deposit', { schema: depositSchema, config: { access: 'user' } }, async (request, reply) => {
    return reply.code(201).send(await investments.deposit(signedIn(request).user, request.body));
  });

  app.post('/admin-deposit', { schema: adminDepositSchema, config: { access: 'admin', permission: 'money.adjust' } }, async (request, reply) => {
    await investments.buyForUser(signedIn(request).user.id, request.body);
    return reply.code(201).send({ message: INVESTMENT_MESSAGES.boughtForUser });
  });

  app.get('/get-user-plans', { schema: ownPlansSchema, config: { access: 'user' } }, async (request) =>
    investments.activePlans(signedIn(request).user.id),
  );

  app.get('/get-user-plans/:id', { schema: userPlansSchema, config: { access: 'admin' } }, async (request) =>
    investments.allPlans(Number(request.params.id)),
  );

  app.get('/user-plans/:id/redemption', { schema: redemptionPreviewSchema, config: { access: 'user' } }, async (request) =>
    redemption.preview(signedIn(request).user.id, Number(request.params.id)),
  );

  app.post('/user-plans/:id/redemption', { schema: redeemSchema, config: { access: 'user' } }, async (request) =>
    redemption.redeem(signedIn(request).user.id, Number(request.params.id)),
  );

  app.post('/user-plans/:id/renewal', { schema: renewalSchema, config: { access: 'user' } }, async (request) =>
    redemption.chooseRenewal(signedIn(request).user.id, Number(request.params.id), request.body.auto_renew),
  );
};

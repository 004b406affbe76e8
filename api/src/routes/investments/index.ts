import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminDepositSchema, depositSchema, ownPlansSchema, userPlansSchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import { INVESTMENT_MESSAGES, type InvestmentService } from '../../services/investments';

export const investmentRoutes: FastifyPluginAsyncTypebox<{ investments: InvestmentService }> = async (app, { investments }) => {
  app.post('/deposit', { schema: depositSchema, config: { access: 'user' } }, async (request, reply) => {
    const message = await investments.deposit(signedIn(request).user, request.body);
    return reply.code(201).send({ message });
  });

  app.post('/admin-deposit', { schema: adminDepositSchema, config: { access: 'admin' } }, async (request, reply) => {
    await investments.buyForUser(signedIn(request).user.id, request.body);
    return reply.code(201).send({ message: INVESTMENT_MESSAGES.boughtForUser });
  });

  app.get('/get-user-plans', { schema: ownPlansSchema, config: { access: 'user' } }, async (request) =>
    investments.activePlans(signedIn(request).user.id),
  );

  app.get('/get-user-plans/:id', { schema: userPlansSchema, config: { access: 'admin' } }, async (request) =>
    investments.activePlans(Number(request.params.id)),
  );
};

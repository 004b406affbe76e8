import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { INVESTMENT_MESSAGES, type InvestmentService } from '../../services/investments';
import type { IdParams } from '../schemas';
import { adminDepositSchema, depositSchema, ownPlansSchema, userPlansSchema, type AdminDepositBody, type DepositBody } from './schemas';

export const investmentRoutes: FastifyPluginAsync<{ investments: InvestmentService }> = async (app, { investments }) => {
  app.post<{ Body: DepositBody }>('/deposit', { schema: depositSchema, onRequest: app.authenticate }, async (request, reply) => {
    const message = await investments.deposit(signedIn(request).user, request.body);
    return reply.code(201).send({ message });
  });

  app.post<{ Body: AdminDepositBody }>('/admin-deposit', { schema: adminDepositSchema, onRequest: app.requireAdmin }, async (request, reply) => {
    await investments.buyForUser(signedIn(request).user.id, request.body);
    return reply.code(201).send({ message: INVESTMENT_MESSAGES.boughtForUser });
  });

  app.get('/get-user-plans', { schema: ownPlansSchema, onRequest: app.authenticate }, async (request) =>
    investments.activePlans(signedIn(request).user.id),
  );

  app.get<{ Params: IdParams }>('/get-user-plans/:id', { schema: userPlansSchema, onRequest: app.requireAdmin }, async (request) =>
    investments.activePlans(request.params.id),
  );
};

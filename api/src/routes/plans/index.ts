import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { PLAN_MESSAGES, type PlanService } from '../../services/plans';
import type { IdParams } from '../schemas';
import { createPlanSchema, deletePlanSchema, editPlanSchema, listPlansSchema, type PlanBody } from './schemas';

export const planRoutes: FastifyPluginAsync<{ plans: PlanService }> = async (app, { plans }) => {
  app.get('/plans', { schema: listPlansSchema }, async () => plans.list());

  app.post<{ Body: PlanBody }>('/create-plan', { schema: createPlanSchema, onRequest: app.requireAdmin }, async (request, reply) => {
    const plan = await plans.create(signedIn(request).user.id, request.body);
    return reply.code(201).send({ message: PLAN_MESSAGES.created, plan });
  });

  app.post<{ Body: PlanBody; Params: IdParams }>(
    '/edit-plan/:id',
    { schema: editPlanSchema, onRequest: app.requireAdmin },
    async (request) => {
      const plan = await plans.update(signedIn(request).user.id, request.params.id, request.body);
      return { message: PLAN_MESSAGES.updated, plan };
    },
  );

  app.post<{ Params: IdParams }>('/delete-plan/:id', { schema: deletePlanSchema, onRequest: app.requireAdmin }, async (request) => {
    await plans.remove(signedIn(request).user.id, request.params.id);
    return { message: PLAN_MESSAGES.deleted };
  });
};

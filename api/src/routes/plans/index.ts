import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createPlanSchema, deletePlanSchema, editPlanSchema, listPlansSchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import { PLAN_MESSAGES, type PlanService } from '../../services/plans';

export const planRoutes: FastifyPluginAsyncTypebox<{ plans: PlanService }> = async (app, { plans }) => {
  app.get('/plans', { schema: listPlansSchema, config: { access: 'visitor' } }, async () => plans.list());

  app.post('/create-plan', { schema: createPlanSchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request, reply) => {
    const plan = await plans.create(signedIn(request).user.id, request.body);
    return reply.code(201).send({ message: PLAN_MESSAGES.created, plan });
  });

  app.post('/edit-plan/:id', { schema: editPlanSchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request) => {
    const plan = await plans.update(signedIn(request).user.id, Number(request.params.id), request.body);
    return { message: PLAN_MESSAGES.updated, plan };
  });

  app.post('/delete-plan/:id', { schema: deletePlanSchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request) => {
    await plans.remove(signedIn(request).user.id, Number(request.params.id));
    return { message: PLAN_MESSAGES.deleted };
  });
};

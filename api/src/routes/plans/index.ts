import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createPlanSchema, deletePlanSchema, editPlanSchema, listPlansSchema } from '@arcvest/shared/schemas';
import { said } from '../../i18n';
import { signedIn } from '../../plugins/auth';
import type { ApprovalService } from '../../services/approvals';
import { PLAN_TEXTS, type PlanService } from '../../services/plans';

export const planRoutes: FastifyPluginAsyncTypebox<{ plans: PlanService; approvals: ApprovalService }> = async (app, { plans, approvals }) => {
  app.get('/plans', { schema: listPlansSchema, config: { access: 'visitor' } }, async () => plans.list());

  app.post('/create-plan', { schema: createPlanSchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request, reply) => {
    const outcome = await approvals.submit(signedIn(request).user, { kind: 'plan.create', plan: request.body });
    return 'pending' in outcome
      ? reply.code(202).send(said(request, outcome.pending))
      : reply.code(201).send({ message: request.say(PLAN_TEXTS.created), plan: outcome.done });
  });

  app.post('/edit-plan/:id', { schema: editPlanSchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request, reply) => {
    const outcome = await approvals.submit(signedIn(request).user, { kind: 'plan.change', plan_id: Number(request.params.id), plan: request.body });
    return 'pending' in outcome ? reply.code(202).send(said(request, outcome.pending)) : { message: request.say(PLAN_TEXTS.updated), plan: outcome.done };
  });

  app.post('/delete-plan/:id', { schema: deletePlanSchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request) => {
    await plans.remove(signedIn(request).user.id, Number(request.params.id));
    return { message: request.say(PLAN_TEXTS.deleted) };
  });
};

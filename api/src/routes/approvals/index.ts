import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { approvalsSchema, approveSchema, rejectApprovalSchema } from '@arcvest/shared/schemas';
import { said } from '../../i18n';
import { signedIn } from '../../plugins/auth';
import type { ApprovalService } from '../../services/approvals';

/** Four-eyes approval: requests waiting for a second staff member (docs/security-authorization.md#four-eyes-approval). */
export const approvalRoutes: FastifyPluginAsyncTypebox<{ approvals: ApprovalService }> = async (app, { approvals }) => {
  app.get('/approvals', { schema: approvalsSchema, config: { access: 'admin' } }, async (request) => approvals.list(request.query));

  app.post('/approvals/:id/approve', { schema: approveSchema, config: { access: 'admin', permission: 'approvals.decide' } }, async (request) =>
    said(request, await approvals.approve(signedIn(request).user, Number(request.params.id), request.locale)),
  );

  app.post('/approvals/:id/reject', { schema: rejectApprovalSchema, config: { access: 'admin', permission: 'approvals.decide' } }, async (request) =>
    said(request, await approvals.reject(signedIn(request).user, Number(request.params.id), request.body.reason, request.locale)),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminOverviewSchema, auditLogSchema } from '@arcvest/shared/schemas';
import type { AuditService } from '../../services/audit';

/** What admins did, and the figures of the admin overview: both for admins only. */
export const auditRoutes: FastifyPluginAsyncTypebox<{ audit: AuditService }> = async (app, { audit }) => {
  app.get('/audit-log', { schema: auditLogSchema, config: { access: 'admin' } }, async (request) => audit.page(request.query));
  app.get('/admin-overview', { schema: adminOverviewSchema, config: { access: 'admin' } }, async () => audit.overview());
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminOverviewSchema, auditLogSchema } from '@arcvest/shared/schemas';
import type { AuditService } from '../../services/audit';

/** What admins did, and the figures of the admin overview: both for admins only. */
export const auditRoutes: FastifyPluginAsyncTypebox<{ audit: AuditService }> = async (app, { audit }) => {
  app.get('/audit-log', { schema: auditLogSchema, onRequest: app.requireAdmin }, async (request) => audit.page(request.query));
  app.get('/admin-overview', { schema: adminOverviewSchema, onRequest: app.requireAdmin }, async () => audit.overview());
};

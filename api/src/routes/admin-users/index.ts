import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { identityVerificationsSchema, userByIdSchema } from '@arcvest/shared/schemas';
import type { AdminUserService } from '../../services/admin-users';

/** Admin-only reads of users: the identity verification list and one user's details. */
export const adminUserRoutes: FastifyPluginAsyncTypebox<{ adminUsers: AdminUserService }> = async (app, { adminUsers }) => {
  app.get('/identity-verifications', { schema: identityVerificationsSchema, onRequest: app.requireAdmin }, async (request) =>
    adminUsers.identityApplicants(request.query),
  );

  app.get('/user/:id', { schema: userByIdSchema, onRequest: app.requireAdmin }, async (request) => adminUsers.userById(Number(request.params.id)));
};

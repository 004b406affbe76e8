import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  deleteUserSchema,
  endSessionsSchema,
  identityVerificationsSchema,
  removeDisplayMessageSchema,
  setDisplayMessageSchema,
  suspendUserSchema,
  staffRoleSchema,
  switchRoleSchema,
  userByIdSchema,
  usersSchema,
} from '@arcvest/shared/schemas';
import { roleChangedMessage } from '@arcvest/shared/rules';
import { said } from '../../i18n';
import { signedIn } from '../../plugins/auth';
import type { ApprovalService } from '../../services/approvals';
import type { StaffRoleSet, UserManagementService } from '../../services/user-management';

/** Admin-only reads of users (the identity verification list, one user's details) and Manage users: the list and every action on a user. */
export const adminUserRoutes: FastifyPluginAsyncTypebox<{ userManagement: UserManagementService; approvals: ApprovalService }> = async (
  app,
  { userManagement, approvals },
) => {
  app.get('/identity-verifications', { schema: identityVerificationsSchema, config: { access: 'admin' } }, async (request) =>
    userManagement.identityApplicants(request.query),
  );

  app.get('/user/:id', { schema: userByIdSchema, config: { access: 'admin' } }, async (request) => userManagement.userById(Number(request.params.id)));

  app.get('/users', { schema: usersSchema, config: { access: 'admin' } }, async (request) => userManagement.list(request.query));

  app.post('/switch-role/:id', { schema: switchRoleSchema, config: { access: 'admin', permission: 'staff.manage' } }, async (request) => ({
    message: request.say(await userManagement.switchRole(signedIn(request).user.id, Number(request.params.id))),
  }));

  app.post('/staff-role/:id', { schema: staffRoleSchema, config: { access: 'admin', permission: 'staff.manage' } }, async (request, reply) => {
    const [owner, userId] = [signedIn(request).user, Number(request.params.id)];
    const roleSet = ({ username, role }: StaffRoleSet) => ({
      message: request.say(roleChangedMessage(username, role, (text) => request.say(text), request.locale)),
    });
    if (request.body.staff_role !== 'owner') return roleSet(await userManagement.setStaffRole(owner.id, userId, request.body.staff_role));
    const outcome = await approvals.submit(owner, { kind: 'staff.make_owner', user_id: userId });
    return 'pending' in outcome ? reply.code(202).send(said(request, outcome.pending)) : roleSet(outcome.done);
  });

  app.post('/suspend-user/:id', { schema: suspendUserSchema, config: { access: 'admin', permission: 'users.restrict' } }, async (request) => ({
    message: request.say(await userManagement.switchSuspension(signedIn(request).user.id, Number(request.params.id))),
  }));

  app.post('/end-sessions/:id', { schema: endSessionsSchema, config: { access: 'admin', permission: 'users.restrict' } }, async (request) => ({
    message: request.say(await userManagement.endSessions(signedIn(request).user.id, Number(request.params.id))),
  }));

  app.post('/delete-user/:id', { schema: deleteUserSchema, config: { access: 'admin', permission: 'staff.manage' } }, async (request) => ({
    message: request.say(await userManagement.deleteUser(signedIn(request).user.id, Number(request.params.id))),
  }));

  app.post('/set-display-message/:id', { schema: setDisplayMessageSchema, config: { access: 'admin', permission: 'users.message' } }, async (request) => ({
    message: request.say(await userManagement.setDisplayMessage(signedIn(request).user.id, Number(request.params.id), request.body.message)),
  }));

  app.post(
    '/remove-display-message/:id',
    { schema: removeDisplayMessageSchema, config: { access: 'admin', permission: 'users.message' } },
    async (request) => ({
      message: request.say(await userManagement.removeDisplayMessage(signedIn(request).user.id, Number(request.params.id))),
    }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { acceptInvitationSchema, invitationLookupSchema, inviteStaffSchema, revokeInvitationSchema, staffInvitationsSchema } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { said } from '../../i18n';
import { signedIn } from '../../plugins/auth';
import type { StaffInvitationService } from '../../services/staff-invitations';
import { attemptsLimit, signInOrigin, toSignupPayload } from '../auth';

/** Staff invitations: owners invite and revoke, admins read, the invitee accepts (docs/security-authorization.md#staff-invitations). */
export const staffRoutes: FastifyPluginAsyncTypebox<{ invitations: StaffInvitationService; config: Config }> = async (app, { invitations, config }) => {
  app.post('/staff-invitations', { schema: inviteStaffSchema, config: { access: 'admin', permission: 'staff.manage' } }, async (request, reply) =>
    reply.code(201).send(said(request, await invitations.invite(signedIn(request).user.id, request.body, request.locale))),
  );

  app.get('/staff-invitations', { schema: staffInvitationsSchema, config: { access: 'admin' } }, async () => invitations.list());

  app.delete('/staff-invitations/:id', { schema: revokeInvitationSchema, config: { access: 'admin', permission: 'staff.manage' } }, async (request) => ({
    message: request.say(await invitations.revoke(signedIn(request).user.id, Number(request.params.id))),
  }));

  app.get('/staff-invitations/lookup', { schema: invitationLookupSchema, config: { access: 'visitor', ...attemptsLimit(config) } }, async (request) =>
    invitations.lookup(request.query.token),
  );

  app.post('/staff-invitations/accept', { schema: acceptInvitationSchema, config: { access: 'visitor', ...attemptsLimit(config) } }, async (request, reply) => {
    const { token, locale, ...form } = request.body;
    // The address is the invitation's, whatever the form says.
    return reply.code(201).send(await invitations.accept(token, toSignupPayload(form), locale ?? request.locale, signInOrigin(request)));
  });
};

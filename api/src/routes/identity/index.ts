import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDENTITY_TEXTS } from '@arcvest/shared/rules';
import { acceptIdentitySchema, rejectIdentitySchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { IdentityService } from '../../services/identity';

/** The admin's review of identity submissions. */
export const identityReviewRoutes: FastifyPluginAsyncTypebox<{ identity: IdentityService }> = async (app, { identity }) => {
  app.post('/accept-verified-identity/:id', { schema: acceptIdentitySchema, config: { access: 'admin', permission: 'identity.decide' } }, async (request) => {
    await identity.accept(signedIn(request).user.id, Number(request.params.id));
    return { message: request.say(IDENTITY_TEXTS.accepted) };
  });

  app.post('/reject-verified-identity/:id', { schema: rejectIdentitySchema, config: { access: 'admin', permission: 'identity.decide' } }, async (request) => {
    await identity.reject(signedIn(request).user.id, Number(request.params.id), request.body.reason);
    return { message: request.say(IDENTITY_TEXTS.rejected) };
  });
};

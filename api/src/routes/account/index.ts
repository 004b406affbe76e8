import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_TEXTS, IDENTITY_TEXTS, MAX_IMAGE_BYTES } from '@arcvest/shared/rules';
import {
  saveLocaleSchema,
  updateContactSchema,
  updateProfileSchema,
  verifyEmailCodeSchema,
  verifyEmailSchema,
  verifyIdentitySchema,
} from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import { toPublicUser } from '../../services/accounts';
import type { EmailVerificationService } from '../../services/email-verification';
import type { IdentityService } from '../../services/identity';
import type { ProfileService } from '../../services/profile';
import { attemptsLimit } from '../auth';
import { readMultipartForm } from '../multipart';

interface AccountDeps {
  profile: ProfileService;
  emailVerification: EmailVerificationService;
  identity: IdentityService;
  config: Config;
}

/** The signed-in investor's own account: profile, contact, language, email verification and identity submission. */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountDeps> = async (app, { profile, emailVerification, identity, config }) => {
  app.post('/update-profile', { schema: updateProfileSchema, config: { access: 'user' } }, async (request) => {
    await profile.changeProfile(signedIn(request).user.id, request.body);
    return { message: request.say(ACCOUNT_TEXTS.profileUpdated) };
  });

  app.post('/update-contact', { schema: updateContactSchema, config: { access: 'user' } }, async (request) => {
    await profile.changeContact(signedIn(request).user.id, request.body);
    return { message: request.say(ACCOUNT_TEXTS.contactUpdated) };
  });

  // Any signed-in account, staff too: everyone reads the product in a language.
  app.put('/me/locale', { schema: saveLocaleSchema, config: { access: 'user' } }, async (request) =>
    toPublicUser(await profile.changeLocale(signedIn(request).user, request.body.locale)),
  );

  app.post('/verify-email', { schema: verifyEmailSchema, config: { access: 'user', ...attemptsLimit(config) } }, async (request) => {
    return { message: request.say(await emailVerification.sendCode(signedIn(request), request.body.email)) };
  });

  app.post('/verify-email-code', { schema: verifyEmailCodeSchema, config: { access: 'user', ...attemptsLimit(config) } }, async (request) => {
    await emailVerification.confirm(signedIn(request), request.body);
    return { message: request.say(ACCOUNT_TEXTS.emailVerified) };
  });

  app.post('/verify-identity', { schema: verifyIdentitySchema, config: { access: 'user' } }, async (request, reply) => {
    const form = await readMultipartForm(request, MAX_IMAGE_BYTES);
    await identity.submit(signedIn(request).user, form, request.locale);
    return reply.code(201).send({ message: request.say(IDENTITY_TEXTS.submitted) });
  });
};

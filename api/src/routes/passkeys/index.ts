import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_ANSWER_TEXTS } from '@arcvest/shared/rules';
import {
  passkeyListSchema,
  passkeyLoginOptionsSchema,
  passkeyLoginSchema,
  passkeyRegisterSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRemoveSchema,
  passkeySecondFactorOptionsSchema,
} from '@arcvest/shared/schemas';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import { relyingParty, type ExpectedOrigin, type PasskeyService } from '../../services/passkeys';
import type { SignInService } from '../../services/sign-in';
import { attemptsLimit, signInOrigin } from '../auth';

/** The relying party of this request: PUBLIC_URL when set, else the request's protocol and host. */
export function requestRelyingParty(config: Config, request: FastifyRequest): ExpectedOrigin {
  return relyingParty(config.publicUrl, request);
}

/**
 * Passkeys: the signed-in user registers, lists and removes them; visitors sign in with one
 * alone, or use one as the second step after the password (docs/security.md#passkeys).
 */
export const passkeyRoutes: FastifyPluginAsyncTypebox<{
  passkeys: PasskeyService;
  signIn: SignInService;
  config: Config;
  /** The one per-IP count of the password and second-factor steps (routes/auth signInLimit). */
  signInLimited: onRequestHookHandler;
}> = async (app, { passkeys, signIn, config, signInLimited: limited }) => {
  app.post('/passkeys/registration-options', { schema: passkeyRegistrationOptionsSchema, config: { access: 'user', reauthenticate: true } }, async (request) =>
    passkeys.registrationOptions(signedIn(request).user, requestRelyingParty(config, request)),
  );

  app.post(
    '/passkeys',
    { schema: passkeyRegisterSchema, config: { access: 'user', reauthenticate: true, ...attemptsLimit(config) } },
    async (request, reply) => {
      const passkey = await passkeys.register(
        signedIn(request).user,
        { name: request.body.name, response: request.body.response as RegistrationResponseJSON },
        requestRelyingParty(config, request),
      );
      return reply.code(201).send({ message: request.say(PASSKEY_ANSWER_TEXTS.registered), passkey });
    },
  );

  app.get('/passkeys', { schema: passkeyListSchema, config: { access: 'user' } }, async (request) => passkeys.list(signedIn(request).user));

  app.delete('/passkeys/:id', { schema: passkeyRemoveSchema, config: { access: 'user', reauthenticate: true } }, async (request) => {
    await passkeys.remove(signedIn(request).user, Number(request.params.id));
    return { message: request.say(PASSKEY_ANSWER_TEXTS.removed) };
  });

  app.post('/login/passkey/options', { schema: passkeyLoginOptionsSchema, config: { access: 'visitor', ...attemptsLimit(config) } }, async (request) =>
    signIn.passkeyOptions(requestRelyingParty(config, request)),
  );

  app.post('/login/passkey', { schema: passkeyLoginSchema, config: { access: 'visitor' }, onRequest: limited }, async (request) =>
    signIn.loginWithPasskey(request.body, requestRelyingParty(config, request), signInOrigin(request)),
  );

  // Asking for options is not a try: counted apart, like the options of a sign-in with a passkey alone.
  app.post(
    '/login/two-factor/passkey-options',
    { schema: passkeySecondFactorOptionsSchema, config: { access: 'visitor', ...attemptsLimit(config) } },
    async (request) => signIn.secondFactorPasskeyOptions(request.body.challenge, requestRelyingParty(config, request), signInOrigin(request)),
  );
};

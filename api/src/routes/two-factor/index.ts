import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TWO_FACTOR_TEXTS } from '@arcvest/shared/rules';
import { twoFactorDisableSchema, twoFactorEnableSchema, twoFactorSetupSchema, twoFactorStatusSchema } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import type { TwoFactorService } from '../../services/two-factor';
import { attemptsLimit } from '../auth';

/** The signed-in user turns two-factor sign-in on (secret, first code, recovery codes) or off (a current code). */
export const twoFactorRoutes: FastifyPluginAsyncTypebox<{ twoFactor: TwoFactorService; config: Config }> = async (app, { twoFactor, config }) => {
  app.get('/two-factor', { schema: twoFactorStatusSchema, config: { access: 'user' } }, async (request) => twoFactor.status(signedIn(request).user));

  app.post('/two-factor/setup', { schema: twoFactorSetupSchema, config: { access: 'user', reauthenticate: true } }, async (request) =>
    twoFactor.setup(signedIn(request).user),
  );

  app.post(
    '/two-factor/enable',
    { schema: twoFactorEnableSchema, config: { access: 'user', reauthenticate: true, ...attemptsLimit(config) } },
    async (request) => {
      const recoveryCodes = await twoFactor.enable(signedIn(request).user, request.body.code);
      return { message: request.say(TWO_FACTOR_TEXTS.enabled), recovery_codes: recoveryCodes };
    },
  );

  app.post(
    '/two-factor/disable',
    { schema: twoFactorDisableSchema, config: { access: 'user', reauthenticate: true, ...attemptsLimit(config) } },
    async (request) => {
      await twoFactor.disable(signedIn(request).user, request.body.code);
      return { message: request.say(TWO_FACTOR_TEXTS.disabled) };
    },
  );
};

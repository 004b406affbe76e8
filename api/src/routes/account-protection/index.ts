import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { maskedAntiPhishingCode } from '@arcvest/shared/rules';
import {
  accountProtectionSchema,
  antiPhishingSchema,
  freezeLinkSchema,
  freezeOwnAccountSchema,
  reauthenticatePasskeyOptionsSchema,
  reauthenticateSchema,
  stepUpSchema,
  unfreezeSchema,
} from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { said } from '../../i18n';
import { signedIn } from '../../plugins/auth';
import { requestRelyingParty } from '../passkeys';
import type { AccountProtectionService } from '../../services/account-protection';
import type { ReauthenticationService } from '../../services/reauthentication';
import type { StepUpService } from '../../services/step-up';
import { attemptsLimit } from '../auth';

interface AccountProtectionDeps {
  protection: AccountProtectionService;
  stepUp: StepUpService;
  reauthentication: ReauthenticationService;
  config: Config;
}

/** Step-up, re-authentication, the freeze and its link, the anti-phishing phrase, and an admin's unfreeze (docs/security.md#account-protection). */
export const accountProtectionRoutes: FastifyPluginAsyncTypebox<AccountProtectionDeps> = async (app, { protection, stepUp, reauthentication, config }) => {
  app.post('/step-up', { schema: stepUpSchema, config: { access: 'user', ...attemptsLimit(config) } }, async (request, reply) =>
    reply.code(201).send(
      await stepUp.open(signedIn(request).user, request.body.purpose, request.body.details, requestRelyingParty(config, request), {
        translate: (message) => request.say(message),
        locale: request.locale,
      }),
    ),
  );

  app.post('/reauthenticate', { schema: reauthenticateSchema, config: { access: 'user', ...attemptsLimit(config) } }, async (request) =>
    said(request, await reauthentication.reauthenticate(signedIn(request), request.body, requestRelyingParty(config, request))),
  );

  app.post('/reauthenticate/passkey-options', { schema: reauthenticatePasskeyOptionsSchema, config: { access: 'user' } }, async (request) =>
    reauthentication.passkeyOptions(signedIn(request), requestRelyingParty(config, request)),
  );

  app.get('/account-protection', { schema: accountProtectionSchema, config: { access: 'user' } }, async (request) => {
    const session = signedIn(request);
    const { user } = session;
    return {
      held_until: protection.heldUntil(user),
      reauthenticated_until: reauthentication.until(session),
      second_factor_locked: user.second_factor_locked_at !== null,
      anti_phishing_hint: user.anti_phishing_code ? maskedAntiPhishingCode(user.anti_phishing_code, (message) => request.say(message)) : null,
      methods: await stepUp.methodsFor(user),
    };
  });

  app.post('/anti-phishing-code', { schema: antiPhishingSchema, config: { access: 'user', reauthenticate: true } }, async (request) => ({
    message: request.say(await protection.setAntiPhishing(signedIn(request).user, request.body.code)),
  }));

  app.post('/freeze-account', { schema: freezeOwnAccountSchema, config: { access: 'user' } }, async (request) => ({
    message: request.say(await protection.freezeOwnAccount(signedIn(request).user.id)),
  }));

  app.post('/freeze', { schema: freezeLinkSchema, config: { access: 'visitor', ...attemptsLimit(config) } }, async (request) => ({
    message: request.say(await protection.freezeWithLink(request.body.token)),
  }));

  app.post('/unfreeze/:id', { schema: unfreezeSchema, config: { access: 'admin', permission: 'users.restrict' } }, async (request) => ({
    message: request.say(await protection.unfreeze(signedIn(request).user.id, Number(request.params.id), request.body)),
  }));
};

import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { installAccessRules } from './plugins/access';
import { installAuth, signedIn } from './plugins/auth';
import { installLocale } from './plugins/locale';
import { DOCS_PREFIX, registerDocs } from './plugins/docs';
import { installNoStore } from './plugins/no-store';
import { named } from './plugins/plugin-name';
import { installErrorHandler } from './plugins/error-handler';
import { installMetrics } from './plugins/metrics';
import { registerRateLimits } from './plugins/rate-limit';
import { OneLinePerRequest } from './plugins/request-log';
import { schemaCompilers } from './plugins/schema-compilers';
import { registerSecurityHeaders } from './plugins/security';
import { accountRoutes } from './routes/account';
import { accountProtectionRoutes } from './routes/account-protection';
import { adminUserRoutes } from './routes/admin-users';
import { auditRoutes } from './routes/audit';
import { authRoutes, signInLimit } from './routes/auth';
import { deploymentRoutes } from './routes/deployments';
import { identityReviewRoutes } from './routes/identity';
import { inboxRoutes } from './routes/inbox';
import { moneyRoutes } from './routes/money';
import { operationRoutes } from './routes/operations';
import { passkeyRoutes } from './routes/passkeys';
import { planRoutes } from './routes/plans';
import { passwordChangeRoutes } from './routes/password-change';
import { passwordResetRoutes } from './routes/password-reset';
import { priceRoutes } from './routes/prices';
import { sessionRoutes } from './routes/sessions';
import { approvalRoutes } from './routes/approvals';
import { staffRoutes } from './routes/staff';
import { supportRoutes } from './routes/support';
import { supportDeskRoutes } from './routes/support/desk';
import { twoFactorRoutes } from './routes/two-factor';
import { webRoutes } from './routes/web';
import { createNotFoundHandler } from './routes/web/fallback';
import { createServices } from './services';

export interface AppDeps {
  /** The database; the caller owns it (migrates before and destroys after). */
  db: Db;
  /** The clock; tests move it to expire tokens. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** HTTP client for outside services (crypto prices); tests pass a fake so they never reach the internet. */
  fetch?: typeof fetch;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Waits for the emails being sent now: those the queue's run in progress took, and those sent at once. */
    emailsSettled: () => Promise<void>;
  }
}

/** The whole server (API, docs and web app), ready to `listen` or to `inject` in tests. */
export function buildApp(config: Config, deps: AppDeps): FastifyInstance {
  const { db, now = () => new Date() } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A load balancer's request id carries into every log line of the request, and back out.
    requestIdHeader: 'x-request-id',
    // Report every invalid field at once, not only the first. Never coerce: "500", [500] or
    // true is not an amount. Path and query values are text, so their schemas describe text.
    ajv: { customOptions: { allErrors: true, coerceTypes: false } },
    schemaController: { compilersFactory: schemaCompilers },
  });

  const services = createServices({ db, config, now, fetch: deps.fetch ?? fetch, log: app.log });
  const { auth, plans, mailer, notifications, passwordReset, prices, hashPool } = services;
  app.addHook('onReady', async () => notifications.start());
  app.decorate('emailsSettled', async () => {
    await notifications.settled();
    await mailer.settled();
  });
  // Emails still being sent go out before the server (and the caller's database) stops.
  // An event stream never ends by itself: the server ends them, or it would wait for them to close.
  app.addHook('preClose', async () => services.eventStream.closeAll());
  app.addHook('onClose', async () => {
    await services.eventWakeups.stop();
    await notifications.stop();
    await mailer.settled();
    await hashPool.close();
  });

  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installMetrics(app, { db, now, hashPool, enabled: config.metricsToken !== null });
  installAuth(app, auth);
  installLocale(app, { allowPseudo: config.i18nPseudo });
  // Before every route: each one under /api must declare who may call it, or the app does not start.
  installAccessRules(app, {
    isPublicPluginRoute: ({ method, url }) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`) || (method === 'OPTIONS' && url === '/api*'),
    requireReauthentication: async (request) => services.reauthentication.requireRecent(signedIn(request)),
  });
  app.setNotFoundHandler(createNotFoundHandler(config, services.deployments, app.log));

  registerSecurityHeaders(app, config);
  registerRateLimits(app, config);
  registerDocs(app, config);

  app.register(
    named(async function apiRoutes(api) {
      installNoStore(api);
      // CORS for the API only: the remotes' files set their own open header.
      await api.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
      // One count for the password, second-factor and passkey sign-in steps.
      const signInLimited = signInLimit(api, config);
      await api.register(named(authRoutes), { auth, signUp: services.signUp, signIn: services.signIn, hashPool, config, signInLimited });
      await api.register(named(twoFactorRoutes), { twoFactor: services.twoFactor, config });
      await api.register(named(accountProtectionRoutes), {
        protection: services.protection,
        stepUp: services.stepUp,
        reauthentication: services.reauthentication,
        config,
      });
      await api.register(named(passkeyRoutes), { passkeys: services.passkeys, signIn: services.signIn, config, signInLimited });
      await api.register(named(sessionRoutes), { sessions: services.sessions });
      await api.register(named(planRoutes), { plans, approvals: services.approvals });
      // Multipart forms (image uploads) are read per route, with limits there.
      await api.register(multipart);
      await api.register(named(moneyRoutes), { services, config });
      await api.register(named(passwordResetRoutes), { passwordReset, config });
      await api.register(named(passwordChangeRoutes), { passwordChange: services.passwordChange, config });
      await api.register(named(priceRoutes), { prices });
      const { profile, emailVerification, identity } = services;
      await api.register(named(accountRoutes), { profile, emailVerification, identity, config });
      await api.register(named(identityReviewRoutes), { identity });
      await api.register(named(adminUserRoutes), { userManagement: services.userManagement, approvals: services.approvals });
      await api.register(named(approvalRoutes), { approvals: services.approvals });
      await api.register(named(staffRoutes), { invitations: services.staffInvitations, config });
      await api.register(named(auditRoutes), { audit: services.audit });
      await api.register(named(supportRoutes), { support: services.support });
      await api.register(named(supportDeskRoutes), { desk: services.supportDesk });
      await api.register(named(inboxRoutes), { inbox: services.inbox, stream: services.eventStream, auth });
      await api.register(named(deploymentRoutes), { deployments: services.deployments, config });
      await api.register(named(operationRoutes), { readiness: services.readiness, metricsToken: config.metricsToken });
    }),
    { prefix: '/api' },
  );
  app.register(named(webRoutes), { config, auth, deployments: services.deployments });

  return app;
}

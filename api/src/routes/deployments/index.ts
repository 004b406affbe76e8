import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canaryShareSchema, clientErrorSchema, deploymentsSchema, endCanarySchema, promoteCanarySchema } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import type { DeploymentService } from '../../services/deployments';

/** An error report is a line of text and a few names: anything larger is not one. */
const CLIENT_ERROR_BODY_LIMIT = 2048;

/** The admin's canary actions, and the error reports every page may send (docs/deployment.md#client-error-reports). */
export const deploymentRoutes: FastifyPluginAsyncTypebox<{ deployments: DeploymentService; config: Config }> = async (app, { deployments, config }) => {
  app.get('/deployments', { schema: deploymentsSchema, config: { access: 'admin' } }, async () => deployments.overview());

  app.post('/deployments/:remote/promote', { schema: promoteCanarySchema, config: { access: 'admin' } }, async (request) => ({
    message: await deployments.promote(signedIn(request).user.id, request.params.remote, request.body.version),
  }));
  app.post('/deployments/:remote/canary-share', { schema: canaryShareSchema, config: { access: 'admin' } }, async (request) => ({
    message: await deployments.changeShare(signedIn(request).user.id, request.params.remote, request.body),
  }));
  app.post('/deployments/:remote/end-canary', { schema: endCanarySchema, config: { access: 'admin' } }, async (request) => ({
    message: await deployments.end(signedIn(request).user.id, request.params.remote, request.body.version),
  }));

  // No sign-in (it comes from any page), so it changes nothing but the counts, and it is limited per client IP.
  app.post(
    '/client-errors',
    {
      schema: clientErrorSchema,
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: { access: 'visitor', rateLimit: { max: config.clientErrorsPerMinute, timeWindow: 60_000, keyGenerator: (request) => `client-errors:${request.ip}` } },
    },
    async (request, reply) => {
      const answer = await deployments.reportClientError(request.body);
      if (answer.counted) app.metrics?.recordClientError(request.body.remote, request.body.version, request.body.kind);
      return reply.code(202).send(answer);
    },
  );
};

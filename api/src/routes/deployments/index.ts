import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canaryShareSchema, clientErrorSchema, deploymentsSchema, endCanarySchema, promoteCanarySchema, remoteLoadSchema } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import type { DeploymentService } from '../../services/deployments';
import { reportingVisitor } from '../web/visitor';

/** A report is a line of text and a few names: anything larger is not one. */
const REPORT_BODY_LIMIT = 2048;

/** Reports come from any page, so no sign-in; each kind is limited per client IP. */
const perClient = (kind: string, max: number) => ({ access: 'visitor' as const, rateLimit: { max, timeWindow: 60_000, keyGenerator: (request: { ip: string }) => `${kind}:${request.ip}` } });

/** The admin's canary actions, and the page loads and error reports every page may send (docs/deployment.md#page-loads-and-client-error-reports). */
export const deploymentRoutes: FastifyPluginAsyncTypebox<{ deployments: DeploymentService; config: Config }> = async (app, { deployments, config }) => {
  app.get('/deployments', { schema: deploymentsSchema, config: { access: 'admin' } }, async () => deployments.overview());

  app.post('/deployments/:remote/promote', { schema: promoteCanarySchema, config: { access: 'admin', permission: 'releases.manage' } }, async (request) => ({
    message: request.say(await deployments.promote(signedIn(request).user.id, request.params.remote, request.body.version)),
  }));
  app.post('/deployments/:remote/canary-share', { schema: canaryShareSchema, config: { access: 'admin', permission: 'releases.manage' } }, async (request) => ({
    message: request.say(await deployments.changeShare(signedIn(request).user.id, request.params.remote, request.body)),
  }));
  app.post('/deployments/:remote/end-canary', { schema: endCanarySchema, config: { access: 'admin', permission: 'releases.manage' } }, async (request) => ({
    message: request.say(await deployments.end(signedIn(request).user.id, request.params.remote, request.body.version)),
  }));

  // Reports change nothing but the counts (and a failing canary's end); only a visitor's own
  // signed cookies make one count.
  app.post('/remote-loads', { schema: remoteLoadSchema, bodyLimit: REPORT_BODY_LIMIT, config: perClient('remote-loads', config.remoteLoadsPerMinute) }, async (request, reply) => {
    const answer = await deployments.reportRemoteLoad(request.body, reportingVisitor(request, deployments.signCookie));
    if (answer.counted) app.metrics?.recordRemoteLoad(request.body.remote, request.body.version);
    return reply.code(202).send(answer);
  });
  app.post(
    '/client-errors',
    { schema: clientErrorSchema, bodyLimit: REPORT_BODY_LIMIT, config: perClient('client-errors', config.clientErrorsPerMinute) },
    async (request, reply) => {
      const answer = await deployments.reportClientError(request.body, reportingVisitor(request, deployments.signCookie));
      if (answer.counted) app.metrics?.recordClientError(request.body.remote, request.body.version, request.body.kind);
      return reply.code(202).send(answer);
    },
  );
};

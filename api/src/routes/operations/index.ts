import type { Message } from '@arcvest/shared/rules';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthSchema, metricsSchema, readinessSchema } from '@arcvest/shared/schemas';
import { HttpError } from '../../errors';
import type { ReadinessService } from '../../services/readiness';

export const METRICS_OFF_MESSAGE: Message = /*i18n*/ { id: 'api.metrics.off', message: 'Metrics are off: set METRICS_TOKEN to turn them on.' };
export const METRICS_TOKEN_MESSAGE: Message = /*i18n*/ { id: 'api.metrics.token', message: 'The metrics token is missing or wrong.' };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Liveness and readiness for load balancers, and Prometheus metrics behind their own token. */
export const operationRoutes: FastifyPluginAsyncTypebox<{ readiness: ReadinessService; metricsToken: string | null }> = async (
  app,
  { readiness, metricsToken },
) => {
  app.get('/health', { schema: healthSchema, config: { access: 'visitor' } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { schema: readinessSchema, config: { access: 'visitor' } }, async (_request, reply) => {
    const problem = await readiness.problem();
    if (problem) return reply.code(503).send({ message: problem });
    return { status: 'ready' as const, database: 'reachable' as const, migrations: 'current' as const };
  });

  // Open to visitors as far as users go: it checks a token of its own, not a user's.
  app.get('/metrics', { schema: metricsSchema, config: { access: 'visitor' } }, async (request, reply) => {
    const { metrics } = app;
    if (!metrics || !metricsToken) throw new HttpError(404, METRICS_OFF_MESSAGE);
    if (!sameSecret(request.headers.authorization ?? '', `Bearer ${metricsToken}`)) throw new HttpError(401, METRICS_TOKEN_MESSAGE);
    return reply.type(metrics.contentType).send(await metrics.exposition());
  });
};

import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when it is answered, instead of Fastify's two (one on arrival, one
 * on answer): the same facts, at half the cost on every request. Fastify's own lines are turned
 * off where the app is built (`disableRequestLogging`).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: { method: request.method, url: request.url, remoteAddress: request.ip }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}

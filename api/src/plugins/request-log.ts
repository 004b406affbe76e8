import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is answered, instead of Fastify's two (one on arrival, one
 * on answer): the same facts, at half the cost on every request.
 */
export class OneLinePerRequest extends LogController {
  /** Read on arrival: once the answer is sent, a closed connection no longer knows its peer. */
  private readonly clientAddresses = new WeakMap<FastifyRequest, string>();

  override incomingRequest(request: FastifyRequest): void {
    this.clientAddresses.set(request, request.ip);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Shaped for Fastify's `req` serializer, which logs `ip` as remoteAddress.
    const req = { method: request.method, url: request.url, host: request.host, ip: this.clientAddresses.get(request) };
    const line = { req, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

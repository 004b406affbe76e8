import type { FastifyInstance } from 'fastify';

/** The sign-in steps answer tokens, secrets or challenges without a bearer token yet. */
const SIGN_IN_ROUTE = /^\/api\/login(\/|$)/;

/**
 * `Cache-Control: no-store` on every answer to a request that carries credentials (or got
 * them), so no browser or proxy cache keeps personal data or tokens (ASVS V14/V8).
 */
export function installNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const authenticated = request.signedIn !== null || request.headers.authorization !== undefined;
    if (authenticated || SIGN_IN_ROUTE.test(request.routeOptions.url ?? '')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ONLY_MESSAGE, HttpError } from '../errors';
import { AUTH_TEXTS, type AuthService, type SignedIn } from '../services/auth';

declare module 'fastify' {
  interface FastifyRequest {
    signedIn: SignedIn | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token of a live, unsuspended user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: authenticate, then the user must be an admin (as the database says now). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

export function installAuth(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('signedIn', null);

  async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, AUTH_TEXTS.unauthenticated);
    request.signedIn = await auth.authenticate(token);
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.signedIn?.user.role !== 'admin') throw new HttpError(403, ADMIN_ONLY_MESSAGE);
  });
}

/** The bearer token a request carries, when it is well formed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/** The user and session an `authenticate` or `requireAdmin` hook has put on the request. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new HttpError(401, AUTH_TEXTS.unauthenticated);
  return request.signedIn;
}

/**
 * The signed-in user when the request carries a valid bearer token, else null: for a route open
 * to anyone that answers a signed-in user differently (/config.json's canary bucket).
 */
export async function optionalSignedIn(auth: AuthService, request: FastifyRequest): Promise<SignedIn | null> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return token ? auth.authenticate(token).catch(() => null) : null;
}

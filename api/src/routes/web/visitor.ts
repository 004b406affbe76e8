import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'arcvest_visitor';
/** 400 days, the longest lifetime browsers keep a cookie for. */
const VISITOR_MAX_AGE_SECONDS = 400 * 24 * 3600;
/** 128 random bits, base64url: anything else in the cookie is replaced. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The visitor's id for canary buckets (docs/deployment.md#who-gets-the-canary): the signed-in
 * user's, so they see one version on every device, else a first-party cookie set here the first
 * time. The cookie is random and says nothing about the visitor.
 */
export function visitorId(request: FastifyRequest, reply: FastifyReply, userId: number | null): string {
  let cookie = cookieValue(request.headers.cookie, VISITOR_COOKIE);
  if (cookie === null || !VISITOR_ID.test(cookie)) {
    cookie = randomBytes(16).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${VISITOR_COOKIE}=${cookie}; Path=/; Max-Age=${VISITOR_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  }
  return userId === null ? `visitor:${cookie}` : `user:${userId}`;
}

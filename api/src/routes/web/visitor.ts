import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'arcvest_visitor';
/** The versions /config.json last served this visitor, signed with their id. */
export const SERVED_COOKIE = 'arcvest_served';
/** 400 days, the longest lifetime browsers keep a cookie for. */
const VISITOR_MAX_AGE_SECONDS = 400 * 24 * 3600;
/** 128 random bits, base64url. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** Signs a cookie's text (`ServerKeys.cookieMac`): the server's key, so only the server makes valid cookies. */
export type CookieSigner = (text: string) => string;

/** A cookie's value in a request's Cookie header, as sent; null when absent. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `<value>.<mac>` when the MAC is the server's over `purpose` and the value, else null. */
function verified(cookie: string | null, purpose: string, sign: CookieSigner, context = ''): string | null {
  const dot = cookie?.lastIndexOf('.') ?? -1;
  if (cookie === null || dot < 0) return null;
  const value = cookie.slice(0, dot);
  return sameText(cookie.slice(dot + 1), sign(`${purpose}\n${context}\n${value}`)) ? value : null;
}

const signed = (value: string, purpose: string, sign: CookieSigner, context = '') => `${value}.${sign(`${purpose}\n${context}\n${value}`)}`;

function setCookie(reply: FastifyReply, request: FastifyRequest, name: string, value: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const cookie = `${name}=${value}; Path=/; Max-Age=${VISITOR_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  // Fastify adds each set-cookie to those set before.
  reply.header('set-cookie', cookie);
}

/** The visitor cookie's id when the server issued it (its MAC checks), else null. */
export function issuedVisitor(request: FastifyRequest, sign: CookieSigner): string | null {
  const id = verified(cookieValue(request.headers.cookie, VISITOR_COOKIE), 'visitor', sign);
  return id !== null && VISITOR_ID.test(id) ? id : null;
}

/**
 * The visitor for canary buckets (docs/deployment.md#who-gets-the-canary): `bucket` is the
 * signed-in user's id, so they see one version on every device, else the first-party cookie's,
 * set here the first time. The cookie is random, says nothing about the visitor, and is signed,
 * so a cookie the server did not issue (or an old unsigned one) is replaced.
 */
export interface Visitor {
  bucket: string;
  cookie: string;
}

export function visitorId(request: FastifyRequest, reply: FastifyReply, userId: number | null, sign: CookieSigner): Visitor {
  let cookie = issuedVisitor(request, sign);
  if (cookie === null) {
    cookie = randomBytes(16).toString('base64url');
    setCookie(reply, request, VISITOR_COOKIE, signed(cookie, 'visitor', sign));
  }
  return { bucket: userId === null ? `visitor:${cookie}` : `user:${userId}`, cookie };
}

/** Records, in a cookie signed with the visitor's id, the version of each remote /config.json served them. */
export function rememberServed(request: FastifyRequest, reply: FastifyReply, visitor: string, versions: Record<string, string>, sign: CookieSigner): void {
  setCookie(reply, request, SERVED_COOKIE, signed(Buffer.from(JSON.stringify(versions)).toString('base64url'), 'served', sign, visitor));
}

/**
 * Who sent a page load or an error report, and the versions the server served them: null unless
 * both cookies are the server's own and belong together (docs/deployment.md#page-loads-and-client-error-reports).
 */
export function reportingVisitor(request: FastifyRequest, sign: CookieSigner): { id: string; served: Record<string, string> } | null {
  const id = issuedVisitor(request, sign);
  if (id === null) return null;
  const payload = verified(cookieValue(request.headers.cookie, SERVED_COOKIE), 'served', sign, id);
  if (payload === null) return null;
  try {
    const served: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof served === 'object' && served !== null ? { id, served: served as Record<string, string> } : null;
  } catch {
    return null;
  }
}

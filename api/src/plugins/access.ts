import type { FastifyInstance, RouteOptions, onRequestHookHandler } from 'fastify';
import { errorResponses } from '@arcvest/shared/schemas';

/**
 * Who may call a route, declared where it is registered: `config: { access: 'user' }`.
 * - visitor: anyone, signed in or not;
 * - user: a signed-in, live, unsuspended user;
 * - owner: as user, and the resource the request names must be the caller's (admins may see any);
 *   the service checks the owner, because only it knows whose the resource is;
 * - admin: as user, with the admin role (read from the database on every request).
 */
export const ACCESS_RULES = ['visitor', 'user', 'owner', 'admin'] as const;
export type Access = (typeof ACCESS_RULES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Where the rule is required: every route under it must declare one, or the app does not start. */
const API_PREFIX = '/api';

export class MissingAccessRuleError extends Error {
  constructor(route: string) {
    super(`${route} declares no access rule: add config: { access: 'visitor' | 'user' | 'owner' | 'admin' } where it is registered.`);
    this.name = 'MissingAccessRuleError';
  }
}

const BEARER_SECURITY = [{ bearerAuth: [] }];

type RouteSchema = NonNullable<RouteOptions['schema']> & { response?: Record<string, unknown>; hide?: boolean };

/** The 4xx answers a route gives whatever its handler does: from its rule, its validated input and its rate limit. */
function commonErrorStatuses(route: RouteOptions, schema: RouteSchema, access: Access): number[] {
  const statuses: number[] = [];
  if (access !== 'visitor') statuses.push(401, 403);
  if (schema.body || schema.querystring || schema.params) statuses.push(422);
  if (route.config && 'rateLimit' in route.config) statuses.push(429);
  return statuses;
}

/**
 * The documented operation follows the rule: `security` (an explicit empty list when public),
 * an operationId, and the 4xx answers the rule and the validation give. Returns a new schema:
 * the shared schema objects are reused by every app built.
 */
function documentedSchema(route: RouteOptions, access: Access): RouteSchema {
  const schema = (route.schema ?? {}) as RouteSchema;
  if (schema.hide) return schema;
  const response = { ...errorResponses(...commonErrorStatuses(route, schema, access)), ...schema.response };
  return {
    ...schema,
    operationId: (schema as { operationId?: string }).operationId ?? operationIdOf(route),
    security: access === 'visitor' ? [] : BEARER_SECURITY,
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/** `POST /api/edit-plan/:id` → `postEditPlanById`: unique, because method and path are. */
export function operationIdOf(route: Pick<RouteOptions, 'method' | 'url'>): string {
  const words = `${String(route.method)} ${route.url.replace(/^\/api\//, '/')}`
    .replace(/\/:([A-Za-z]+)/g, ' by $1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1))).join('');
}

function prepend(hook: onRequestHookHandler, existing: RouteOptions['onRequest']): onRequestHookHandler[] {
  return [hook, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
}

/**
 * Enforces and documents each route's access rule. Install on the root instance before any
 * route and before the docs, so it sees every route first. `publicPrefixes` are paths whose
 * routes a plugin registers without a way to declare a rule (the docs UI): visitors may call them.
 */
export function installAccessRules(app: FastifyInstance, options: { publicPrefixes: string[] }): void {
  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    const isPublicPrefix = options.publicPrefixes.some((prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`));
    const access = declared ?? (isPublicPrefix ? 'visitor' : undefined);
    if (access === undefined) {
      if (route.url === API_PREFIX || route.url.startsWith(`${API_PREFIX}/`)) throw new MissingAccessRuleError(`${String(route.method)} ${route.url}`);
      return;
    }
    if (!ACCESS_RULES.includes(access)) throw new MissingAccessRuleError(`${String(route.method)} ${route.url} (unknown rule "${access}")`);
    if (access === 'admin') route.onRequest = prepend(app.requireAdmin, route.onRequest);
    else if (access !== 'visitor') route.onRequest = prepend(app.authenticate, route.onRequest);
    route.schema = documentedSchema(route, access);
  });
}

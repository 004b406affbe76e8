import type { FastifyInstance, RouteOptions, onRequestHookHandler } from 'fastify';
import { STAFF_PERMISSIONS, staffCan, staffRoleRefusalText, type StaffPermission } from '@arcvest/shared/rules';
import { errorResponses } from '@arcvest/shared/schemas';
import { HttpError } from '../errors';

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
    /** The session must have proved who is there in the last minutes (docs/security.md#re-authentication). */
    reauthenticate?: boolean;
    /** On an admin route: what the admin's staff role must allow (docs/security-authorization.md#staff-roles). Reads default to `read`. */
    permission?: StaffPermission;
  }
}

/** Where the rule is required: every route under /api (also /api* wildcards) must declare one, or the app does not start. */
const UNDER_API = /^\/api($|[/*])/;

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
function documentedSchema(route: RouteOptions, access: Access, permission: StaffPermission | undefined): RouteSchema {
  const schema = (route.schema ?? {}) as RouteSchema & { description?: string };
  if (schema.hide) return schema;
  const response = { ...errorResponses(...commonErrorStatuses(route, schema, access)), ...schema.response };
  const roles = permission && STAFF_PERMISSIONS[permission];
  return {
    ...schema,
    ...(roles && {
      description: [schema.description, `Staff roles allowed (\`${permission}\`): ${roles.join(', ')}.`].filter(Boolean).join(' '),
      'x-staff-roles': [...roles],
    }),
    operationId: (schema as { operationId?: string }).operationId ?? operationIdOf(route),
    security: access === 'visitor' ? [] : BEARER_SECURITY,
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/** Each route's documented schema, per schema object and what else it is made from. */
const documented = new WeakMap<object, Map<string, RouteSchema>>();

/**
 * `documentedSchema`, made once per process for each route: the schema objects are module
 * constants, so the next app built (the API tests build one per test) gets the same object back,
 * and the schema compilers know it (plugins/schema-compilers.ts).
 */
function documentedSchemaOnce(route: RouteOptions, access: Access, permission: StaffPermission | undefined): RouteSchema {
  if (route.schema === undefined) return documentedSchema(route, access, permission);
  const key = [String(route.method), route.url, access, permission, route.config && 'rateLimit' in route.config].join(' ');
  let ofSchema = documented.get(route.schema);
  if (!ofSchema) {
    ofSchema = new Map();
    documented.set(route.schema, ofSchema);
  }
  let schema = ofSchema.get(key);
  if (!schema) {
    schema = documentedSchema(route, access, permission);
    ofSchema.set(key, schema);
  }
  return schema;
}

/** `POST /api/edit-plan/:id` → `postEditPlanById`: unique, because method and path are. */
function operationIdOf(route: Pick<RouteOptions, 'method' | 'url'>): string {
  const words = `${String(route.method)} ${route.url.replace(/^\/api\//, '/')}`
    .replace(/\/:([A-Za-z]+)/g, ' by $1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1))).join('');
}

function hooksOf(route: RouteOptions): onRequestHookHandler[] {
  const existing = route.onRequest;
  return existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
}

export interface AccessOptions {
  /**
   * Routes that a plugin registers with no way to declare a rule (the docs UI, CORS preflight
   * answers), which visitors may call. Named here, one by one, so nothing else slips through.
   */
  isPublicPluginRoute: (route: { method: string; url: string }) => boolean;
  /** onRequest hook after the access guard of a route with `reauthenticate: true`. */
  requireReauthentication: onRequestHookHandler;
}

/**
 * Enforces and documents each route's access rule. Install on the root instance before any
 * route and before the docs, so it sees every route first.
 */
const READS = new Set(['GET', 'HEAD']);

/** The permission an admin route needs: declared, or `read` for a read. A change must say which. */
function permissionOf(route: RouteOptions, name: string, access: Access): StaffPermission | undefined {
  const declared = route.config?.permission;
  if (access !== 'admin') {
    if (declared) throw new Error(`${name}: a permission is for admin routes only.`);
    return undefined;
  }
  if (declared && !(declared in STAFF_PERMISSIONS)) throw new Error(`${name}: unknown permission "${declared}".`);
  const permission = declared ?? ([route.method].flat().every((method) => READS.has(String(method))) ? 'read' : undefined);
  if (!permission) throw new MissingAccessRuleError(`${name} (an admin change must name the staff permission it needs: config.permission)`);
  return permission;
}

/** After requireAdmin: the admin's staff role must allow the route's permission, else a 403 saying which roles do. */
function staffGuard(permission: StaffPermission): onRequestHookHandler {
  return async (request) => {
    const role = request.signedIn?.user.staff_role;
    if (staffCan(role, permission)) return;
    // The role names go into the message already written for the reader; the handler writes the rest in the same language.
    throw new HttpError(
      403,
      staffRoleRefusalText(role, permission, (message) => request.say(message), request.locale),
    );
  };
}

export function installAccessRules(app: FastifyInstance, options: AccessOptions): void {
  const guards: Record<Access, onRequestHookHandler | null> = { visitor: null, user: app.authenticate, owner: app.authenticate, admin: app.requireAdmin };
  app.addHook('onRoute', (route) => {
    const method = [route.method].flat().join(',');
    const name = `${method} ${route.url}`;
    const declared = route.config?.access;
    const access = declared ?? (options.isPublicPluginRoute({ method, url: route.url }) ? 'visitor' : undefined);
    if (access === undefined) {
      if (UNDER_API.test(route.url)) throw new MissingAccessRuleError(name);
      return;
    }
    if (!ACCESS_RULES.includes(access)) throw new MissingAccessRuleError(`${name} (unknown rule "${access}")`);
    const existing = hooksOf(route);
    if (existing.some((hook) => hook === app.authenticate || hook === app.requireAdmin)) {
      throw new Error(`${name}: remove onRequest: app.authenticate / app.requireAdmin; config.access adds the check.`);
    }
    // The rule in force is readable on every route (request.routeOptions.config), declared or not.
    if (declared === undefined) route.config = { ...route.config, access };
    const permission = permissionOf(route, name, access);
    if (permission && route.config?.permission === undefined) route.config = { ...route.config, permission };
    const guard = guards[access];
    const checks = [guard, permission && staffGuard(permission), route.config?.reauthenticate && options.requireReauthentication].filter(
      (hook): hook is onRequestHookHandler => typeof hook === 'function',
    );
    if (route.config?.reauthenticate && !guard) throw new Error(`${name}: re-authentication needs a signed-in access rule.`);
    route.onRequest = [...checks, ...existing];
    route.schema = documentedSchemaOnce(route, access, permission);
  });
}

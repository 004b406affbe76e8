import { staffCan, type StaffRole } from '@arcvest/shared/rules';
import { userWallet } from '../src/db/repositories/users';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { buildApp } from '../src/app';
import { ACCESS_RULES, MissingAccessRuleError, type Access } from '../src/plugins/access';
import { storeImage } from '../src/services/images';
import { insertSupportAttachment, insertSupportMessage, insertSupportRequest } from '../src/db/repositories/support';
import { forEachDatabase, type TestContext } from './databases';
import { createUser, sessionToken, signupPayload } from './helpers';
import { appListingRoutes, type RegisteredRoute } from './route-listing';
import { png } from './png';

/**
 * Who calls. `user` owns the resources of owner routes; `otherUser` is a second ordinary user;
 * `admin` is an owner, and the other staff roles call as admins of that role.
 */
const STAFF_CALLERS = ['finance', 'compliance', 'support', 'auditor'] as const satisfies readonly StaffRole[];
const CALLERS = ['visitor', 'user', 'otherUser', 'admin', ...STAFF_CALLERS, 'suspendedUser', 'deletedUser'] as const;
type Caller = (typeof CALLERS)[number];
type StaffCaller = (typeof STAFF_CALLERS)[number];

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'forbiddenOrHidden';

/** What each caller must get, per rule. `allowed` on an owner route means a 2xx with the owner's resource. */
const EXPECTED: Record<Access, Record<Exclude<Caller, StaffCaller>, Outcome>> = {
  visitor: { visitor: 'allowed', user: 'allowed', otherUser: 'allowed', admin: 'allowed', suspendedUser: 'allowed', deletedUser: 'allowed' },
  user: { visitor: 'unauthenticated', user: 'allowed', otherUser: 'allowed', admin: 'allowed', suspendedUser: 'forbidden', deletedUser: 'unauthenticated' },
  owner: {
    visitor: 'unauthenticated',
    user: 'allowed',
    otherUser: 'forbiddenOrHidden',
    admin: 'allowed',
    suspendedUser: 'forbidden',
    deletedUser: 'unauthenticated',
  },
  admin: {
    visitor: 'unauthenticated',
    user: 'forbidden',
    otherUser: 'forbidden',
    admin: 'allowed',
    suspendedUser: 'forbidden',
    deletedUser: 'unauthenticated',
  },
};

interface Fixture {
  ids: Record<Exclude<Caller, 'visitor'>, number>;
  /** An identity image of `user`. */
  imageId: string;
  /** A support request of `user` with one attachment. */
  support: { requestId: number; attachmentId: string };
}

async function supportAttachmentOf(db: TestContext['db'], userId: number, at: string): Promise<Fixture['support']> {
  const requestId = await insertSupportRequest(db, {
    user_id: userId,
    category: 'other',
    subject: 'Hello',
    status: 'open',
    link_type: null,
    link_id: null,
    created_at: at,
    updated_at: at,
  });
  const messageId = await insertSupportMessage(db, {
    request_id: requestId,
    author_id: userId,
    author_side: 'investor',
    body: 'Hi',
    internal: 0,
    created_at: at,
  });
  const attachmentId = 'supportattachment00001';
  const bytes = png(4);
  await insertSupportAttachment(db, {
    id: attachmentId,
    message_id: messageId,
    request_id: requestId,
    name: 'a.png',
    mime: 'image/png',
    size: bytes.length,
    bytes,
    created_at: at,
  });
  return { requestId, attachmentId };
}

/**
 * How to name a resource of `user` on each owner route. An owner route missing here is reported
 * as a hole: add how to reach one of its resources.
 */
const OWNED_RESOURCES: Record<string, (fixture: Fixture) => string> = {
  '/api/images/:id': (fixture) => `/api/images/${fixture.imageId}`,
  '/api/user-statictics/:userId': (fixture) => `/api/user-statictics/${fixture.ids.user}`,
  '/api/support/:id/attachments/:attachmentId': (fixture) => `/api/support/${fixture.support.requestId}/attachments/${fixture.support.attachmentId}`,
};

/** Routes whose allowed call changes the caller for the next ones: undone after each call. */
const UNDO_AFTER_CALL: Record<string, (ctx: TestContext) => Promise<unknown>> = {
  // Freezing ends the caller's sessions and refuses new ones.
  'POST /api/freeze-account': (ctx) => ctx.db.updateTable('users').set({ frozen_at: null }).execute(),
};

/** Builds the app (no rate limit in the way: a 429 would hide the answer under test) and lists its routes. */
function appWithRoutes(ctx: TestContext, extraRoutes?: (app: FastifyInstance) => void) {
  return appListingRoutes({ ...ctx.config, rateLimitMax: 100_000 }, { db: ctx.db, now: () => new Date(ctx.clock.now) }, extraRoutes);
}

async function createFixture(ctx: TestContext): Promise<Fixture> {
  const { db } = ctx;
  const staff = async (role: StaffRole) => {
    const id = await createUser(db, role, 'admin');
    await db.updateTable('users').set({ staff_role: role }).where('id', '=', id).execute();
    return id;
  };
  const ids = {
    admin: await createUser(db, 'boss', 'admin'),
    finance: await staff('finance'),
    compliance: await staff('compliance'),
    support: await staff('support'),
    auditor: await staff('auditor'),
    user: await createUser(db, 'owner'),
    otherUser: await createUser(db, 'other'),
    suspendedUser: await createUser(db, 'suspended'),
    deletedUser: await createUser(db, 'gone'),
  };
  await db.updateTable('users').set({ suspended: 1 }).where('id', '=', ids.suspendedUser).execute();
  // Deleted as an admin deletes one: through the API.
  const deleted = await ctx.app.inject({
    method: 'POST',
    url: `/api/delete-user/${ids.deletedUser}`,
    headers: { authorization: `Bearer ${await sessionToken(db, ids.admin, ctx.clock.now)}` },
  });
  expect(deleted.statusCode).toBe(200);
  const imageId = await storeImage(db, { bytes: png(4), ownerUserId: ids.user, at: ctx.clock.now.toISOString() });
  return { ids, imageId, support: await supportAttachmentOf(db, ids.user, ctx.clock.now.toISOString()) };
}

/** A concrete URL: the owner's resource on owner routes, a record that does not exist elsewhere. */
function concreteUrl(route: RegisteredRoute, fixture: Fixture): string | null {
  if (route.access === 'owner') return OWNED_RESOURCES[route.url]?.(fixture) ?? null;
  return route.url.replace(/:[A-Za-z]+/g, '999999').replace(/\*/g, 'index.html');
}

/** An admin of another staff role passes an admin route only where its permission covers the role (docs/security-authorization.md#staff-roles). */
function expectedOutcome(route: RegisteredRoute, caller: Caller): Outcome {
  const access = route.access!;
  if (!(STAFF_CALLERS as readonly string[]).includes(caller)) return EXPECTED[access][caller as Exclude<Caller, StaffCaller>];
  if (access !== 'admin') return EXPECTED[access].admin;
  return staffCan(caller as StaffRole, route.permission!) ? 'allowed' : 'forbidden';
}

function outcomeMatches(expected: Outcome, status: number): boolean {
  switch (expected) {
    case 'unauthenticated':
      return status === 401;
    case 'forbidden':
      return status === 403;
    case 'forbiddenOrHidden':
      return status === 403 || status === 404;
    case 'allowed':
      return status !== 401 && status !== 403;
  }
}

/**
 * Calls every route under /api (and every route that declares a rule) as each caller and
 * returns each answer that does not match the declared rule: its holes.
 */
async function findHoles(ctx: TestContext, app: FastifyInstance, routes: RegisteredRoute[], fixture: Fixture) {
  const checked = routes.filter((route) => route.access !== undefined || route.url.startsWith('/api'));
  const holes: string[] = [];
  let checks = 0;
  for (const route of checked) {
    const name = `${route.method} ${route.url}`;
    if (!route.access) {
      holes.push(`${name}: no access rule`);
      continue;
    }
    const url = concreteUrl(route, fixture);
    if (url === null) {
      holes.push(`${name}: owner route without an entry in OWNED_RESOURCES`);
      continue;
    }
    for (const caller of CALLERS) {
      const token = caller === 'visitor' ? null : await sessionToken(ctx.db, fixture.ids[caller], ctx.clock.now);
      const response = await app.inject({
        method: route.method as 'GET',
        url,
        // The event stream never ends by itself: a malformed Last-Event-ID makes it answer (422) once the access rule has passed.
        headers: { ...(token && { authorization: `Bearer ${token}` }), ...(url === '/api/events' && { 'last-event-id': 'none' }) },
        ...(route.method === 'POST' && { payload: {} }),
      });
      checks += 1;
      await UNDO_AFTER_CALL[name]?.(ctx);
      const expected = expectedOutcome(route, caller);
      const ownerMustSucceed = route.access === 'owner' && expected === 'allowed' && response.statusCode >= 300;
      if (!outcomeMatches(expected, response.statusCode) || ownerMustSucceed) {
        holes.push(`${name} as ${caller}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    }
  }
  return { holes, routes: checked.length, checks };
}

forEachDatabase((ctx) => {
  it('answers every route, as every kind of caller, as its declared access rule says', async () => {
    const { app, routes } = await appWithRoutes(ctx());
    try {
      const { holes, routes: routeCount, checks } = await findHoles(ctx(), app, routes, await createFixture(ctx()));
      console.log(`[access rules, ${ctx().kind}] ${routeCount} routes x ${CALLERS.length} callers = ${checks} checks, ${holes.length} holes`);
      expect(holes).toEqual([]);
      // Every kind of rule is in use, so each column of EXPECTED was exercised.
      expect(new Set(routes.map((route) => route.access).filter(Boolean))).toEqual(new Set(ACCESS_RULES));
    } finally {
      await app.close();
    }
    // Every route as every caller, about 2,400 requests: on PostgreSQL beside the browser tests in
    // CI that took longer than the 30 s of a usual test. The limit ends a hang, it times nothing.
  }, 120_000);

  it('lets nobody write a field that is not theirs to write, nor read one that is never sent (field level)', async () => {
    const { app, db } = ctx();
    const { ids } = await createFixture(ctx());
    const token = await sessionToken(db, ids.user, ctx().clock.now);
    const privileged = {
      role: 'admin',
      wallet: 1_000_000_00,
      level: 3,
      suspended: 0,
      email_verified: 1,
      referral_id: 'MINE',
      password_hash: 'x',
      id: ids.admin,
    };
    const profile = { firstname: 'Own', lastname: 'Name', username: 'owner', gender: 'male' };
    const updated = await app.inject({
      method: 'POST',
      url: '/api/update-profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...profile, ...privileged },
    });
    expect(updated.statusCode).toBe(200);
    const signup = await app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...signupPayload({ username: 'newcomer', email: 'new@example.com' }), ...privileged },
    });
    expect(signup.statusCode).toBe(201);

    const rows = await db
      .selectFrom('users')
      .select(['username', 'role', 'level', 'email_verified', 'referral_id'])
      .select(userWallet)
      .where('username', 'in', ['owner', 'newcomer'])
      .orderBy('username')
      .execute();
    expect(rows.map((row) => ({ ...row, wallet: Number(row.wallet) }))).toEqual([
      { username: 'newcomer', role: 'user', wallet: 0, level: 1, email_verified: 0, referral_id: expect.not.stringMatching(/^MINE$/) },
      { username: 'owner', role: 'user', wallet: 0, level: 1, email_verified: 0, referral_id: expect.not.stringMatching(/^MINE$/) },
    ]);
    const admin = await sessionToken(db, ids.admin, ctx().clock.now);
    for (const [url, as] of [
      ['/api/me', token],
      [`/api/user/${ids.user}`, admin],
    ] as const) {
      const response = await app.inject({ method: url === '/api/me' ? 'POST' : 'GET', url, headers: { authorization: `Bearer ${as}` } });
      expect([url, response.statusCode, Object.keys(response.json()).filter((key) => /password|token|session|deleted_at|username_key/.test(key))]).toEqual([
        url,
        200,
        [],
      ]);
    }
  });

  it('refuses to start when a route under /api declares no access rule', async () => {
    const app = buildApp(ctx().config, { db: ctx().db });
    app.register(async (api) => api.get('/forgotten', async () => ({ secret: true })), { prefix: '/api' });
    await expect(app.ready()).rejects.toThrow(MissingAccessRuleError);
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten declares no access rule');
    await app.close().catch(() => {});
  });

  it('refuses an unknown rule', async () => {
    const app = buildApp(ctx().config, { db: ctx().db });
    app.register(async (api) => api.get('/typo', { config: { access: 'users' as Access } }, async () => ({})), { prefix: '/api' });
    await expect(app.ready()).rejects.toThrow('unknown rule "users"');
    await app.close().catch(() => {});
  });

  it('refuses a route that adds the authentication hook itself besides its rule', async () => {
    const app = buildApp(ctx().config, { db: ctx().db });
    app.register(async (api) => api.get('/twice', { config: { access: 'user' }, onRequest: api.authenticate }, async () => ({})), { prefix: '/api' });
    await expect(app.ready()).rejects.toThrow('GET /api/twice: remove onRequest: app.authenticate');
    await app.close().catch(() => {});
  });

  it("reports an owner route that hands out other users' resources, and one with no way to reach a resource", async () => {
    const { app, routes } = await appWithRoutes(ctx(), (root) =>
      root.register(
        async (api) => {
          // Declared owner, but the handler never checks whose statistics it shows.
          api.get('/user-statictics-leaky/:userId', { config: { access: 'owner' }, schema: { params: Type.Object({ userId: Type.String() }) } }, async () => ({
            ok: true,
          }));
        },
        { prefix: '/api' },
      ),
    );
    const leaky = routes.filter((route) => route.url.includes('leaky'));
    try {
      const fixture = await createFixture(ctx());
      const unreachable = await findHoles(ctx(), app, leaky, fixture);
      expect(unreachable.holes).toEqual([
        'GET /api/user-statictics-leaky/:userId: owner route without an entry in OWNED_RESOURCES',
        'HEAD /api/user-statictics-leaky/:userId: owner route without an entry in OWNED_RESOURCES',
      ]);

      OWNED_RESOURCES['/api/user-statictics-leaky/:userId'] = ({ ids }) => `/api/user-statictics-leaky/${ids.user}`;
      const { holes } = await findHoles(ctx(), app, leaky, fixture);
      expect(holes).toEqual([
        expect.stringMatching(/^GET \/api\/user-statictics-leaky\/:userId as otherUser: expected forbiddenOrHidden, got 200/),
        expect.stringMatching(/^HEAD \/api\/user-statictics-leaky\/:userId as otherUser: expected forbiddenOrHidden, got 200/),
      ]);
    } finally {
      delete OWNED_RESOURCES['/api/user-statictics-leaky/:userId'];
      await app.close();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@arcvest/shared/rules';
import { forEachDatabase, type TestContext } from './databases';
import { bearer, call, createUser, login } from './helpers';
import { walletOf } from './money-helpers';
import { appListingRoutes, type RegisteredRoute } from './route-listing';

const DOC = path.join(__dirname, '..', '..', 'docs', 'security-authorization.md');
const START = '<!-- staff-routes:start -->';
const END = '<!-- staff-routes:end -->';

/** The docs' table of admin routes, as the routes declare it: one row a route, the roles its permission allows. */
function staffRouteTable(routes: RegisteredRoute[]): string {
  const rows = routes
    .filter((route) => route.access === 'admin' && route.method !== 'HEAD')
    .map((route) => {
      const roles = STAFF_PERMISSIONS[route.permission!] as readonly StaffRole[];
      const cells = STAFF_ROLES.map((role) => (roles.includes(role) ? 'yes' : '—'));
      return `| \`${route.method} ${route.url}\` | \`${route.permission}\` | ${cells.join(' | ')} |`;
    })
    .sort();
  return [`| Route | Permission | ${STAFF_ROLES.join(' | ')} |`, `|---|---|${STAFF_ROLES.map(() => '---').join('|')}|`, ...rows].join('\n');
}

async function staffMember(ctx: TestContext, username: string, role: StaffRole): Promise<{ id: number; token: string }> {
  const id = await createUser(ctx.db, username, 'admin');
  await ctx.db.updateTable('users').set({ staff_role: role }).where('id', '=', id).execute();
  return { id, token: await login(ctx.app, username) };
}

forEachDatabase((ctx) => {
  it('the docs list every admin route with the roles allowed, exactly as the routes declare them', async () => {
    const { app, routes } = await appListingRoutes(ctx().config, { db: ctx().db });
    await app.close();
    const doc = fs.readFileSync(DOC, 'utf8');
    const table = doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END)).trim();
    expect(table).toBe(staffRouteTable(routes));
  });

  it('a role without the permission is refused with 403 naming who may, and nothing changes', async () => {
    const owner = await staffMember(ctx(), 'olga', 'owner');
    const support = await staffMember(ctx(), 'sam', 'support');
    const finance = await staffMember(ctx(), 'fay', 'finance');
    const ivyId = await createUser(ctx().db, 'ivy');
    const refused = await call(ctx().app, 'POST', `/api/give-bonus/${ivyId}`, support.token, { bonus: 100_00 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your staff role (support) does not allow this: it needs owner or finance.', code: 'rules.staffRole.refusal' });
    expect(await walletOf(ctx().db, ivyId)).toBe(0);
    expect((await call(ctx().app, 'POST', `/api/set-display-message/${ivyId}`, support.token, { message: 'Hello' })).statusCode).toBe(200);
    expect((await call(ctx().app, 'POST', `/api/suspend-user/${ivyId}`, finance.token)).statusCode).toBe(403);
    expect((await call(ctx().app, 'POST', `/api/give-bonus/${ivyId}`, finance.token, { bonus: 100_00 })).statusCode).toBe(200);
    expect(await walletOf(ctx().db, ivyId)).toBe(100_00);
    expect((await call(ctx().app, 'GET', `/api/user/${ivyId}`, support.token)).statusCode).toBe(200);
    expect((await call(ctx().app, 'GET', '/api/audit-log', owner.token)).statusCode).toBe(200);
  });

  it("says a role set in the owner's language, the role's name in it too", async () => {
    const owner = await staffMember(ctx(), 'olga', 'owner');
    const finance = await staffMember(ctx(), 'fay', 'finance');
    const set = await ctx().app.inject({
      method: 'POST',
      url: `/api/staff-role/${finance.id}`,
      headers: { ...bearer(owner.token), 'accept-language': 'ar' },
      payload: { staff_role: 'support' },
    });
    expect([set.statusCode, set.json()]).toEqual([200, { message: 'أصبح fay في الدعم.' }]);
  });

  it('an owner sets staff roles, audited and emailed to owners and compliance; nobody changes their own; a new admin is an auditor', async () => {
    const owner = await staffMember(ctx(), 'olga', 'owner');
    const other = await staffMember(ctx(), 'otto', 'owner');
    const compliance = await staffMember(ctx(), 'cleo', 'compliance');
    const finance = await staffMember(ctx(), 'fay', 'finance');
    const ivyId = await createUser(ctx().db, 'ivy');

    const set = await call(ctx().app, 'POST', `/api/staff-role/${finance.id}`, owner.token, { staff_role: 'support' });
    expect(set.json()).toEqual({ message: 'fay is now in support.' });
    expect((await call(ctx().app, 'GET', `/api/user/${finance.id}`, owner.token)).json().staff_role).toBe('support');
    const audit = await ctx().db.selectFrom('audit_log').select(['action', 'actor_id', 'details']).where('action', '=', 'user.staff-role').execute();
    expect(audit.map((row) => [row.action, row.actor_id, JSON.parse(row.details)])).toEqual([
      ['user.staff-role', owner.id, { from: 'finance', to: 'support' }],
    ]);
    const emailed = await ctx().db.selectFrom('notifications').select(['user_id', 'subject']).orderBy('user_id').execute();
    expect(emailed).toEqual([owner.id, other.id, compliance.id].map((id) => ({ user_id: id, subject: "Arcvest: fay's staff role is now support" })));

    expect((await call(ctx().app, 'POST', `/api/staff-role/${owner.id}`, owner.token, { staff_role: 'auditor' })).statusCode).toBe(409);
    expect((await call(ctx().app, 'POST', `/api/staff-role/${ivyId}`, owner.token, { staff_role: 'auditor' })).json()).toEqual({
      message: 'Only admins have a staff role. Make the user an admin first.',
      code: 'rules.staff.notStaff',
    });
    expect((await call(ctx().app, 'POST', `/api/staff-role/${owner.id}`, compliance.token, { staff_role: 'auditor' })).statusCode).toBe(403);
    expect((await call(ctx().app, 'POST', `/api/staff-role/${owner.id}`, owner.token, { staff_role: 'janitor' })).statusCode).toBe(422);

    expect((await call(ctx().app, 'POST', `/api/switch-role/${ivyId}`, owner.token)).statusCode).toBe(200);
    expect((await call(ctx().app, 'GET', `/api/user/${ivyId}`, owner.token)).json()).toMatchObject({ role: 'admin', staff_role: 'auditor' });
    expect((await call(ctx().app, 'POST', `/api/switch-role/${ivyId}`, owner.token)).statusCode).toBe(200);
    expect((await call(ctx().app, 'GET', `/api/user/${ivyId}`, owner.token)).json()).toMatchObject({ role: 'user', staff_role: null });

    // One owner hands the role on; the other, now the last owner, keeps it against every route.
    expect((await call(ctx().app, 'POST', `/api/staff-role/${other.id}`, owner.token, { staff_role: 'auditor' })).statusCode).toBe(200);
    const owners = await ctx().db.selectFrom('users').select('id').where('staff_role', '=', 'owner').execute();
    expect(owners).toEqual([{ id: owner.id }]);
    expect((await call(ctx().app, 'POST', `/api/switch-role/${owner.id}`, owner.token)).statusCode).toBe(409);
    expect((await call(ctx().app, 'POST', `/api/delete-user/${owner.id}`, owner.token)).statusCode).toBe(409);
  });

  it('emails a staff role change to each owner and compliance officer in their own language', async () => {
    const owner = await staffMember(ctx(), 'olga', 'owner');
    const other = await staffMember(ctx(), 'otto', 'owner');
    const compliance = await staffMember(ctx(), 'cleo', 'compliance');
    const finance = await staffMember(ctx(), 'fay', 'finance');
    await ctx().db.updateTable('users').set({ locale: 'es' }).where('id', '=', other.id).execute();
    await ctx().db.updateTable('users').set({ locale: 'ar' }).where('id', '=', compliance.id).execute();

    expect((await call(ctx().app, 'POST', `/api/staff-role/${finance.id}`, owner.token, { staff_role: 'support' })).statusCode).toBe(200);
    const emailed = await ctx().db.selectFrom('notifications').select(['user_id', 'subject', 'body']).orderBy('user_id').execute();
    expect(emailed.map(({ user_id, subject }) => ({ user_id, subject }))).toEqual([
      { user_id: owner.id, subject: "Arcvest: fay's staff role is now support" },
      { user_id: other.id, subject: 'Arcvest: el rol de personal de fay es ahora soporte' },
      { user_id: compliance.id, subject: 'Arcvest: أصبح الدور الوظيفي لـ fay الآن الدعم' },
    ]);
    expect(emailed[1].body).toContain('olga cambió el rol de personal de fay de finanzas a soporte. El cambio se aplicó de inmediato.');
    expect(emailed[2].body).toContain('غيّر olga الدور الوظيفي لـ fay من المالية إلى الدعم. وسرى التغيير فورًا.');
  });

  it('writes each admin operation’s roles into the OpenAPI document', async () => {
    const document = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const bonus = document.paths['/api/give-bonus/{id}'].post;
    expect(bonus['x-staff-roles']).toEqual(['owner', 'finance']);
    expect(bonus.description).toContain('Staff roles allowed (`money.adjust`): owner, finance.');
    expect(document.paths['/api/users'].get['x-staff-roles']).toEqual([...STAFF_ROLES]);
  });
});

import { inEnglish, INBOX_NOTICES } from '@arcvest/shared/rules';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { endCanary, promoteCanary, publish, publishCanary, readPointer, rollback, setCanaryShare, keepServedBuild } from '../src/deployments/releases';
import { writerFor } from '../src/i18n';
import { DEPLOYMENT_TEXTS } from '../src/services/deployments';

import { canaryRolledBackEmail } from '../src/services/notification-emails';
import { forEachDatabase, type TestContext } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { fakeBuild, tempDeployFolders } from './remote-builds';

const START = new Date('2026-06-01T12:00:00Z');
/**
 * For the tests that send hundreds of requests (a thousand visitors, a flood of reports): on a slow
 * two-core machine, at the lowest priority beside the browser tests, they took over Jest's 30 s. The
 * limit is there to end a hang, not to time them.
 */
const AT_SCALE_TIMEOUT_MS = 180_000;
const REPO = path.resolve(__dirname, '../..');

describe("the rollback's email and notice in each admin's language", () => {
  const rollback = {
    remote: 'admin',
    version: 'v2',
    current: 'v1',
    canary_counts: { loads: 1_250, errors: 2 },
    current_counts: { loads: 1, errors: 1 },
    error_margin: 0.05,
  };

  it('writes them in Portuguese: counts with their plural forms and numbers in its format', async () => {
    const writer = await writerFor('pt-BR');
    const email = canaryRolledBackEmail(writer, 'Arcvest', { firstname: 'Bia' }, rollback);
    expect(email.subject).toBe('Arcvest: o canário v2 do remoto admin foi revertido');
    expect(email.text).toBe(
      [
        'Olá, Bia,',
        '',
        'O canário v2 do remoto admin foi encerrado automaticamente: todos os visitantes voltam a receber a versão v1.',
        '',
        'Canário: 2 erros nos últimos 1.250 carregamentos de página (0,2 %).',
        'Versão atual: 1 erro no último carregamento de página (100 %).',
        'O canário pode exceder a taxa de erros da versão atual em 5 pontos.',
        '',
        'A página de implantações do console de administração e o log de auditoria têm os detalhes.',
      ].join('\n'),
    );
    expect(INBOX_NOTICES.canaryRolledBack('admin', 'v2')(writer)).toEqual({
      category: 'deployments',
      title: 'Canário revertido',
      body: 'O canário v2 do remoto admin foi revertido automaticamente.',
      link: '/dashboard/admin/deployments',
    });
  });
});

describe('the canary in the pointer', () => {
  const folders = tempDeployFolders();

  it('serves a canary beside the current version, then promotes it, changes its share or ends it', () => {
    publish(folders.deployDir, 'admin', fakeBuild(folders.root, 'v1'));
    expect(publishCanary(folders.deployDir, 'admin', fakeBuild(folders.root, 'v2'), 10, START)).toEqual({
      current: 'v1',
      previous: [],
      canary: { version: 'v2', share: 10, startedAt: START.toISOString() },
    });
    expect(() => publishCanary(folders.deployDir, 'admin', fakeBuild(folders.root, 'v3'), 10, START)).toThrow('v2 of the admin remote is a canary');
    expect(() => publish(folders.deployDir, 'admin', fakeBuild(folders.root, 'v3'))).toThrow('promote it or end it');
    expect(setCanaryShare(folders.deployDir, 'admin', 50, 'v9')).toBeNull();
    expect(setCanaryShare(folders.deployDir, 'admin', 50, 'v2')?.canary?.share).toBe(50);
    expect(promoteCanary(folders.deployDir, 'admin', 'v2')).toEqual({ current: 'v2', previous: ['v1'] });
    expect(promoteCanary(folders.deployDir, 'admin')).toBeNull();
    expect(rollback(folders.deployDir, 'admin')).toEqual({ current: 'v1', previous: [] });
  });

  it('returns to the version served before when a canary ends or is rolled back, the first deploy included', () => {
    keepServedBuild(folders.deployDir, 'admin', fakeBuild(folders.root, 'plain'));
    publishCanary(folders.deployDir, 'admin', fakeBuild(folders.root, 'c1'), 10, START);
    expect(() => rollback(folders.deployDir, 'admin', 'plain')).toThrow('roll back without --to');
    expect(rollback(folders.deployDir, 'admin')).toEqual({ current: 'plain', previous: [] });
    publishCanary(folders.deployDir, 'admin', fakeBuild(folders.root, 'c2'), 10, START);
    expect(endCanary(folders.deployDir, 'admin', 'c2')).toEqual({ current: 'plain', previous: [] });
    expect(endCanary(folders.deployDir, 'admin', 'c2')).toBeNull();
    expect(fs.existsSync(path.join(folders.deployDir, 'admin/versions/c2/mf-manifest.json'))).toBe(true);
  });

  it('runs through the commands: deploy --canary, deploy --canary again to change the share, promote, rollback ending a canary', () => {
    const webRoot = path.join(folders.root, 'web');
    const dist = path.join(webRoot, 'remote-admin', 'dist');
    const build = (version: string) => {
      fs.rmSync(dist, { recursive: true, force: true });
      fs.cpSync(fakeBuild(folders.root, version), dist, { recursive: true });
    };
    /**
     * What `npm run <script> -w remote-admin -- <args>` runs once the build is done; its output, or its error.
     * tsx as a loader of the one process, not through npx and tsx's wrapper process: those two
     * cost over half of each command's CPU.
     */
    const release = (...args: string[]) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/jobs/remote-release.ts', ...args], {
        cwd: REPO,
        env: { ...process.env, DEPLOY_DIR: folders.deployDir, WEB_ROOT: webRoot },
        encoding: 'utf8',
      });
      return run.status === 0 ? run.stdout : `failed: ${run.stderr}`;
    };
    build('plain');
    expect(release('keep-served', 'admin')).toContain('version plain');
    build('v2');
    expect(release('deploy', 'admin', '--canary', '10')).toContain('version plain, and the canary v2 to 10 % of visitors');
    build('v3');
    expect(release('deploy', 'admin', '--canary', '50')).toContain('the canary v2 to 50 % of visitors');
    expect(release('deploy', 'admin')).toContain('failed: Version v2 of the admin remote is a canary');
    expect(release('deploy', 'admin', '--canary', '0')).toContain('failed: --canary: Enter a share from 1 to 100');
    expect(release('promote', 'admin')).toContain('version v2 is served to every visitor');
    expect(release('deploy', 'admin', '--canary', '5')).toContain('version v2, and the canary v3 to 5 % of visitors');
    expect(release('rollback', 'admin')).toContain('version v2 is served now');
    expect(readPointer(folders.deployDir, 'admin')).toEqual({ current: 'v2', previous: ['plain'] });
  });

  it('refuses a canary with nothing served to fall back to', () => {
    expect(() => publishCanary(folders.deployDir, 'admin', fakeBuild(folders.root, 'c1'), 10, START)).toThrow('deploy without --canary first');
    expect(readPointer(folders.deployDir, 'admin')).toBeNull();
  });
});

/** A fresh browser: the page, then /config.json with the cookies the page set (none) and those it sets. */
async function freshVisitor(app: FastifyInstance): Promise<{ cookie: string; admin: string }> {
  const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  const pageCookie = [page.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0]);
  const config = await app.inject({ method: 'GET', url: '/config.json', headers: pageCookie.length ? { cookie: pageCookie.join('; ') } : {} });
  expect(config.statusCode).toBe(200);
  expect(config.headers['cache-control']).toBe('no-store');
  const cookie = [...pageCookie, ...[config.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0])].join('; ');
  return { cookie, admin: config.json().remotes.admin };
}

const manifest = (version: string) => `/deployments/admin/versions/${version}/mf-manifest.json`;

/** New visitors until `count` of them are served `version` of the admin remote. */
async function visitorsOf(app: FastifyInstance, version: string, count: number) {
  const found = [];
  for (let tries = 0; found.length < count; tries += 1) {
    // At a 10 % share, 200 tries find one visitor but once in a billion runs.
    expect(tries).toBeLessThan(count * 200);
    const visitor = await freshVisitor(app);
    if (visitor.admin === manifest(version)) found.push(visitor);
  }
  return found;
}

const cookieOf = (visitor: { cookie: string }, name: string) => visitor.cookie.split('; ').find((part) => part.startsWith(`${name}=`))!;

forEachDatabase((ctx) => {
  const folders = tempDeployFolders();

  async function withCanary(share: number, settings: Partial<TestContext['config']> = {}) {
    publish(folders.deployDir, 'admin', fakeBuild(folders.root, 'v1'));
    publishCanary(folders.deployDir, 'admin', fakeBuild(folders.root, 'v2'), share, ctx().clock.now);
    return ctx().rebuild({ deployDir: folders.deployDir, ...settings });
  }

  it(
    'names the canary to about its share of 1,000 new visitors, the same one on every load, and the version before once it ends',
    async () => {
      const app = await withCanary(10);
      const visitors = [];
      for (let index = 0; index < 1000; index += 1) visitors.push(await freshVisitor(app));
      const inCanary = visitors.filter((visitor) => visitor.admin === manifest('v2')).length;
      expect(visitors.every((visitor) => [manifest('v1'), manifest('v2')].includes(visitor.admin))).toBe(true);
      expect(inCanary).toBeGreaterThanOrEqual(60);
      expect(inCanary).toBeLessThanOrEqual(140);
      // The manifest named carries the canary's build version.
      const served = await app.inject({ method: 'GET', url: manifest('v2') });
      expect(served.json().metaData.buildInfo.buildVersion).toBe('v2');

      for (const visitor of visitors) {
        const again = await app.inject({ method: 'GET', url: '/config.json', headers: { cookie: visitor.cookie } });
        expect(again.json().remotes.admin).toBe(visitor.admin);
        // The visitor keeps their cookie; only the served versions are written again.
        expect(again.headers['set-cookie']).toMatch(/^arcvest_served=/);
      }
      const cookies = [(await app.inject({ method: 'GET', url: '/config.json' })).headers['set-cookie'] ?? []].flat();
      expect(cookies[0]).toMatch(/^arcvest_visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
      expect(cookies[1]).toMatch(/^arcvest_served=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);

      endCanary(folders.deployDir, 'admin');
      for (let index = 0; index < 200; index += 1) expect((await freshVisitor(app)).admin).toBe(manifest('v1'));
    },
    AT_SCALE_TIMEOUT_MS,
  );

  it('buckets a signed-in user by their id, so every device gets the same version', async () => {
    const app = await withCanary(50);
    await createUser(ctx().db, 'ivy');
    const token = await login(app, 'ivy');
    const answers = new Set<string>();
    for (let device = 0; device < 20; device += 1) {
      const { cookie } = await freshVisitor(app);
      answers.add((await app.inject({ method: 'GET', url: '/config.json', headers: { cookie, ...bearer(token) } })).json().remotes.admin);
    }
    expect(answers.size).toBe(1);
    // A token that no longer works is no error: the cookie decides.
    const stale = await app.inject({ method: 'GET', url: '/config.json', headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    expect(stale.statusCode).toBe(200);
  });

  /** An error report, with the visitor's cookies when a visitor is given. */
  const report = (app: FastifyInstance, payload: unknown, visitor?: { cookie: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json', ...(visitor ? { cookie: visitor.cookie } : {}) },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  /** The visitor's page showed the admin console: a page load of the version /config.json named them (or `version`). */
  const showAdmin = (app: FastifyInstance, visitor: { admin: string; cookie?: string }, version = /versions\/([^/]+)\//.exec(visitor.admin)![1]) =>
    app.inject({ method: 'POST', url: '/api/remote-loads', headers: visitor.cookie ? { cookie: visitor.cookie } : {}, payload: { remote: 'admin', version } });
  const errorIn = (version: string) => ({ remote: 'admin', version, kind: 'render', message: 'Error: boom' });
  const counts = () => ctx().db.selectFrom('remote_loads').select(['remote', 'version', 'loads', 'errors']).orderBy('version').execute();

  it('rolls a canary back by itself when its error rate exceeds the current one by the margin: once, audited, admins told', async () => {
    const app = await withCanary(50, { canary: { minLoads: 10, minVisitors: 10, windowLoads: 100, errorMargin: 0.1 } });
    const bossToken = await signInAdmin(app, ctx().db);
    await createUser(ctx().db, 'chief', 'admin');
    const visitors = [];
    for (let index = 0; index < 60; index += 1) visitors.push(await freshVisitor(app));
    const canaryVisitors = visitors.filter((visitor) => visitor.admin === manifest('v2'));
    expect(canaryVisitors.length).toBeGreaterThanOrEqual(10);
    // Asking /config.json counts nothing: a load is a page that showed the remote.
    expect(await counts()).toEqual([]);
    for (const visitor of visitors) expect((await showAdmin(app, visitor)).json()).toEqual({ counted: true });

    // The current version's errors count for it alone; a rate below the margin keeps the canary.
    const currentVisitor = visitors.find((visitor) => visitor.admin === manifest('v1'))!;
    expect((await report(app, { remote: 'admin', version: 'v1', kind: 'render', message: 'TypeError: x is undefined' }, currentVisitor)).json()).toEqual({
      counted: true,
    });
    expect((await report(app, errorIn('v2'), canaryVisitors[0])).statusCode).toBe(202);
    expect(readPointer(folders.deployDir, 'admin')?.canary?.version).toBe('v2');

    // Each canary visitor's page fails once: honest reports from distinct visitors end it.
    let answers = 1;
    while (readPointer(folders.deployDir, 'admin')?.canary) {
      expect((await report(app, errorIn('v2'), canaryVisitors[answers])).json()).toEqual({ counted: true });
      answers += 1;
      expect(answers).toBeLessThan(canaryVisitors.length);
    }
    expect(readPointer(folders.deployDir, 'admin')).toEqual({ current: 'v1', previous: [] });
    // Reports still in flight for the ended canary change nothing more.
    expect((await report(app, errorIn('v2'), canaryVisitors[answers])).json()).toEqual({ counted: false });

    const log = (await call(app, 'GET', '/api/audit-log?action=deployment.auto-rollback', bossToken)).json().items;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actor: null, target: { type: 'remote' }, details: { remote: 'admin', version: 'v2', current: 'v1' } });
    const emails = await ctx().db.selectFrom('notifications').select(['recipient', 'subject']).orderBy('id').execute();
    expect(emails.map((email) => email.recipient)).toEqual(['boss@example.com', 'chief@example.com']);
    expect(emails[0].subject).toContain("admin remote's canary v2 was rolled back");
    for (const visitor of canaryVisitors) {
      expect((await app.inject({ method: 'GET', url: '/config.json', headers: { cookie: visitor.cookie } })).json().remotes.admin).toBe(manifest('v1'));
    }
  });

  it(
    'counts no forged report (no cookie, a forged or moved cookie) and one visitor once: 105 page loads and 3 errors from each end no canary and do not move the baseline',
    async () => {
      // The limits and thresholds of the defaults, which 105 loads and 3 errors from one address met.
      const app = await withCanary(10, {
        clientErrorsPerMinute: 20,
        remoteLoadsPerMinute: 120,
        canary: { minLoads: 100, minVisitors: 100, windowLoads: 1000, errorMargin: 0.02 },
      });
      const [attacker] = await visitorsOf(app, 'v2', 1);
      const [bystander] = await visitorsOf(app, 'v1', 1);
      const served = (versions: object) => Buffer.from(JSON.stringify(versions)).toString('base64url');
      const macOf = (cookie: string) => cookie.slice(cookie.lastIndexOf('.') + 1);
      const attackerId = cookieOf(attacker, 'arcvest_visitor');
      const bystanderServed = cookieOf(bystander, 'arcvest_served');
      const forged: (string | undefined)[] = [
        undefined,
        // The old unsigned form, with a served cookie made up to match.
        `arcvest_visitor=${'A'.repeat(22)}; arcvest_served=${served({ admin: 'v2' })}`,
        // The visitor's id with another MAC.
        `arcvest_visitor=${'B'.repeat(22)}.${macOf(attackerId)}; ${cookieOf(attacker, 'arcvest_served')}`,
        // Another visitor's served versions beside the attacker's id.
        `${attackerId}; ${bystanderServed}`,
        // The bystander's served versions changed to name the canary.
        `${cookieOf(bystander, 'arcvest_visitor')}; arcvest_served=${served({ admin: 'v2' })}.${macOf(bystanderServed)}`,
      ];
      const flood = async (cookie: string | undefined, address: string) => {
        const headers = cookie ? { cookie } : {};
        const answers = [];
        for (const version of ['v2', 'v1']) {
          for (let index = 0; index < 105; index += 1) {
            answers.push(
              (await app.inject({ method: 'POST', url: '/api/remote-loads', remoteAddress: address, headers, payload: { remote: 'admin', version } })).json(),
            );
          }
          for (let index = 0; index < 3; index += 1) {
            answers.push((await app.inject({ method: 'POST', url: '/api/client-errors', remoteAddress: address, headers, payload: errorIn(version) })).json());
          }
        }
        return answers.filter((answer) => answer.counted).length;
      };
      for (const [index, cookie] of forged.entries()) expect(await flood(cookie, `10.0.0.${index + 1}`)).toBe(0);
      expect(await counts()).toEqual([]);

      // With their own cookies, each counts one page load and three errors of the version they were served.
      expect(await flood(attacker.cookie, '10.0.1.1')).toBe(4);
      expect(await flood(bystander.cookie, '10.0.1.2')).toBe(4);
      expect(await counts()).toEqual([
        { remote: 'admin', version: 'v1', loads: 1, errors: 3 },
        { remote: 'admin', version: 'v2', loads: 1, errors: 3 },
      ]);
      expect(readPointer(folders.deployDir, 'admin')?.canary?.version).toBe('v2');
      expect(await ctx().db.selectFrom('canary_outcomes').selectAll().execute()).toEqual([]);
    },
    AT_SCALE_TIMEOUT_MS,
  );

  it('refuses bad error reports with a 4xx, drops those for versions not served, and changes nothing else', async () => {
    const app = await withCanary(10, { clientErrorsPerMinute: 100 });
    const [current] = await visitorsOf(app, 'v1', 1);
    const before = await counts();
    const bad: [unknown, number][] = [
      ['{"remote": "admin",', 400],
      [[], 422],
      [{ remote: 'admin', version: 'v1', kind: 'render' }, 422],
      [{ remote: 'billing', version: 'v1', kind: 'render', message: 'x' }, 422],
      [{ remote: 'admin', version: '../v1', kind: 'render', message: 'x' }, 422],
      [{ remote: 'admin', version: 1, kind: 'render', message: 'x' }, 422],
      [{ remote: 'admin', version: 'v1', kind: 'crash', message: 'x' }, 422],
      [{ remote: 'admin', version: 'v1', kind: 'render', message: ['x'] }, 422],
      [{ remote: 'admin', version: 'v1', kind: 'render', message: 'x'.repeat(301) }, 422],
      [{ remote: 'admin', version: 'v1', kind: 'render', message: 'x'.repeat(3000) }, 413],
    ];
    for (const [payload, status] of bad) {
      const response = await report(app, payload);
      expect([payload, response.statusCode]).toEqual([payload, status]);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const badLoads: [unknown, number][] = [
      [{ remote: 'admin' }, 422],
      [{ remote: 'admin', version: 2 }, 422],
      [{ remote: 'admin', version: 'v1', extra: 'x'.repeat(3000) }, 413],
      ['not json', 400],
    ];
    for (const [payload, status] of badLoads) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/remote-loads',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect([payload, response.statusCode]).toEqual([payload, status]);
    }
    const wrongType = await app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'text/plain' }, payload: 'boom' });
    expect(wrongType.statusCode).toBe(422);
    expect(await counts()).toEqual(before);

    // A version that is not served now is dropped; a flood is cut at the limit per client.
    expect((await report(app, { remote: 'admin', version: 'v7', kind: 'load', message: 'x' }, current)).json()).toEqual({ counted: false });
    expect((await showAdmin(app, current, 'v7')).json()).toEqual({ counted: false });
    const limited = await ctx().rebuild({ deployDir: folders.deployDir, clientErrorsPerMinute: 4, remoteLoadsPerMinute: 3 });
    const loadFlood = [];
    for (let index = 0; index < 6; index += 1) loadFlood.push((await showAdmin(limited, current)).statusCode);
    expect(loadFlood).toEqual([202, 202, 202, 429, 429, 429]);
    const flood = [];
    for (let index = 0; index < 12; index += 1)
      flood.push((await report(limited, { remote: 'admin', version: 'v1', kind: 'unhandled', message: `e${index}` }, current)).statusCode);
    expect(flood.filter((status) => status === 202)).toHaveLength(4);
    expect(flood.slice(4).every((status) => status === 429)).toBe(true);
    // One visitor's page loads count once, their errors three times at most.
    expect((await counts()).find((row) => row.version === 'v1')).toMatchObject({ loads: 1, errors: 3 });
    expect(readPointer(folders.deployDir, 'admin')?.canary?.version).toBe('v2');
    expect(await ctx().db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    // Other callers are not limited by it.
    expect((await limited.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });

  it(
    'takes a flood of reports sent at once without a 5xx: each counted once, a failing canary ended once, also while an admin promotes it',
    async () => {
      const app = await withCanary(50, {
        clientErrorsPerMinute: 1000,
        remoteLoadsPerMinute: 1000,
        canary: { minLoads: 10, minVisitors: 10, windowLoads: 1000, errorMargin: 0.1 },
      });
      const token = await signInAdmin(app, ctx().db);
      const statuses = (responses: { statusCode: number }[]) => new Set(responses.map((response) => response.statusCode));
      const flood = (version: string, visitors: { cookie: string }[]) =>
        visitors.map((visitor, index) =>
          report(app, { remote: 'admin', version, kind: index % 2 ? 'render' : 'unhandled', message: `Error: boom ${index}` }, visitor),
        );

      // 30 visitors' page loads of the canary, then their 30 errors at once: it is rolled back once, whoever judges last.
      const canaryVisitors = await visitorsOf(app, 'v2', 30);
      expect(statuses(await Promise.all(canaryVisitors.map((visitor) => showAdmin(app, visitor))))).toEqual(new Set([202]));
      const errors = await Promise.all(flood('v2', canaryVisitors));
      expect(statuses(errors)).toEqual(new Set([202]));
      expect(readPointer(folders.deployDir, 'admin')).toEqual({ current: 'v1', previous: [] });
      const counted = errors.filter((response) => response.json().counted).length;
      expect(counted).toBeGreaterThanOrEqual(4);
      expect((await counts()).find((row) => row.version === 'v2')).toMatchObject({ loads: 30, errors: counted });
      const actions = async () => (await call(app, 'GET', '/api/audit-log', token)).json().items.map((item: { action: string }) => item.action);
      expect(await actions()).toEqual(['deployment.auto-rollback']);
      expect(await ctx().db.selectFrom('notifications').select('recipient').execute()).toEqual([{ recipient: 'boss@example.com' }]);

      // The next canary: an admin promotes it while its errors arrive. One decision wins, and the pointer follows it.
      publishCanary(folders.deployDir, 'admin', fakeBuild(folders.root, 'v3'), 50, ctx().clock.now);
      const nextVisitors = await visitorsOf(app, 'v3', 30);
      await Promise.all(nextVisitors.map((visitor) => showAdmin(app, visitor)));
      const [promoted, ...raced] = await Promise.all([
        call(app, 'POST', '/api/deployments/admin/promote', token, { version: 'v3' }),
        ...flood('v3', nextVisitors),
      ]);
      expect(statuses(raced)).toEqual(new Set([202]));
      const outcome = await ctx().db.selectFrom('canary_outcomes').select('outcome').where('version', '=', 'v3').execute();
      expect(outcome).toHaveLength(1);
      const won =
        outcome[0].outcome === 'promoted'
          ? { status: 200, pointer: { current: 'v3', previous: ['v1'] }, action: 'deployment.promote' }
          : { status: 409, pointer: { current: 'v1', previous: [] }, action: 'deployment.auto-rollback' };
      expect([promoted.statusCode, readPointer(folders.deployDir, 'admin'), (await actions())[0]]).toEqual([won.status, won.pointer, won.action]);
      expect(await actions()).toHaveLength(2);
    },
    AT_SCALE_TIMEOUT_MS,
  );

  it('keeps personal data out of the log, ignores fields it does not know, and limits one client without limiting another', async () => {
    publish(folders.deployDir, 'admin', fakeBuild(folders.root, 'v1'));
    const logged: { clientError?: unknown }[] = [];
    const app = buildApp(
      { ...ctx().config, deployDir: folders.deployDir, clientErrorsPerMinute: 2 },
      { db: ctx().db, now: () => new Date(ctx().clock.now), logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } },
    );
    try {
      await app.ready();
      const visitor = await freshVisitor(app);
      const sent = { remote: 'admin', version: 'v1', kind: 'unhandled', message: 'TypeError: no plan for ann@example.com, card 4111111111111111' };
      const answer = await report(app, { ...sent, email: 'ann@example.com', user_id: 7 }, visitor);
      expect([answer.statusCode, answer.json()]).toEqual([202, { counted: true }]);
      expect(logged.filter((line) => line.clientError).map((line) => line.clientError)).toEqual([
        { ...sent, message: 'TypeError: no plan for [email], card [number]' },
      ]);
      expect(JSON.stringify(logged)).not.toContain('ann@example.com');

      expect((await report(app, sent, visitor)).statusCode).toBe(202);
      expect((await report(app, sent, visitor)).statusCode).toBe(429);
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        remoteAddress: '127.0.0.2',
        headers: { cookie: visitor.cookie },
        payload: sent,
      });
      expect(elsewhere.statusCode).toBe(202);
      expect((await counts()).find((row) => row.version === 'v1')).toMatchObject({ errors: 3 });
    } finally {
      await app.close();
    }
  });

  it("counts page loads and error reports per remote and version in the metrics, those dropped (a visitor's second load) not", async () => {
    const app = await withCanary(10, { metricsToken: 'metrics-token-for-canary-test' });
    const [current] = await visitorsOf(app, 'v1', 1);
    const [first, second] = await visitorsOf(app, 'v2', 2);
    await showAdmin(app, current);
    await showAdmin(app, first);
    await showAdmin(app, first);
    await showAdmin(app, second);
    await showAdmin(app, current, 'v7');
    await report(app, errorIn('v2'), first);
    await report(app, errorIn('v7'), first);
    await report(app, { remote: 'admin', version: 'v2', kind: 'crash', message: 'Error: boom' }, first);
    const scrape = await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer metrics-token-for-canary-test' } });
    const lines = scrape.body.split('\n').filter((line) => /^arcvest_(remote_page_loads|client_errors)_total\{/.test(line));
    expect(lines.sort()).toEqual([
      'arcvest_client_errors_total{remote="admin",version="v2",kind="render"} 1',
      'arcvest_remote_page_loads_total{remote="admin",version="v1"} 1',
      'arcvest_remote_page_loads_total{remote="admin",version="v2"} 2',
    ]);
  });

  it('lets an admin promote, change the share and end canaries, each audited, a stale one refused', async () => {
    const app = await withCanary(10);
    const token = await signInAdmin(app, ctx().db);
    for (let index = 0; index < 30; index += 1) await showAdmin(app, await freshVisitor(app));
    const overview = (await call(app, 'GET', '/api/deployments', token)).json();
    const admin = overview.remotes.find((remote: { name: string }) => remote.name === 'admin');
    expect(admin).toMatchObject({
      source: 'pointer',
      current: { version: 'v1', manifest_url: manifest('v1') },
      canary: { version: 'v2', share: 10, manifest_url: manifest('v2') },
    });
    expect(admin.current.last_hour.loads + admin.canary.last_hour.loads).toBe(30);
    expect(overview.remotes.find((remote: { name: string }) => remote.name === 'public')).toMatchObject({
      source: 'build',
      current: { version: null },
      canary: null,
    });

    const share = await call(app, 'POST', '/api/deployments/admin/canary-share', token, { version: 'v2', share: 50 });
    expect(share.json()).toEqual({ message: "The admin remote's canary v2 is now served to 50 % of visitors." });
    expect(readPointer(folders.deployDir, 'admin')?.canary?.share).toBe(50);
    expect((await call(app, 'POST', '/api/deployments/admin/canary-share', token, { version: 'v2', share: '60' })).statusCode).toBe(422);
    expect((await call(app, 'POST', '/api/deployments/admin/canary-share', token, { version: 'v2', share: 0 })).statusCode).toBe(422);
    expect((await call(app, 'POST', '/api/deployments/admin/promote', token, { version: 'v1' })).json()).toEqual({
      message: inEnglish(DEPLOYMENT_TEXTS.canaryGone),
      code: DEPLOYMENT_TEXTS.canaryGone.id,
    });

    expect((await call(app, 'POST', '/api/deployments/admin/promote', token, { version: 'v2' })).statusCode).toBe(200);
    expect(readPointer(folders.deployDir, 'admin')).toEqual({ current: 'v2', previous: ['v1'] });
    const again = await call(app, 'POST', '/api/deployments/admin/end-canary', token, { version: 'v2' });
    expect(again.statusCode).toBe(409);

    publishCanary(folders.deployDir, 'admin', fakeBuild(folders.root, 'v3'), 5, ctx().clock.now);
    expect((await call(app, 'POST', '/api/deployments/admin/end-canary', token, { version: 'v3' })).statusCode).toBe(200);
    expect(readPointer(folders.deployDir, 'admin')).toEqual({ current: 'v2', previous: ['v1'] });
    const log = (await call(app, 'GET', '/api/audit-log', token)).json().items.map((item: { action: string; details: object }) => [item.action, item.details]);
    expect(log).toEqual([
      ['deployment.end-canary', { remote: 'admin', version: 'v3', share: 5, current: 'v2' }],
      ['deployment.promote', { remote: 'admin', version: 'v2', share: 50, replaced: 'v1' }],
      ['deployment.canary-share', { remote: 'admin', version: 'v2', before: 10, after: 50 }],
    ]);
  });
});

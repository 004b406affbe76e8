import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHUNK_FILES_FILE, INLINE_CONFIG_ID } from '@arcvest/shared/rules';
import { canaryBucket } from '../../api/src/domain/canary';
import { readPointer } from '../../api/src/deployments/releases';
import { expectNoBlockingViolationsInBothThemes } from '../support/axe';
import { bearer } from '../support/api';
import { screenshotBothWidths } from '../support/screenshots';
import { E2E_PORT, startServer } from '../support/server';
import { signInThroughApi } from '../support/session';

const repo = path.resolve(__dirname, '../..');
const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

/**
 * The release command (what `npm run deploy -w remote-admin` runs after its build), on this test's
 * folders: tsx as a loader of the one process, not through npx and tsx's wrapper process, which
 * cost over half of each command's CPU.
 */
function release(args: string[], deployDir: string, webRoot = repo) {
  execFileSync(process.execPath, ['--import', 'tsx', 'api/src/jobs/remote-release.ts', ...args], {
    cwd: repo,
    env: { ...process.env, DEPLOY_DIR: deployDir, WEB_ROOT: webRoot },
    stdio: 'pipe',
  });
}

/** How a canary copy of the admin build is broken: not at all, or on the admin overview page. */
type Breakage = 'none' | 'throws on render' | 'throws after render';

/**
 * A copy of the admin remote's build as another version. Broken, the admin overview page's
 * heading text becomes an expression that throws while the page renders (its area's boundary
 * catches it), or that schedules a throw for after the render (an uncaught error from the
 * remote's files), as a broken release would.
 */
function adminBuildCopy(root: string, version: string, breakage: Breakage): string {
  const dist = path.join(root, 'remote-admin', 'dist');
  // Without the build's precompressed files, which the server would serve instead of the patched ones.
  cpSync(path.join(repo, 'remote-admin/dist'), dist, { recursive: true, filter: (file) => !/\.(gz|br)$/.test(file) });
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  if (breakage !== 'none') {
    const heading = '"Waiting for a decision"';
    // The overview page's own code: the console's landing chunk group (webpack/index.ts ChunkFilesPlugin), not its catalogues, which hold the same text.
    const landing = (JSON.parse(readFileSync(path.join(dist, CHUNK_FILES_FILE), 'utf8')) as Record<string, string[]>).landing ?? [];
    const chunk = landing.find((file) => file.endsWith('.js') && readFileSync(path.join(dist, file), 'utf8').includes(heading));
    if (!chunk) throw new Error('The admin overview chunk was not found in remote-admin/dist');
    const code = readFileSync(path.join(dist, chunk), 'utf8');
    const broken =
      breakage === 'throws on render'
        ? `(() => { throw new Error("canary ${version} fails on render"); })()`
        : `(setTimeout(() => { throw new Error("canary fails after render"); }), ${heading})`;
    writeFileSync(path.join(dist, chunk), code.replace(heading, broken));
  }
  return root;
}

async function setUp(page: Page, port: number, env: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'arcvest-e2e-canary-'));
  const deployDir = path.join(root, 'deployments');
  const site = await startServer(port, { DEPLOY_DIR: deployDir, ...env });
  const token = await signInThroughApi(page, 'admin', undefined, site.baseURL);
  const adminId: number = (await (await page.request.post(`${site.baseURL}/api/me`, { headers: bearer(token) })).json()).id;
  // What the server serves before the canary, published first as the deploy's predeploy does.
  release(['keep-served', 'admin'], deployDir);
  const served = readPointer(deployDir, 'admin')!.current;
  /** A canary version whose bucket holds the admin: they are among its visitors. */
  const canaryVersionFor = (share: number) => {
    for (let index = 0; ; index += 1) {
      const version = `e2e-canary-${Date.now()}-${index}`;
      if (canaryBucket(`user:${adminId}`, 'admin', version) < share) return version;
    }
  };
  const cleanUp = () => {
    site.stop();
    rmSync(root, { recursive: true, force: true });
  };
  return { root, deployDir, site, token, served, canaryVersionFor, cleanUp };
}

const VISITOR_COOKIE = 'arcvest_visitor';

/**
 * A visitor in a fresh browser context (with `cookie` set first, or none: a new visitor): loads the
 * page, whose HTML carries the runtime config the server chose for the visitor's cookie, then loads
 * it again with the cookies it holds now. Answers the admin manifest named each time and the
 * visitor cookie the browser kept.
 */
async function visit(browser: Browser, baseURL: string, cookie?: string): Promise<{ first: string; again: string; cookie: string | undefined }> {
  const context = await browser.newContext({ baseURL });
  try {
    if (cookie) await context.addCookies([{ name: VISITOR_COOKIE, value: cookie, url: baseURL }]);
    const page = await context.newPage();
    const adminManifestNamed = async (load: () => Promise<unknown>) => {
      await load();
      const config = await page.locator(`script#${INLINE_CONFIG_ID}`).textContent();
      return (JSON.parse(config ?? '{}') as { remotes: { admin: string } }).remotes.admin;
    };
    const first = await adminManifestNamed(() => page.goto('/', { waitUntil: 'domcontentloaded' }));
    const again = await adminManifestNamed(() => page.reload({ waitUntil: 'domcontentloaded' }));
    return { first, again, cookie: (await context.cookies()).find((kept) => kept.name === VISITOR_COOKIE)?.value };
  } finally {
    await context.close();
  }
}

/** `count` new visitors, four browser contexts at a time. */
async function newVisitors(browser: Browser, baseURL: string, count: number) {
  const visitors: Awaited<ReturnType<typeof visit>>[] = [];
  while (visitors.length < count)
    visitors.push(...(await Promise.all(Array.from({ length: Math.min(4, count - visitors.length) }, () => visit(browser, baseURL)))));
  return visitors;
}

// The distribution over 1,000 new visitors is api/test/canary.test.ts's (a browser each takes too
// long here); this checks in real browsers that the page the server sends keeps a visitor's cookie
// and names, in its inline config, exactly what their bucket says.
test("during a 10 % canary each new browser gets the version of its cookie's bucket on every load, and the version before once it ends", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const root = mkdtempSync(path.join(os.tmpdir(), 'arcvest-e2e-canary-'));
  const deployDir = path.join(root, 'deployments');
  const site = await startServer(E2E_PORT + 6, { DEPLOY_DIR: deployDir });
  try {
    release(['keep-served', 'admin'], deployDir);
    const served = readPointer(deployDir, 'admin')!.current;
    // A returning visitor: a cookie the server issued (it is signed), and a canary version whose bucket holds it.
    const returning = /arcvest_visitor=([^;]+)/.exec((await fetch(`${site.baseURL}/config.json`)).headers.getSetCookie().join('\n'))![1];
    const idOf = (cookie: string) => cookie.split('.')[0];
    let canary = '';
    for (let index = 0; !canary || canaryBucket(`visitor:${idOf(returning)}`, 'admin', canary) >= 10; index += 1) canary = `e2e-canary-${Date.now()}-${index}`;
    release(['deploy', 'admin', '--canary', '10'], deployDir, adminBuildCopy(path.join(root, 'web'), canary, 'none'));
    const manifest = (version: string) => `/deployments/admin/versions/${version}/mf-manifest.json`;
    const builtVersion = async (version: string) => (await (await fetch(`${site.baseURL}${manifest(version)}`)).json()).metaData.buildInfo.buildVersion;
    expect([await builtVersion(served), await builtVersion(canary)]).toEqual([served, canary]);

    const visitors = await newVisitors(browser, site.baseURL, 24);
    for (const visitor of visitors) {
      expect(visitor.cookie).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      const bucketVersion = canaryBucket(`visitor:${idOf(visitor.cookie!)}`, 'admin', canary) < 10 ? canary : served;
      expect([visitor.first, visitor.again]).toEqual([manifest(bucketVersion), manifest(bucketVersion)]);
    }
    // The returning visitor's cookie is in the canary's bucket, so the canary is surely asked for.
    expect(await visit(browser, site.baseURL, returning)).toEqual({ first: manifest(canary), again: manifest(canary), cookie: returning });

    release(['rollback', 'admin'], deployDir);
    expect(await visit(browser, site.baseURL, returning)).toEqual({ first: manifest(served), again: manifest(served), cookie: returning });
    for (const visitor of await newVisitors(browser, site.baseURL, 8)) expect(visitor.first).toBe(manifest(served));
  } finally {
    site.stop();
    rmSync(root, { recursive: true, force: true });
  }
});

test('a canary that throws on render is reported by its visitors and rolled back by the server; the next load gets the current version', async ({ page }) => {
  const { root, deployDir, site, token, served, canaryVersionFor, cleanUp } = await setUp(page, E2E_PORT + 3, {
    CANARY_MIN_LOADS: '1',
    CANARY_MIN_VISITORS: '1',
    CANARY_WINDOW_LOADS: '100',
    CANARY_ERROR_MARGIN: '0.2',
  });
  try {
    const canary = canaryVersionFor(50);
    release(['deploy', 'admin', '--canary', '50'], deployDir, adminBuildCopy(path.join(root, 'web'), canary, 'throws on render'));
    expect(readPointer(deployDir, 'admin')?.canary).toMatchObject({ version: canary, share: 50 });

    const reported = page.waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.postDataJSON().version === canary);
    await page.goto(`${site.baseURL}/dashboard/admin`);
    const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(fallback).toContainText('admin console');
    expect((await reported).postDataJSON()).toMatchObject({ remote: 'admin', version: canary, kind: 'render' });

    await expect.poll(() => readPointer(deployDir, 'admin')).toEqual({ current: served, previous: [] });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Waiting for a decision' })).toBeVisible();
    await page.goto(`${site.baseURL}/dashboard/admin/deployments`);
    const card = page.getByRole('region', { name: 'Admin console' });
    await expect(card).toContainText(`Yes, version ${served}`);
    await expect(card).toContainText('No canary running.');

    const audit = await (await page.request.get(`${site.baseURL}/api/audit-log?action=deployment.auto-rollback`, { headers: bearer(token) })).json();
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ actor: null, details: { remote: 'admin', version: canary, current: served } });
    expect(audit.items[0].details.canary_counts.errors).toBeGreaterThanOrEqual(1);
  } finally {
    cleanUp();
  }
});

test("a canary whose code cannot be loaded, or throws outside React's rendering, is reported with its version, once per page", async ({ page }) => {
  const { root, deployDir, site, token, canaryVersionFor, cleanUp } = await setUp(page, E2E_PORT + 5, {});
  try {
    const canary = canaryVersionFor(50);
    release(['deploy', 'admin', '--canary', '50'], deployDir, adminBuildCopy(path.join(root, 'web'), canary, 'throws after render'));
    const reports = (kind: string) =>
      page
        .waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.postDataJSON().kind === kind)
        .then((request) => request.postDataJSON());

    // Its entry script unreachable: after the retries the area falls back and the failure is reported.
    await page.route(`**/deployments/admin/versions/${canary}/remoteEntry.js`, (route) => route.abort('connectionrefused'));
    const loadFailure = reports('load');
    await page.goto(`${site.baseURL}/dashboard/admin`);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toContainText('admin console');
    expect(await loadFailure).toEqual({ remote: 'admin', version: canary, kind: 'load', message: expect.any(String) });

    // Reachable again: the page renders, then the canary's timer throws.
    await page.unroute(`**/deployments/admin/versions/${canary}/remoteEntry.js`);
    const uncaught = reports('unhandled');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Waiting for a decision' })).toBeVisible();
    expect(await uncaught).toEqual({ remote: 'admin', version: canary, kind: 'unhandled', message: 'Error: canary fails after render' });

    // Two page loads of the canary, each with its error (the rule needs 100 loads before it judges): one
    // visitor's loads of a version count once, their errors up to three times.
    const overview = async () =>
      (await (await page.request.get(`${site.baseURL}/api/deployments`, { headers: bearer(token) })).json()).remotes.find(
        (remote: { name: string }) => remote.name === 'admin',
      );
    await expect.poll(async () => (await overview()).canary?.last_hour).toEqual({ loads: 1, errors: 2 });
    expect(readPointer(deployDir, 'admin')?.canary?.version).toBe(canary);
  } finally {
    cleanUp();
  }
});

test('an admin changes the share of a canary and promotes it from the deployments view, at 375 and at 1280 px, then ends another, axe clean in both themes', async ({
  page,
}) => {
  const { root, deployDir, site, token, cleanUp } = await setUp(page, E2E_PORT + 4, {});
  try {
    await page.goto(`${site.baseURL}/dashboard/admin/deployments`);
    const card = page.getByRole('region', { name: 'Admin console' });
    const dialog = page.getByRole('dialog');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const canary = `e2e-canary-${Date.now()}-${width}`;
      release(['deploy', 'admin', '--canary', '10'], deployDir, adminBuildCopy(path.join(root, `web-${width}`), canary, 'none'));
      await page.getByRole('button', { name: 'Refresh' }).click();
      const panel = page.getByRole('region', { name: `Canary ${canary}` });
      await expect(panel).toContainText('Share of visitors10 %');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBe(0);
      await expectNoBlockingViolationsInBothThemes(page, 'the deployments view with a canary', width);
      if (width === 375) await screenshotBothWidths(page, SCREENSHOTS, 'deployments-canary');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });

      await panel.getByLabel('Share (%)').fill('30');
      await panel.getByRole('button', { name: 'Change share' }).click();
      await expect(dialog).toContainText(`Serve ${canary} of the admin console to 30 % of visitors instead of 10 %?`);
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expectNoBlockingViolationsInBothThemes(page, 'the change share dialog', width);
      await dialog.getByRole('button', { name: 'Change share' }).click();
      await expect(panel).toContainText('Share of visitors30 %');
      expect(readPointer(deployDir, 'admin')?.canary).toMatchObject({ version: canary, share: 30 });

      await panel.getByRole('button', { name: 'Promote' }).click();
      await expect(dialog).toContainText(`Serve ${canary} of the admin console to every visitor?`);
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expectNoBlockingViolationsInBothThemes(page, 'the promote dialog', width);
      await dialog.getByRole('button', { name: 'Promote' }).click();
      await expect(card).toContainText(`Version served now${canary}`);
      await expect(card).toContainText('No canary running.');
      expect(readPointer(deployDir, 'admin')?.current).toBe(canary);

      const audit = await (await page.request.get(`${site.baseURL}/api/audit-log`, { headers: bearer(token) })).json();
      expect(audit.items.slice(0, 2).map((item: { action: string; details: object }) => [item.action, item.details])).toEqual([
        ['deployment.promote', expect.objectContaining({ remote: 'admin', version: canary, share: 30 })],
        ['deployment.canary-share', { remote: 'admin', version: canary, before: 10, after: 30 }],
      ]);
    }

    // At 375 px: end a canary; the version promoted last stays.
    await page.setViewportSize({ width: 375, height: 812 });
    const served = readPointer(deployDir, 'admin')!.current;
    const ended = `e2e-canary-${Date.now()}-ended`;
    release(['deploy', 'admin', '--canary', '10'], deployDir, adminBuildCopy(path.join(root, 'web-ended'), ended, 'none'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByRole('region', { name: `Canary ${ended}` })
      .getByRole('button', { name: 'End canary' })
      .click();
    await expect(dialog).toContainText(`End the canary ${ended} of the admin console? Every visitor gets version ${served} again.`);
    await expectNoBlockingViolationsInBothThemes(page, 'the end canary dialog', 375);
    await dialog.getByRole('button', { name: 'End canary' }).click();
    await expect(card).toContainText('No canary running.');
    expect(readPointer(deployDir, 'admin')).toEqual({ current: served, previous: expect.any(Array) });
    const audit = await (await page.request.get(`${site.baseURL}/api/audit-log`, { headers: bearer(token) })).json();
    expect([audit.items[0].action, audit.items[0].details]).toEqual(['deployment.end-canary', { remote: 'admin', version: ended, share: 10, current: served }]);
  } finally {
    cleanUp();
  }
});

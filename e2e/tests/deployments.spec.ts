import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, startServer } from '../support/server';
import { signIn } from '../support/session';

const repo = path.resolve(__dirname, '../..');

/** The version a build names in its manifest. */
function builtVersion(dist: string): string {
  return JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion;
}

/** Every file of the shell's build with its hash: a deploy of a remote must not change one byte. */
function shellFiles(): Record<string, string> {
  const dist = path.join(repo, 'shell/dist');
  return Object.fromEntries(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dist, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

/** The commands of docs/deployment.md#deploy-and-roll-back, with this test's deploy folder. */
function npmRun(args: string[], deployDir: string, version?: string) {
  execFileSync('npm', ['run', ...args], {
    cwd: repo,
    env: { ...process.env, DEPLOY_DIR: deployDir, ...(version && { BUILD_VERSION: version }) },
    stdio: 'pipe',
  });
}

async function adminCard(page: Page) {
  return page.getByRole('region', { name: 'Admin console' });
}

// Rebuilds remote-admin/dist, which every server under test serves.
test('deploying and rolling back the admin remote changes what the next load runs, never the shell', { tag: '@alone' }, async ({ page }) => {
  test.setTimeout(240_000);
  const deployDir = mkdtempSync(path.join(os.tmpdir(), 'arcvest-e2e-deployments-'));
  const site = await startServer(E2E_PORT + 2, { DEPLOY_DIR: deployDir });
  try {
    const stamp = Date.now();
    const [first, second] = [`e2e-${stamp}-a`, `e2e-${stamp}-b`];
    const shellBefore = shellFiles();
    // What the server serves before any deploy: the plain build, which the deploy's build overwrites.
    const servedBefore = builtVersion(path.join(repo, 'remote-admin/dist'));
    await test.step('deploy a first version', () => npmRun(['deploy', '-w', 'remote-admin'], deployDir, first));

    await signIn(page, 'admin', DEMO_PASSWORD, site.baseURL);
    await page.goto(`${site.baseURL}/dashboard/admin/deployments`);
    const card = await adminCard(page);
    await expect(card).toContainText(`Version served now${first}`);
    await expect(card).toContainText(`Yes, version ${first}`);

    await test.step('deploy a second version while the page is open', () => npmRun(['deploy', '-w', 'remote-admin'], deployDir, second));
    // The open page keeps running what it loaded; the pointer already names the new version.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(card).toContainText(`Version served now${second}`);
    await expect(card).toContainText(`Yes, version ${first}`);

    await page.reload();
    await expect(card).toContainText(`Yes, version ${second}`);
    const config = await (await page.request.get(`${site.baseURL}/config.json`)).json();
    expect(config.remotes.admin).toBe(`/deployments/admin/versions/${second}/mf-manifest.json`);
    const manifest = await (await page.request.get(`${site.baseURL}${config.remotes.admin}`)).json();
    expect(manifest.metaData.buildInfo.buildVersion).toBe(second);

    await test.step('roll back', () => npmRun(['rollback', '-w', 'remote-admin'], deployDir));
    await page.reload();
    await expect(card).toContainText(`Version served now${first}`);
    await expect(card).toContainText(`Yes, version ${first}`);
    await page.getByRole('link', { name: 'Manage plans' }).click();
    await expect(page.getByRole('heading', { name: 'Manage plans', level: 1 })).toBeVisible();

    await test.step('roll back past the first deploy', () => npmRun(['rollback', '-w', 'remote-admin'], deployDir));
    await page.goto(`${site.baseURL}/dashboard/admin/deployments`);
    await expect(card).toContainText(`Version served now${servedBefore}`);
    await expect(card).toContainText(`Yes, version ${servedBefore}`);
    const restored = await (await page.request.get(`${site.baseURL}/config.json`)).json();
    const restoredManifest = await (await page.request.get(`${site.baseURL}${restored.remotes.admin}`)).json();
    expect(restoredManifest.metaData.buildInfo.buildVersion).toBe(servedBefore);

    expect(shellFiles()).toEqual(shellBefore);
  } finally {
    site.stop();
    rmSync(deployDir, { recursive: true, force: true });
  }
});

/** Serves the admin remote's manifest as if it had been built against other shared versions. */
async function builtAgainst(page: Page, versions: Record<string, string>) {
  await page.route('**/admin/**/mf-manifest.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    for (const library of manifest.shared) if (versions[library.name]) library.version = versions[library.name];
    await route.fulfill({ json: manifest });
  });
}

test('an admin remote built against another shared contract is refused with its reason; the other areas work', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'error' && warnings.push(message.text()));
  await builtAgainst(page, { '@arcvest/shared': '2.0.0' });
  await signIn(page, 'admin');

  await page.getByRole('link', { name: 'Manage plans' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(fallback).toContainText("built for a different version of the site's shared code");
  await expect(fallback.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(warnings.some((text) => text.includes('incompatible'))).toBe(true);

  await page.getByRole('link', { name: 'Buy plan' }).click();
  await expect(page.getByRole('heading', { name: 'Starter plan' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Growth plan' })).toBeVisible();
});

test('an admin remote built against older compatible versions loads and works', async ({ page }) => {
  await builtAgainst(page, { react: '19.0.0', 'react-dom': '19.0.0', '@arcvest/shared': '1.0.0' });
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Manage plans' }).click();
  await expect(page.getByRole('heading', { name: 'Manage plans', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New plan' }).click();
  await expect(page.getByRole('heading', { name: 'New plan', level: 1 })).toBeVisible();
});

/** Records, in the page, whether an area's fallback was ever shown (even for a moment). */
async function watchForFallback(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.area-fallback')) (window as { fallbackSeen?: boolean }).fallbackSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

test('an admin entry that fails twice and then answers loads without the fallback ever showing', async ({ page }) => {
  await watchForFallback(page);
  let attempts = 0;
  await page.route('**/admin/remoteEntry.js', (route) => (++attempts <= 2 ? route.abort('connectionrefused') : route.continue()));
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Manage plans' }).click();
  await expect(page.getByRole('heading', { name: 'Manage plans', level: 1 })).toBeVisible();
  expect(attempts).toBe(3);
  expect(await page.evaluate(() => (window as { fallbackSeen?: boolean }).fallbackSeen ?? false)).toBe(false);
});

test('an admin remote that stays down shows the fallback after the retries; start-up and the other areas are not held up', async ({ page }) => {
  let entryAttempts = 0;
  // Never answered: a remote that hangs must not hold up the site.
  await page.route('**/admin/mf-manifest.json', () => {});
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Growth plan' })).toBeVisible();

  await page.unroute('**/admin/mf-manifest.json');
  await page.route('**/admin/remoteEntry.js', (route) => {
    entryAttempts += 1;
    return route.abort('connectionrefused');
  });
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Manage plans' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
  // One try and a retry for each file an area needs (RETRY_DELAYS_MS in shell/src/remotes/registry.ts).
  expect(entryAttempts).toBe(4);
  await page.getByRole('link', { name: 'Buy plan' }).click();
  await expect(page.getByRole('heading', { name: 'Starter plan' })).toBeVisible();
});

test('the investor remote is fetched while the sign-in form is shown, before any submit, when the page is opened directly', async ({ page }) => {
  // Opened directly: the page's HTML prefetches it (fetched, not run, during the form's own load).
  const investorEntry = page.waitForRequest(/\/investor\/remoteEntry\.js$/);
  await page.goto('/login');
  await expect(page.locator('link[rel="prefetch"][href$="/investor/remoteEntry.js"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await investorEntry;
  await expect(page).toHaveURL(/\/login$/);
});

test('the investor remote is fetched while the sign-in form is shown when the app navigated there', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Arcvest' })).toBeVisible();
  const investorEntry = page.waitForRequest(/\/investor\/remoteEntry\.js$/);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await investorEntry;
  await expect(page).toHaveURL(/\/login$/);
});

test('hovering or focusing a link into the dashboard fetches the investor remote before any click', async ({ page }) => {
  await signIn(page, 'investor');
  for (const intent of ['hover', 'focus'] as const) {
    // A full load: this page has not loaded the investor remote yet.
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Arcvest' })).toBeVisible();
    const investorEntry = page.waitForRequest(/\/investor\/remoteEntry\.js$/);
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' })[intent]();
    await investorEntry;
    await expect(page).toHaveURL(/\/about-us$/);
  }
});

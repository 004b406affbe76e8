import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, startServer } from '../support/server';
import { signIn, signInThroughApi } from '../support/session';
import { serveFolder } from '../support/static-server';

const repo = path.resolve(__dirname, '../..');

test("a visitor's home page requests no investor or admin code", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Starter plan' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.some((url) => url.startsWith('/remotes/public/'))).toBe(true);
  expect(requested.filter((url) => /\/remotes\/(investor|admin)\//.test(url))).toEqual([]);
});

test("the page's HTML carries the runtime config and asks for the first view's files at once, each file once", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = requested.filter((pathname) => /\.(js|css|json)$/.test(pathname));
  expect(files).toEqual(expect.arrayContaining(['/remotes/public/mf-manifest.json', '/remotes/public/remoteEntry.js']));
  // The shell starts from the config in the page: no /config.json round trip before the remote's files.
  expect(files).not.toContain('/config.json');
  expect(files.filter((pathname, index) => files.indexOf(pathname) !== index)).toEqual([]);
});

test("an area's landing page asks for its own code from the page's HTML, each file once, and in English for no catalogue but the signed-in rules'", async ({
  page,
}) => {
  await signInThroughApi(page, 'investor');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Total value' })).toBeVisible();
  // Preloaded by the page (api/src/routes/web/preload.ts), then used by the remote: no second request.
  const html = await (await page.request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]*\/landing[^"]*)"/g)].map(([, href]) => href);
  expect(preloaded).toEqual(expect.arrayContaining([expect.stringMatching(/\/landing\.\w+\.js$/)]));
  for (const file of preloaded)
    expect(
      requested.filter((pathname) => pathname === file),
      file,
    ).toHaveLength(1);
  // English's few compiled texts come with the code that loads them (docs/i18n.md#messages-and-catalogues).
  expect(requested.filter((pathname) => pathname.includes('messages-'))).toEqual([expect.stringMatching(/\/messages-rules-signed-in-en\.\w+\.js$/)]);
});

test("a signed-in area's page asks for the session from its HTML, before any script runs, and once", async ({ page }) => {
  await signInThroughApi(page, 'investor');
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me') sessionCalls.push(request.method());
  });
  // The shell's script is held: only the page's HTML can ask for the session meanwhile.
  let releaseShell = () => {};
  const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve));
  await page.route(/\/main\.\w+\.js$/, async (route) => {
    await shellHeld;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect.poll(() => sessionCalls).toEqual(['POST']);
  releaseShell();
  await expect(page.getByRole('heading', { name: 'Total value' })).toBeVisible();
  // The app took the HTML's answer: no second call.
  expect(sessionCalls).toEqual(['POST']);
});

for (const { user, path, reads, figure } of [
  { user: 'investor', path: '/dashboard', reads: ['/api/portfolio/value', '/api/transactions'], figure: '.portfolio-total' },
  { user: 'admin', path: '/dashboard/admin', reads: ['/api/admin-overview'], figure: '[data-testid="total-deposits"]' },
] as const) {
  test(`${path} asks for its landing page's figures beside the user's session, not after it`, async ({ page }) => {
    await signInThroughApi(page, user);
    // The user's session is held until the page has asked for its figures: a page that waited for it would never ask.
    let releaseSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route('**/api/me', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    const asked = reads.map((read) => page.waitForRequest((request) => new URL(request.url()).pathname === read));
    await page.goto(path);
    await Promise.all(asked);
    releaseSession();
    // The figure drawn, in place of its placeholder (the investor's may be hidden: "Show amounts").
    await expect(page.locator(figure)).toContainText(/\$\d|Hidden/);
  });
}

test('with the admin remote unreachable, the admin area falls back while the rest works', async ({ page }) => {
  await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
  await signIn(page, 'admin');

  await page.getByRole('link', { name: 'Manage plans' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(fallback).toContainText('admin console');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The investor dashboard and the public site still work.
  await page.getByRole('link', { name: 'Buy plan' }).click();
  await expect(page.getByRole('heading', { name: 'Starter plan' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Growth plan' })).toBeVisible();

  // Once the remote is reachable again, Retry loads it without a page reload.
  await page.goto('/dashboard/admin/manage-plan');
  await expect(fallback).toBeVisible();
  await page.unroute('**/remotes/admin/**');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Manage plans', level: 1 })).toBeVisible();
});

test('a remote served from its own origin is loaded through the runtime config', async ({ page }) => {
  // Steps name the phase in the report if one ever stalls.
  const adminOrigin = await test.step('serve the admin remote from its own origin', () => serveFolder(path.join(repo, 'remote-admin/dist')));
  const site = await test.step('start a server whose runtime config points there', () =>
    startServer(E2E_PORT + 1, { REMOTE_ADMIN_URL: `${adminOrigin.origin}/mf-manifest.json` }));
  try {
    await signIn(page, 'admin', DEMO_PASSWORD, site.baseURL);
    await page.goto(`${site.baseURL}/dashboard/admin/manage-plan`);
    await expect(page.getByRole('heading', { name: 'Manage plans', level: 1 })).toBeVisible();
    expect(adminOrigin.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  } finally {
    site.stop();
    await test.step('close the admin origin', () => adminOrigin.close());
  }
});

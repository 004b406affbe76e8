import { expect, test, type Page } from '@playwright/test';
import { countryOptions } from '@arcvest/shared/countries';
import { hydrated } from '../support/hydration';

/*
 * The public pages the server sends as HTML (docs/performance.md#pages-that-paint-before-their-script):
 * they paint before any script runs, the shell hydrates them without a mismatch (keeping the
 * server's elements), the runtime config comes in the page, and their scripts and the third-party
 * widgets are asked for only after the first paint.
 */

const PRERENDERED = [
  { path: '/', heading: 'Fixed-term crypto plans with daily returns', awaitsVisitor: true },
  { path: '/about-us', heading: 'About Arcvest', awaitsVisitor: true },
  { path: '/signup', heading: 'Create your account', awaitsVisitor: false },
  { path: '/login', heading: 'Sign in', awaitsVisitor: false },
] as const;

/** The TradingView embeds never reach the (closed) network; when each was asked for is recorded in the page. */
async function holdTradingView(page: Page) {
  await page.route(/tradingview/, (route) => route.abort('blockedbyclient'));
  await page.addInitScript(() => {
    const asked: number[] = [];
    (window as unknown as { tradingViewAskedAt: number[] }).tradingViewAskedAt = asked;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && /tradingview/.test(node.src)) asked.push(performance.now());
      }
    }).observe(document, { childList: true, subtree: true });
    // The heading the server sent, to tell a hydrated page (the same element) from one drawn anew.
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { sentHeading: Element | null }).sentHeading = document.querySelector('main h1');
    });
  });
}

test("the home page's HTML, before any script, has the hero, the one-second loader and the plan cards' places", async ({ request }) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root" data-prerendered>');
  expect(html).toMatch(/<h1 id="hero-heading">.*Fixed-term crypto plans with daily returns/);
  expect(html).toContain('class="page-loader-overlay" role="status"');
  // The plans change at any time: the HTML holds their cards' skeleton, the browser fills them in.
  expect(html).toMatch(
    /<section class="container home-section" aria-labelledby="plans-heading" data-awaits-script="true"><h2 id="plans-heading">Investment plans<\/h2>.*Loading plans/,
  );
  // Curl's Accept gets the same page.
  expect(await (await request.get('/', { headers: { accept: '*/*' } })).text()).toContain('data-prerendered');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, heading } of PRERENDERED) {
    test(`${path} shows its content, styled, under the loader for one second`, async ({ page }) => {
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
      // Styled by the stylesheets the HTML links (the top bar sticks to the top), not by a script.
      expect(await page.locator('header.top-nav').evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
      // The loader is over the page for its second (home and the info pages), then gone, with no script to end it.
      if (path === '/' || path === '/about-us') await expect(page.locator('.page-loader-overlay')).toBeHidden();
      // A form takes nothing before its script runs: its fields cannot be focused (inert, form.tsx).
      if (path === '/signup' || path === '/login') {
        const field = page.locator('main form input').first();
        await expect(field).toBeVisible();
        await field.evaluate((input: HTMLInputElement) => input.focus());
        await expect(field).not.toBeFocused();
      }
    });
  }
});

for (const { path, heading } of PRERENDERED) {
  test(`${path} is hydrated in place, with no console error, the config from the page and the widgets after the first paint`, async ({ page }) => {
    const errors: string[] = [];
    // Every console error but the held widget's own failed request (holdTradingView).
    page.on('console', (message) => message.type() === 'error' && !/tradingview/.test(message.location().url) && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const configRequests: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/config.json' && configRequests.push(request.url()));
    await holdTradingView(page);

    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sentHeading: Element | null }).sentHeading === document.querySelector('main h1'))).toBe(true);
    // Working after hydration: the menu opens (on every width the toggle exists in the DOM).
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    // Once hydrated, a form's fields take typing.
    if (path === '/login') {
      await page.getByLabel('Username').fill('ada');
      await expect(page.getByLabel('Username')).toHaveValue('ada');
    }

    if (path === '/') {
      await page.waitForFunction(() => (window as unknown as { tradingViewAskedAt: number[] }).tradingViewAskedAt.length > 0);
      const timing = await page.evaluate(() => ({
        asked: Math.min(...(window as unknown as { tradingViewAskedAt: number[] }).tradingViewAskedAt),
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      }));
      expect(timing.asked).toBeGreaterThan(timing.firstPaint);
      expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
    }
    // Every script, the shell's and the remote's, was asked for only once the page had painted (api/src/routes/web/after-paint.ts).
    const scripts = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin === location.origin && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.asked.length).toBeGreaterThan(0);
    expect(Math.min(...scripts.asked)).toBeGreaterThanOrEqual(scripts.firstPaint);
    expect(configRequests).toEqual([]);
    // A script the page's Content-Security-Policy refused would be one of these.
    expect(errors).toEqual([]);
  });
}

test.describe('pages whose scripts wait for the visitor', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const { path } of PRERENDERED.filter((page) => page.awaitsVisitor)) {
    test(`${path} asks for no script until the visitor moves; a click made before it is hydrated is made once it is`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && asked.push(request.url()));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(asked).toEqual([]);

      // The scripts held at the network: the click lands on the page as its HTML drew it.
      let release = () => undefined as void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      release();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    });
  }

  test('a language chosen before the home page is hydrated is chosen once it is', async ({ page }) => {
    await page.goto('/');
    let release = () => undefined as void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.getByLabel('Language').selectOption('es');
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the home page asks for its scripts once its plan cards near the screen, with no move', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 3200 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Starter plan' })).toBeVisible();
  });

  test("a signed-in visitor's page asks for its scripts after the first paint, with no move", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('access_token', 'a-token-the-server-will-refuse'));
    const asked: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && asked.push(request.url()));
    await page.goto('/about-us');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });
});

test("sign-up's country list comes with the script: the HTML holds its placeholder alone, the hydrated page every country", async ({ page, request }) => {
  const html = await (await request.get('/signup', { headers: { accept: 'text/html' } })).text();
  const list = /<select[^>]*name="country"[^>]*>(.*?)<\/select>/s.exec(html);
  expect(list?.[1]).toBe('<option value="" selected="">Select country</option>');

  await page.goto('/signup');
  await hydrated(page);
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country.locator('option')).toHaveCount(countryOptions().length + 1);
  await country.selectOption('Brazil');
  await expect(country).toHaveValue('Brazil');
});

test('a visitor who scrolls before the script has run stays where they are when it hydrates', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  let release = () => undefined as void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/signup', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  release();
  // The form's fields lose `inert` in the render after hydration, when its effects have run (form.tsx).
  await expect(page.locator('main form fieldset.form-controls')).not.toHaveAttribute('inert');
  // Hydration is not a route change (shell/src/layout/scroll-to-top.tsx): the page stays scrolled.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

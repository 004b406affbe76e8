import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../support/pages';
import { signIn } from '../support/session';

/*
 * What a search engine reads of each page: its own title and description in the HTML the server
 * sends (before any script runs), the same after the app has started, and after moving to the
 * page inside the app. Signed-in pages are noindex.
 */

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  }));

/** The public pages, once each (the reset page's two states share their head). */
const PAGES = PUBLIC_PAGES.filter((entry, index) => PUBLIC_PAGES.findIndex((other) => other.path === entry.path) === index);

test('each public page has its own title and description, in the HTML sent and after client navigation', async ({ page, request }) => {
  const heads = new Map<string, { title: string; description: string | null; robots: string | null }>();
  for (const { path } of PAGES) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const sentTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const shown = await head(page);
    expect(shown.title, path).toBe(sentTitle?.replace(/&amp;/g, '&'));
    expect(shown.description, path).toBeTruthy();
    expect(html, path).toContain(`<meta name="description" content="${shown.description}" />`);
    heads.set(path, shown);
  }
  expect(new Set([...heads.values()].map((entry) => entry.title)).size).toBe(PAGES.length);
  expect(new Set([...heads.values()].map((entry) => entry.description)).size).toBe(PAGES.length);
  // Only the reset form, reached from an email's code, stays out of search results.
  expect([...heads].filter(([, entry]) => entry.robots === 'noindex').map(([path]) => path)).toEqual(['/reset-user-password']);

  // Client-side navigation from the last page: the head follows the page.
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^About/ })).toBeVisible();
  await expect.poll(() => head(page)).toEqual(heads.get('/about-us'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => head(page)).toEqual(heads.get('/'));
});

test('a signed-in page is noindex, and the public page after signing out is indexable again', async ({ page }) => {
  await signIn(page, 'investor');
  await expect.poll(async () => (await head(page)).robots).toBe('noindex');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const missing = await head(page);
  expect(missing.title).toMatch(/^Page not found · /);
  expect(missing.robots).toBe('noindex');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect.poll(async () => (await head(page)).robots).toBeNull();
});

import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, bearer, me } from '../support/api';
import { expectNoBlockingViolations } from '../support/axe';
import { PROFILE_PAGES } from '../support/profile';
import { signInThroughApi } from '../support/session';

/*
 * Every page a person can land on, visited once: at a desktop width, then narrowed to a phone's.
 * At each width, once the page's content shows: axe (wcag2a and wcag2aa; serious and critical
 * violations fail), what a full-page screenshot would hide (images that did not load, horizontal
 * overflow, form controls side by side of different heights), then the full-page screenshot for a
 * person to look at (e2e/screenshots/<name>-<width>.png, not committed).
 */

/** Desktop first, then the same page narrowed to a phone. */
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

/** Every public page, and what shows once its content is there (after the 1-second loader). */
const PUBLIC_PAGES: { name: string; path: string; heading?: string; resetEmail?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'about-us', path: '/about-us', heading: 'About Arcvest' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { name: 'privacy-policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { name: 'signup', path: '/signup', heading: 'Create your account' },
  { name: 'login', path: '/login', heading: 'Sign in' },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Forgot password' },
  { name: 'reset-user-password', path: '/reset-user-password', heading: 'Set a new password' },
  // The reset form itself shows once a code was asked for in this tab.
  { name: 'reset-user-password-form', path: '/reset-user-password', heading: 'Set a new password', resetEmail: 'investor@example.com' },
];

/** A deleted account, so the user list shows how one looks (its colours are what axe checks there). */
async function deleteAnAccount(request: APIRequestContext) {
  const username = `gone${randomBytes(4).toString('hex')}`;
  const password = 'correct horse battery';
  const signup = await request.post('/api/signup', {
    data: {
      firstname: 'Gone', lastname: 'Away', email: `${username}@example.com`, username, age: '1980-01-01', gender: 'male',
      country: 'France', referred_by: '', password, password_confirmation: password,
    },
  });
  expect(signup.status()).toBe(201);
  const { id } = await me(request, await apiToken(request, username, password));
  const deleted = await request.post(`/api/delete-user/${id}`, { headers: bearer(await apiToken(request, 'admin')) });
  expect(deleted.status(), await deleted.text()).toBe(200);
}

/** Signed-in pages, with who signs in to see them, what shows once their content is there, and data they need first. */
const DASHBOARD_PAGES: {
  name: string;
  path: string;
  heading: string | RegExp;
  username: string;
  loaded: (page: Page) => Locator;
  prepare?: (request: APIRequestContext) => Promise<void>;
}[] = [
  { name: 'bitcoin-addresses', path: '/dashboard/admin/manage-address/bitcoin', heading: 'Bitcoin addresses', username: 'admin', loaded: (page) => page.getByRole('article').first() },
  {
    name: 'transaction-history',
    path: '/dashboard/transaction-history',
    heading: 'Transaction history',
    username: 'investor',
    loaded: (page) => page.getByRole('button', { name: 'Download CSV of all transactions' }),
  },
  {
    name: 'investor-dashboard',
    path: '/dashboard',
    heading: /^Good (morning|afternoon|evening)/,
    username: 'investor',
    loaded: (page) => page.getByRole('region', { name: 'Portfolio' }).locator('.portfolio-summary, .empty-state'),
  },
  { name: 'manage-withdrawals', path: '/dashboard/admin/manage-withdrawals', heading: 'Manage withdrawals', username: 'admin', loaded: (page) => page.locator('.status-filter').first() },
  {
    name: 'manage-identity-verification',
    path: '/dashboard/admin/manage-identity-verification',
    heading: 'Manage ID verifications',
    username: 'admin',
    loaded: (page) => page.locator('.applicant-count:not(:empty)').first(),
  },
  // The demo investor, the second user of the demo data.
  {
    name: 'identity-of-investor',
    path: '/dashboard/admin/manage-identity-verification/2',
    heading: 'Identity of investor',
    username: 'admin',
    loaded: (page) => page.locator('.level-circle').first(),
  },
  {
    name: 'user-plans',
    path: '/dashboard/admin/manage-users/2/user-plans',
    heading: 'Active plans of investor',
    username: 'admin',
    loaded: (page) => page.locator('.user-plan-card, .empty-state').first(),
  },
  { name: 'buy-plan-for-user', path: '/dashboard/admin/manage-users/2/buy-plan', heading: 'Buy a plan for investor', username: 'admin', loaded: (page) => page.getByRole('article').first() },
  { name: 'admin-overview', path: '/dashboard/admin', heading: 'Overview', username: 'admin', loaded: (page) => page.getByRole('region').first() },
  // On a fresh database the log may be empty: admin-overview.spec.ts checks the table with entries.
  { name: 'audit-log', path: '/dashboard/admin/audit-log', heading: 'Audit log', username: 'admin', loaded: (page) => page.getByRole('form').first() },
  { name: 'security', path: '/dashboard/profile/security', heading: 'Security', username: 'investor', loaded: (page) => page.getByRole('list', { name: 'Active sessions' }) },
  {
    name: 'manage-users',
    path: '/dashboard/admin/manage-users',
    heading: 'Manage users',
    username: 'admin',
    loaded: (page) => page.locator('.user-row-deleted').first(),
    prepare: deleteAnAccount,
  },
  {
    name: 'user-detail',
    path: '/dashboard/admin/manage-users/2',
    heading: 'investor',
    username: 'admin',
    loaded: (page) => page.getByRole('region', { name: 'Recent sign-ins' }).locator('.sign-in-history, .empty-state'),
  },
  {
    name: 'deployments',
    path: '/dashboard/admin/deployments',
    heading: 'Deployments',
    username: 'admin',
    loaded: (page) => page.getByText('Loaded on this page', { exact: true }).nth(2),
  },
];

const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

/** What a full-page screenshot would hide, then the screenshot as e2e/screenshots/{file}.png. */
async function checkAndShoot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
  expect(broken, 'images that did not load').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  // Form controls side by side keep one height: a hint under one field must not stretch its neighbour.
  const heights = await page
    .locator('main')
    .locator('input:not([type=checkbox]):not([type=radio]), select')
    .evaluateAll((controls) => controls.map((control) => Math.round(control.getBoundingClientRect().height)));
  expect(new Set(heights).size, `form control heights: ${heights.join(', ')}`).toBeLessThanOrEqual(1);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${file}.png`), fullPage: true, animations: 'disabled' });
}

/** What shows once a page's content is there, at the width it is at. */
type Ready = (page: Page) => Promise<void>;

/**
 * One page, opened once by `open`, then checked at each width in turn: a test per width, the page
 * narrowed between them (serial, so a width that fails skips the rest).
 */
function pageChecks(title: string, name: string, open: (page: Page) => Promise<unknown>, ready: Ready) {
  test.describe(title, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }, testInfo) => {
      // A context of its own, as axe's Playwright builder requires (it refuses browser.newPage()).
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      page = await context.newPage();
      await open(page);
    });
    test.afterAll(async () => {
      await page?.context().close();
    });
    for (const viewport of VIEWPORTS) {
      test(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await ready(page);
        await expectNoBlockingViolations(page, name, viewport.width);
        await checkAndShoot(page, `${name}-${viewport.width}`);
      });
    }
  });
}

/** The page's level-1 heading shows and no loader is left. */
const headingShows = (heading: string | RegExp | undefined) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
};

test.describe(`each page at ${VIEWPORTS.map((viewport) => viewport.width).join(' then ')} px: axe, what a screenshot hides, the screenshot`, () => {
  for (const { name, path: route, heading, resetEmail } of PUBLIC_PAGES) {
    const open = async (page: Page) => {
      if (resetEmail) await page.addInitScript((email) => sessionStorage.setItem('reset_email', email), resetEmail);
      await page.goto(route);
    };
    pageChecks(`${name} (${route})`, name, open, headingShows(heading));
  }

  for (const { name, path: route, heading, username, loaded, prepare } of DASHBOARD_PAGES) {
    const open = async (page: Page) => {
      await prepare?.(page.request);
      await signInThroughApi(page, username);
      await page.goto(route);
    };
    pageChecks(`${name} (${route}, signed in as ${username})`, name, open, async (page) => {
      await headingShows(heading)(page);
      await expect(loaded(page)).toBeVisible();
    });
  }

  for (const { name, heading, open } of PROFILE_PAGES) {
    pageChecks(`profile page ${name} (signed in as investor)`, name, async (page) => {
      await signInThroughApi(page, 'investor');
      await open(page);
    }, headingShows(heading));
  }
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/axe';
import { PROFILE_PAGES } from '../support/profile';
import { signInThroughApi } from '../support/session';

/** Every public page, and what shows once its content is there (after the 1-second loader). */
const PAGES = [
  { path: '/', heading: undefined },
  { path: '/about-us', heading: 'About Arcvest' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/login', heading: 'Sign in' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/reset-user-password', heading: 'Set a new password' },
] as const;

/** Signed-in pages, with who signs in to see them and what shows once their content is there. */
const DASHBOARD_PAGES: { path: string; heading: string | RegExp; username: string; loaded: (page: Page) => Locator }[] = [
  { path: '/dashboard/admin/manage-address/bitcoin', heading: 'Bitcoin addresses', username: 'admin', loaded: (page) => page.getByRole('article').first() },
  {
    path: '/dashboard/transaction-history',
    heading: 'Transaction history',
    username: 'investor',
    loaded: (page) => page.getByRole('button', { name: 'Download CSV of all transactions' }),
  },
  {
    path: '/dashboard',
    heading: /^Good (morning|afternoon|evening)/,
    username: 'investor',
    loaded: (page) => page.getByRole('region', { name: 'Portfolio' }).locator('.portfolio-summary, .empty-state'),
  },
  { path: '/dashboard/admin/manage-withdrawals', heading: 'Manage withdrawals', username: 'admin', loaded: (page) => page.locator('.status-filter').first() },
  {
    path: '/dashboard/admin/manage-identity-verification',
    heading: 'Manage ID verifications',
    username: 'admin',
    loaded: (page) => page.locator('.applicant-count:not(:empty)').first(),
  },
  // The demo investor, the second user of the demo data.
  { path: '/dashboard/admin/manage-identity-verification/2', heading: 'Identity of investor', username: 'admin', loaded: (page) => page.locator('.level-circle').first() },
  { path: '/dashboard/admin/manage-users/2/user-plans', heading: 'Active plans of investor', username: 'admin', loaded: (page) => page.locator('.user-plan-card, .empty-state').first() },
  { path: '/dashboard/admin/manage-users/2/buy-plan', heading: 'Buy a plan for investor', username: 'admin', loaded: (page) => page.getByRole('article').first() },
  { path: '/dashboard/admin', heading: 'Overview', username: 'admin', loaded: (page) => page.getByRole('region').first() },
  // On a fresh database the log may be empty: admin-overview.spec.ts checks the table with entries.
  { path: '/dashboard/admin/audit-log', heading: 'Audit log', username: 'admin', loaded: (page) => page.getByRole('form').first() },
  { path: '/dashboard/profile/security', heading: 'Security', username: 'investor', loaded: (page) => page.getByRole('list', { name: 'Active sessions' }) },
  {
    path: '/dashboard/admin/manage-users/2',
    heading: 'investor',
    username: 'admin',
    loaded: (page) => page.getByRole('region', { name: 'Recent sign-ins' }).locator('.sign-in-history, .empty-state'),
  },
  { path: '/dashboard/admin/deployments', heading: 'Deployments', username: 'admin', loaded: (page) => page.getByRole('region', { name: 'Admin console' }).getByText('Loaded on this page') },
];

/** Desktop first, then the same page narrowed to a phone's width: each checked once its content shows. */
const WIDTHS = [1280, 375];

/** Runs axe at each width on the page as it stands, after `ready` shows its content at that width. */
async function expectAccessibleAtEachWidth(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await expectNoBlockingViolations(page, name, width);
  }
}

test.describe(`axe (wcag2a, wcag2aa) at ${WIDTHS.join(' and ')} px`, () => {
  for (const { path, heading } of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expectAccessibleAtEachWidth(page, path, async () => {
        await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
      });
    });
  }

  for (const { path, heading, username, loaded } of DASHBOARD_PAGES) {
    test(`${path} (signed in as ${username}) has no serious or critical violations`, async ({ page }) => {
      await signInThroughApi(page, username);
      await page.goto(path);
      await expectAccessibleAtEachWidth(page, path, async () => {
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expect(loaded(page)).toBeVisible();
      });
    });
  }

  for (const { name, heading, open } of PROFILE_PAGES) {
    test(`profile page ${name} (signed in as investor) has no serious or critical violations`, async ({ page }) => {
      await signInThroughApi(page, 'investor');
      await open(page);
      await expectAccessibleAtEachWidth(page, name, async () => {
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
      });
    });
  }
});

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, bearer } from './api';
import { signUpInvestor } from './sign-up';

/*
 * Every page a person can land on, for the specs that visit them all (page-checks.spec.ts: axe,
 * layout, amounts and screenshots; findability.spec.ts). The profile pages are in profile.ts.
 */

/** Every public page, and what shows once its content is there (after the 1-second loader). */
export const PUBLIC_PAGES: { name: string; path: string; heading?: string; resetEmail?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'about-us', path: '/about-us', heading: 'About Arcvest' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { name: 'privacy-policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { name: 'proof-of-reserves', path: '/proof-of-reserves', heading: 'Proof of reserves' },
  { name: 'signup', path: '/signup', heading: 'Create your account' },
  { name: 'login', path: '/login', heading: 'Sign in' },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Forgot password' },
  { name: 'reset-user-password', path: '/reset-user-password', heading: 'Set a new password' },
  // The reset form itself shows once a code was asked for in this tab.
  { name: 'reset-user-password-form', path: '/reset-user-password', heading: 'Set a new password', resetEmail: 'investor@example.com' },
];

/** A deleted account, so the user list shows how one looks (its colours are what axe checks there). */
async function deleteAnAccount(request: APIRequestContext) {
  const { id } = await signUpInvestor(request, { prefix: 'gone', session: true });
  const deleted = await request.post(`/api/delete-user/${id}`, { headers: bearer(await apiToken(request, 'admin')) });
  expect(deleted.status(), await deleted.text()).toBe(200);
}

/** BIP 84's test key and its first address: the Bitcoin page then shows a watch-only key as an operator's would. */
const BIP84_ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BIP84_FIRST_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

async function setBitcoinKey(request: APIRequestContext) {
  const saved = await request.post('/api/chain-keys/btc', { headers: bearer(await apiToken(request, 'admin')), data: { xpub: BIP84_ZPUB } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Signed-in pages, with who signs in to see them, what shows once their content is there, and data they need first. */
export const DASHBOARD_PAGES: {
  name: string;
  path: string;
  heading: string | RegExp;
  username: string;
  loaded: (page: Page) => Locator;
  prepare?: (request: APIRequestContext) => Promise<void>;
}[] = [
  { name: 'buy-plan', path: '/dashboard/buy-plan', heading: 'Buy plan', username: 'investor', loaded: (page) => page.getByRole('article').first() },
  {
    name: 'make-withdrawal',
    path: '/dashboard/make-withdrawal',
    heading: 'Make withdrawal',
    username: 'investor',
    loaded: (page) => page.getByLabel('Payment option'),
  },
  {
    name: 'active-plans',
    path: '/dashboard/user-plan',
    heading: 'Active plans',
    username: 'investor',
    loaded: (page) => page.locator('.user-plan-card, .empty-state').first(),
  },
  {
    name: 'manage-plans',
    path: '/dashboard/admin/manage-plan',
    heading: 'Manage plans',
    username: 'admin',
    loaded: (page) => page.getByRole('article').first(),
  },
  {
    name: 'manage-deposits',
    path: '/dashboard/admin/manage-deposits',
    heading: 'Manage deposits',
    username: 'admin',
    loaded: (page) => page.locator('.review-month, .empty-state').first(),
  },
  {
    name: 'manage-addresses',
    path: '/dashboard/admin/manage-address',
    heading: 'Manage addresses',
    username: 'admin',
    loaded: (page) => page.getByRole('link', { name: /deposit addresses$/ }).first(),
  },
  {
    name: 'chain-payments',
    path: '/dashboard/admin/chain-payments',
    heading: 'Chain payments',
    username: 'admin',
    // Both lists have loaded (this server watches no chain: the reconciliation has no coin).
    loaded: (page) =>
      page.locator('main', { has: page.getByRole('region', { name: 'Decided and overpaid' }) }).filter({ hasText: 'No coin is settled on chain yet.' }),
  },
  {
    name: 'admin-proof-of-reserves',
    path: '/dashboard/admin/proof-of-reserves',
    heading: 'Proof of reserves',
    username: 'admin',
    // The registered addresses have loaded (none on this server, or some from another journey).
    loaded: (page) => page.getByRole('region', { name: 'Registered reserve addresses' }).locator('.reserves-address-list, .empty-state'),
  },
  {
    name: 'bitcoin-addresses',
    path: '/dashboard/admin/manage-address/bitcoin',
    heading: 'Bitcoin addresses',
    username: 'admin',
    // Both the key's facts and the address list have loaded.
    loaded: (page) => page.locator('main', { has: page.getByRole('article') }).filter({ hasText: BIP84_FIRST_ADDRESS }),
    prepare: setBitcoinKey,
  },
  {
    name: 'transaction-history',
    path: '/dashboard/transaction-history',
    heading: 'Transaction history',
    username: 'investor',
    // The list, or its empty state: other journeys on the same server may have given the investor a history.
    loaded: (page) => page.getByText('No transactions yet.').or(page.locator('.tx-month')).first(),
  },
  {
    name: 'investor-dashboard',
    path: '/dashboard',
    heading: /^Good (morning|afternoon|evening)/,
    username: 'investor',
    loaded: (page) => page.getByRole('region', { name: 'Portfolio' }).locator('.portfolio-summary, .empty-state'),
  },
  {
    name: 'manage-withdrawals',
    path: '/dashboard/admin/manage-withdrawals',
    heading: 'Manage withdrawals',
    username: 'admin',
    loaded: (page) => page.locator('.radio-filter').first(),
  },
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
  {
    name: 'buy-plan-for-user',
    path: '/dashboard/admin/manage-users/2/buy-plan',
    heading: 'Buy a plan for investor',
    username: 'admin',
    loaded: (page) => page.getByRole('article').first(),
  },
  { name: 'admin-overview', path: '/dashboard/admin', heading: 'Overview', username: 'admin', loaded: (page) => page.getByRole('region').first() },
  // On a fresh database the log may be empty: admin-overview.spec.ts checks the table with entries.
  { name: 'help', path: '/dashboard/help', heading: 'Help', username: 'investor', loaded: (page) => page.locator('.help-list, .empty-state').first() },
  { name: 'help-new-request', path: '/dashboard/help/new', heading: 'New support request', username: 'investor', loaded: (page) => page.getByRole('form') },
  {
    name: 'support-queue',
    path: '/dashboard/admin/support',
    heading: 'Support',
    username: 'admin',
    loaded: (page) => page.locator('.support-queue, .empty-state').first(),
  },
  {
    name: 'saved-replies',
    path: '/dashboard/admin/support/saved-replies',
    heading: 'Saved replies',
    username: 'admin',
    loaded: (page) => page.locator('.support-queue, .empty-state').first(),
  },
  { name: 'audit-log', path: '/dashboard/admin/audit-log', heading: 'Audit log', username: 'admin', loaded: (page) => page.getByRole('form').first() },
  {
    name: 'security',
    path: '/dashboard/profile/security',
    heading: 'Security',
    username: 'investor',
    loaded: (page) => page.getByRole('list', { name: 'Active sessions' }),
  },
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
    name: 'notifications',
    path: '/dashboard/notifications',
    heading: 'Notifications',
    username: 'investor',
    loaded: (page) => page.locator('.notification-list, .empty-state').first(),
  },
  {
    name: 'admin-notifications',
    path: '/dashboard/admin/notifications',
    heading: 'Notifications',
    username: 'admin',
    loaded: (page) => page.locator('.notification-list, .empty-state').first(),
  },
  {
    name: 'deployments',
    path: '/dashboard/admin/deployments',
    heading: 'Deployments',
    username: 'admin',
    loaded: (page) => page.getByText('Loaded on this page', { exact: true }).nth(2),
  },
];

/** The page's level-1 heading shows and no loader is left. */
export const headingShows = (heading: string | RegExp | undefined) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
};

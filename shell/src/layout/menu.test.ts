// Must be the first import: installs TextEncoder for jsdom (menu.ts imports @arcvest/shared and with it the router).
import '@arcvest/shared/test';
import {
  createAddressPath,
  editPlanPath,
  helpRequestPath,
  identityVerificationPath,
  invoicePath,
  manageUserBuyPlanPath,
  manageUserPlansPath,
  PATHS,
  supportRequestPath,
} from '@arcvest/shared';
import type { Translate } from '@arcvest/shared/rules';
import { ADMIN_MENU, breadcrumbs, type MenuItem } from './menu';

/** A menu entry as an English reader sees it. */
const english = (item: MenuItem) => ({ to: item.to, label: item.label.message });

it('names every level of a dashboard path', () => {
  expect(breadcrumbs('/dashboard/buy-plan/bitcoin')).toEqual([
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/buy-plan', label: 'Buy plan' },
    { to: '/dashboard/buy-plan/bitcoin', label: 'Bitcoin', isName: true },
  ]);
});

it('uses the menu words where a path segment reads badly', () => {
  expect(breadcrumbs('/dashboard/user-plan').map((crumb) => crumb.label)).toEqual(['Dashboard', 'Plans']);
  expect(breadcrumbs('/dashboard/admin/manage-plan/create-new-plan').map((crumb) => crumb.label)).toEqual(['Dashboard', 'Admin', 'Manage plans', 'New plan']);
});

it('names an edit page by what it does: no raw id, and no crumb leading to a path that is no page', () => {
  expect(breadcrumbs('/dashboard/admin/manage-plan/edit-plan/42')).toEqual([
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/admin', label: 'Admin' },
    { to: '/dashboard/admin/manage-plan', label: 'Manage plans' },
    { to: '/dashboard/admin/manage-plan/edit-plan/42', label: 'Edit plan' },
  ]);
});

it('names an invoice page Payment, with no crumb to a list of invoices that is no page', () => {
  expect(breadcrumbs('/dashboard/buy-plan/invoices/12')).toEqual([
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/buy-plan', label: 'Buy plan' },
    { to: '/dashboard/buy-plan/invoices/12', label: 'Payment' },
  ]);
});

it('names a page under an id as the page does, and never shows the id itself', () => {
  const path = '/dashboard/admin/manage-users/42/user-plans';
  expect(breadcrumbs(path).map((crumb) => crumb.label)).toEqual(['Dashboard', 'Admin', 'Manage users', '…', 'User plans']);
  expect(breadcrumbs(path, { '/dashboard/admin/manage-users/42': 'ivy' })).toEqual([
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/admin', label: 'Admin' },
    { to: '/dashboard/admin/manage-users', label: 'Manage users' },
    { to: '/dashboard/admin/manage-users/42', label: 'ivy', isName: true },
    { to: '/dashboard/admin/manage-users/42/user-plans', label: 'User plans' },
  ]);
});

it('links every level of the address pages to a page that exists', () => {
  expect(breadcrumbs('/dashboard/admin/manage-address/tether/create-address')).toEqual([
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/admin', label: 'Admin' },
    { to: '/dashboard/admin/manage-address', label: 'Manage addresses' },
    { to: '/dashboard/admin/manage-address/tether', label: 'Tether (USDT)', isName: true },
    { to: '/dashboard/admin/manage-address/tether/create-address', label: 'Create address' },
  ]);
});

it('names a coin page as the coin catalogue does', () => {
  expect(breadcrumbs('/dashboard/buy-plan/tether').at(-1)).toEqual({ to: '/dashboard/buy-plan/tether', label: 'Tether (USDT)', isName: true });
  expect(breadcrumbs('/dashboard/admin/manage-address/ripple/create-address').map((crumb) => crumb.label)).toEqual([
    'Dashboard',
    'Admin',
    'Manage addresses',
    'Ripple',
    'Create address',
  ]);
});

it('opens the admin menu with the overview and ends it with the audit log and the deployments', () => {
  expect(english(ADMIN_MENU[0])).toEqual({ to: '/dashboard/admin', label: 'Overview' });
  expect(ADMIN_MENU.slice(-2).map(english)).toEqual([
    { to: '/dashboard/admin/audit-log', label: 'Audit log' },
    { to: '/dashboard/admin/deployments', label: 'Deployments' },
  ]);
  expect(breadcrumbs('/dashboard/admin/audit-log').map((crumb) => crumb.label)).toEqual(['Dashboard', 'Admin', 'Audit log']);
});

it('lists the approvals right after the overview', () => {
  expect(english(ADMIN_MENU[1])).toEqual({ to: '/dashboard/admin/approvals', label: 'Approvals' });
});

it('lists the chain payments, the queue of exceptions', () => {
  expect(ADMIN_MENU.map(english)).toContainEqual({ to: '/dashboard/admin/chain-payments', label: 'Chain payments' });
  expect(breadcrumbs('/dashboard/admin/chain-payments').map((crumb) => crumb.label)).toEqual(['Dashboard', 'Admin', 'Chain payments']);
});

it('lists the proof of reserves, where admins register reserve addresses and take a snapshot', () => {
  expect(ADMIN_MENU.map(english)).toContainEqual({ to: '/dashboard/admin/proof-of-reserves', label: 'Proof of reserves' });
  expect(breadcrumbs('/dashboard/admin/proof-of-reserves').map((crumb) => crumb.label)).toEqual(['Dashboard', 'Admin', 'Proof of reserves']);
});

it('has a translated label for every segment of every dashboard path, so a reader in another language reads no English words of the URL', () => {
  const marked: Translate = (text) => `«${text.message}»`;
  const paths = [
    ...Object.values(PATHS).filter((path) => path.startsWith(PATHS.dashboard)),
    invoicePath(12),
    editPlanPath(42),
    createAddressPath('bitcoin'),
    identityVerificationPath(7),
    manageUserBuyPlanPath(7),
    manageUserPlansPath(7),
    helpRequestPath(3),
    supportRequestPath(3),
  ];
  const coinNames = new Set(['Bitcoin']);
  for (const path of paths) {
    const unlabelled = breadcrumbs(path, {}, marked)
      .map((crumb) => crumb.label)
      .filter((label) => !label.startsWith('«') && label !== '…' && !coinNames.has(label));
    expect({ path, unlabelled }).toEqual({ path, unlabelled: [] });
  }
});

it('translates the crumbs with the translate it is given, and leaves names and coins as they are', () => {
  const spanish: Translate = (text) => ({ 'shell.crumb.dashboard': 'panel', 'shell.crumb.buyPlan': 'Comprar plan' })[text.id] ?? text.message;
  expect(breadcrumbs('/dashboard/buy-plan/bitcoin', {}, spanish).map((crumb) => crumb.label)).toEqual(['Panel', 'Comprar plan', 'Bitcoin']);
});

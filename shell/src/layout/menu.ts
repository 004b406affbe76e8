import { inEnglish, paymentCoinBySlug, type Message, type Translate } from '@arcvest/shared/rules';
import { PATHS } from '@arcvest/shared';

export interface MenuItem {
  to: string;
  label: Message;
}

/** Side-menu entries (docs/product.md#investor-dashboard, docs/product.md#admin-console). */
export const USER_MENU: readonly MenuItem[] = [
  { to: PATHS.dashboard, label: /*i18n*/ { id: 'shell.menu.dashboard', message: 'Dashboard' } },
  { to: PATHS.buyPlan, label: /*i18n*/ { id: 'shell.menu.buyPlan', message: 'Buy plan' } },
  { to: PATHS.makeWithdrawal, label: /*i18n*/ { id: 'shell.menu.makeWithdrawal', message: 'Make withdrawal' } },
  { to: PATHS.userPlans, label: /*i18n*/ { id: 'shell.menu.userPlans', message: 'Plans' } },
  { to: PATHS.transactionHistory, label: /*i18n*/ { id: 'shell.menu.transactionHistory', message: 'Transaction history' } },
  { to: PATHS.verifyBalance, label: /*i18n*/ { id: 'shell.menu.verifyBalance', message: 'Verify my balance' } },
  { to: PATHS.profile, label: /*i18n*/ { id: 'shell.menu.profile', message: 'Profile' } },
  { to: PATHS.help, label: /*i18n*/ { id: 'shell.menu.help', message: 'Help' } },
];

export const ADMIN_MENU: readonly MenuItem[] = [
  { to: PATHS.admin, label: /*i18n*/ { id: 'shell.menu.overview', message: 'Overview' } },
  // Next to the overview: requests waiting for a second staff member are the console's to-do list too.
  { to: PATHS.approvals, label: /*i18n*/ { id: 'shell.menu.approvals', message: 'Approvals' } },
  { to: PATHS.supportQueue, label: /*i18n*/ { id: 'shell.menu.support', message: 'Support' } },
  { to: PATHS.managePlans, label: /*i18n*/ { id: 'shell.menu.managePlans', message: 'Manage plans' } },
  { to: PATHS.manageDeposits, label: /*i18n*/ { id: 'shell.menu.manageDeposits', message: 'Manage deposits' } },
  { to: PATHS.manageWithdrawals, label: /*i18n*/ { id: 'shell.menu.manageWithdrawals', message: 'Manage withdrawals' } },
  { to: PATHS.manageAddresses, label: /*i18n*/ { id: 'shell.menu.manageAddresses', message: 'Manage addresses' } },
  { to: PATHS.manageUsers, label: /*i18n*/ { id: 'shell.menu.manageUsers', message: 'Manage users' } },
  { to: PATHS.manageIdentityVerification, label: /*i18n*/ { id: 'shell.menu.manageIdentityVerification', message: 'Manage ID verifications' } },
  { to: PATHS.staff, label: /*i18n*/ { id: 'shell.menu.staff', message: 'Staff' } },
  { to: PATHS.chainPayments, label: /*i18n*/ { id: 'shell.menu.chainPayments', message: 'Chain payments' } },
  { to: PATHS.manageReserves, label: /*i18n*/ { id: 'shell.menu.proofOfReserves', message: 'Proof of reserves' } },
  { to: PATHS.auditLog, label: /*i18n*/ { id: 'shell.menu.auditLog', message: 'Audit log' } },
  { to: PATHS.deployments, label: /*i18n*/ { id: 'shell.menu.deployments', message: 'Deployments' } },
];

/**
 * The crumb of each segment of a dashboard path (shared/src/routes/paths.ts). Where the words of
 * the URL read well their English is exactly those words; the others say what the menu says.
 */
const SEGMENT_LABELS: Record<string, Message> = {
  dashboard: /*i18n*/ { id: 'shell.crumb.dashboard', message: 'Dashboard' },
  'buy-plan': /*i18n*/ { id: 'shell.crumb.buyPlan', message: 'Buy plan' },
  'make-withdrawal': /*i18n*/ { id: 'shell.crumb.makeWithdrawal', message: 'Make withdrawal' },
  'user-plan': /*i18n*/ { id: 'shell.crumb.userPlan', message: 'Plans' },
  'transaction-history': /*i18n*/ { id: 'shell.crumb.transactionHistory', message: 'Transaction history' },
  profile: /*i18n*/ { id: 'shell.crumb.profile', message: 'Profile' },
  'edit-profile': /*i18n*/ { id: 'shell.crumb.editProfile', message: 'Edit profile' },
  'edit-contact-information': /*i18n*/ { id: 'shell.crumb.editContactInformation', message: 'Edit contact information' },
  'verify-email-address': /*i18n*/ { id: 'shell.crumb.verifyEmailAddress', message: 'Verify email address' },
  'confirm-code': /*i18n*/ { id: 'shell.crumb.confirmCode', message: 'Confirm code' },
  'verify-identity': /*i18n*/ { id: 'shell.crumb.verifyIdentity', message: 'Verify identity' },
  security: /*i18n*/ { id: 'shell.crumb.security', message: 'Security' },
  'verify-balance': /*i18n*/ { id: 'shell.crumb.verifyBalance', message: 'Verify balance' },
  help: /*i18n*/ { id: 'shell.crumb.help', message: 'Help' },
  new: /*i18n*/ { id: 'shell.crumb.new', message: 'New' },
  notifications: /*i18n*/ { id: 'shell.crumb.notifications', message: 'Notifications' },
  admin: /*i18n*/ { id: 'shell.crumb.admin', message: 'Admin' },
  'manage-plan': /*i18n*/ { id: 'shell.crumb.managePlan', message: 'Manage plans' },
  'create-new-plan': /*i18n*/ { id: 'shell.crumb.createNewPlan', message: 'New plan' },
  'edit-plan': /*i18n*/ { id: 'shell.crumb.editPlan', message: 'Edit plan' },
  'manage-deposits': /*i18n*/ { id: 'shell.crumb.manageDeposits', message: 'Manage deposits' },
  'manage-withdrawals': /*i18n*/ { id: 'shell.crumb.manageWithdrawals', message: 'Manage withdrawals' },
  'manage-address': /*i18n*/ { id: 'shell.crumb.manageAddress', message: 'Manage addresses' },
  'create-address': /*i18n*/ { id: 'shell.crumb.createAddress', message: 'Create address' },
  'manage-users': /*i18n*/ { id: 'shell.crumb.manageUsers', message: 'Manage users' },
  'user-plans': /*i18n*/ { id: 'shell.crumb.userPlans', message: 'User plans' },
  'manage-identity-verification': /*i18n*/ { id: 'shell.crumb.manageIdentityVerification', message: 'ID verifications' },
  'chain-payments': /*i18n*/ { id: 'shell.crumb.chainPayments', message: 'Chain payments' },
  'audit-log': /*i18n*/ { id: 'shell.crumb.auditLog', message: 'Audit log' },
  deployments: /*i18n*/ { id: 'shell.crumb.deployments', message: 'Deployments' },
  'proof-of-reserves': /*i18n*/ { id: 'shell.crumb.proofOfReserves', message: 'Proof of reserves' },
  approvals: /*i18n*/ { id: 'shell.crumb.approvals', message: 'Approvals' },
  support: /*i18n*/ { id: 'shell.crumb.support', message: 'Support' },
  'saved-replies': /*i18n*/ { id: 'shell.crumb.savedReplies', message: 'Saved replies' },
  staff: /*i18n*/ { id: 'shell.crumb.staff', message: 'Staff' },
  invoices: /*i18n*/ { id: 'shell.crumb.invoices', message: 'Payment' },
};

export interface Crumb {
  to: string;
  label: string;
  /** A name (a user's, a coin's), not words of the page's language. */
  isName?: boolean;
}

/**
 * Segments that are no page on their own: only with the id after them (edit-plan/{id}, invoices/{id}).
 * Their crumb stands for the whole path, and the raw id is not shown.
 */
const SEGMENTS_BEFORE_AN_ID = new Set(['edit-plan', 'invoices']);

/** A record's id in a path (manage-users/42): never shown as it is. */
const ID_SEGMENT = /^\d+$/;

/**
 * Breadcrumbs for a dashboard path: /dashboard/buy-plan/bitcoin -> Dashboard / Buy plan / Bitcoin.
 * `names` are what pages call their paths (useCrumbLabel: a user's name for manage-users/42); an
 * id the page has not named yet shows as an ellipsis, never as the number. `translate` is the
 * page's `_` (English by default).
 */
export function breadcrumbs(pathname: string, names: Readonly<Record<string, string>> = {}, translate: Translate = inEnglish): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (SEGMENTS_BEFORE_AN_ID.has(segment) && index + 1 < segments.length) index += 1;
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    if (names[to] !== undefined) {
      crumbs.push({ to, label: names[to], isName: true });
      continue;
    }
    const label = SEGMENT_LABELS[segment];
    const coin = paymentCoinBySlug(segment);
    if (coin && !label) {
      crumbs.push({ to, label: coin.name, isName: true });
      continue;
    }
    const text = ID_SEGMENT.test(segment) ? '…' : label ? translate(label) : decodeURIComponent(segment).replace(/-/g, ' ');
    crumbs.push({ to, label: text.charAt(0).toUpperCase() + text.slice(1) });
  }
  return crumbs;
}

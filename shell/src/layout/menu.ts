import { paymentCoinBySlug } from '@arcvest/shared/rules';
import { PATHS } from '@arcvest/shared';

export interface MenuItem {
  to: string;
  label: string;
}

/** Side-menu entries (docs/product.md#investor-dashboard, docs/product.md#admin-console). */
export const USER_MENU: readonly MenuItem[] = [
  { to: PATHS.dashboard, label: 'Dashboard' },
  { to: PATHS.buyPlan, label: 'Buy plan' },
  { to: PATHS.makeWithdrawal, label: 'Make withdrawal' },
  { to: PATHS.userPlans, label: 'Plans' },
  { to: PATHS.transactionHistory, label: 'Transaction history' },
  { to: PATHS.verifyBalance, label: 'Verify my balance' },
  { to: PATHS.profile, label: 'Profile' },
  { to: PATHS.help, label: 'Help' },
];

export const ADMIN_MENU: readonly MenuItem[] = [
  { to: PATHS.admin, label: 'Overview' },
  // Next to the overview: requests waiting for a second staff member are the console's to-do list too.
  { to: PATHS.approvals, label: 'Approvals' },
  { to: PATHS.supportQueue, label: 'Support' },
  { to: PATHS.managePlans, label: 'Manage plans' },
  { to: PATHS.manageDeposits, label: 'Manage deposits' },
  { to: PATHS.manageWithdrawals, label: 'Manage withdrawals' },
  { to: PATHS.manageAddresses, label: 'Manage addresses' },
  { to: PATHS.manageUsers, label: 'Manage users' },
  { to: PATHS.manageIdentityVerification, label: 'Manage ID verifications' },
  { to: PATHS.staff, label: 'Staff' },
  { to: PATHS.chainPayments, label: 'Chain payments' },
  { to: PATHS.manageReserves, label: 'Proof of reserves' },
  { to: PATHS.auditLog, label: 'Audit log' },
  { to: PATHS.deployments, label: 'Deployments' },
];

/** Words for path segments that do not read well as they are. */
const SEGMENT_LABELS: Record<string, string> = {
  'user-plan': 'Plans',
  admin: 'Admin',
  'manage-plan': 'Manage plans',
  'manage-address': 'Manage addresses',
  'manage-identity-verification': 'ID verifications',
  'create-new-plan': 'New plan',
  'edit-plan': 'Edit plan',
  invoices: 'Payment',
};

export interface Crumb {
  to: string;
  label: string;
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
 * id the page has not named yet shows as an ellipsis, never as the number.
 */
export function breadcrumbs(pathname: string, names: Readonly<Record<string, string>> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (SEGMENTS_BEFORE_AN_ID.has(segment) && index + 1 < segments.length) index += 1;
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    if (names[to] !== undefined) {
      crumbs.push({ to, label: names[to] });
      continue;
    }
    const text = ID_SEGMENT.test(segment)
      ? '…'
      : (SEGMENT_LABELS[segment] ?? paymentCoinBySlug(segment)?.name ?? decodeURIComponent(segment).replace(/-/g, ' '));
    crumbs.push({ to, label: text.charAt(0).toUpperCase() + text.slice(1) });
  }
  return crumbs;
}

/** Side-menu entries of spec section 2. */
export const USER_MENU = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashboard/buy-plan', label: 'Buy plan' },
  { to: '/dashboard/make-withdrawal', label: 'Make withdrawal' },
  { to: '/dashboard/user-plan', label: 'Plans' },
  { to: '/dashboard/transaction-history', label: 'Transaction history' },
  { to: '/dashboard/profile', label: 'Profile' },
];

export const ADMIN_MENU = [
  { to: '/dashboard/admin/manage-plan', label: 'Manage plans' },
  { to: '/dashboard/admin/manage-deposits', label: 'Manage deposits' },
  { to: '/dashboard/admin/manage-withdrawals', label: 'Manage withdrawals' },
  { to: '/dashboard/admin/manage-address', label: 'Manage addresses' },
  { to: '/dashboard/admin/manage-users', label: 'Manage users' },
  { to: '/dashboard/admin/manage-identity-verification', label: 'Manage ID verifications' },
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
};

export interface Crumb {
  to: string;
  label: string;
}

/**
 * Segments that are no page on their own: only with the id after them (edit-plan/{id}).
 * Their crumb stands for the whole path, and the raw id is not shown.
 */
const SEGMENTS_BEFORE_AN_ID = new Set(['edit-plan']);

/** Breadcrumbs for a dashboard path: /dashboard/buy-plan/bitcoin -> Dashboard / Buy plan / Bitcoin. */
export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (SEGMENTS_BEFORE_AN_ID.has(segment) && index + 1 < segments.length) index += 1;
    const text = SEGMENT_LABELS[segment] ?? decodeURIComponent(segment).replace(/-/g, ' ');
    crumbs.push({ to: `/${segments.slice(0, index + 1).join('/')}`, label: text.charAt(0).toUpperCase() + text.slice(1) });
  }
  return crumbs;
}

import { STAFF_ROLE_LABELS, type StaffRole } from '@arcvest/shared/rules';

/** "Admin · Finance" for an admin (with their staff role), "User" otherwise. */
export function roleLabel(user: { role: string; staff_role: StaffRole | null }): string {
  if (user.role !== 'admin') return 'User';
  return user.staff_role ? `Admin · ${STAFF_ROLE_LABELS[user.staff_role]}` : 'Admin';
}

import { activeLocale, useAppSelector, useLingui } from '@arcvest/shared';
import { staffCan, staffRoleRefusal, type StaffPermission, type StaffRole } from '../rules/staff-roles';

/** The signed-in admin's staff role; null for a user, or before the user is loaded. */
export function useStaffRole(): StaffRole | null {
  return useAppSelector((state) => state.auth.user?.staff_role ?? null);
}

/**
 * Whether the signed-in admin's staff role allows `permission` (shared/src/rules/staff-roles.ts),
 * to show only the actions the server would accept. The server still checks each call.
 */
export function useStaffCan(permission: StaffPermission): boolean {
  return staffCan(useStaffRole(), permission);
}

/** What the signed-in admin is told when `permission` is not theirs: the server's own 403 text, in the page's language. */
export function useStaffRefusal(permission: StaffPermission): string {
  const { _ } = useLingui();
  return staffRoleRefusal(useStaffRole(), permission, _, activeLocale());
}

import { inEnglish, STAFF_ROLE_TEXTS, type StaffRole, type Translate } from '@arcvest/shared/rules';
import { USER_TEXTS } from './messages';

/** "Admin · Finance" for an admin (with their staff role), "User" otherwise, in the reader's language. */
export function roleLabel(user: { role: string; staff_role: StaffRole | null }, translate: Translate = inEnglish): string {
  if (user.role !== 'admin') return translate(USER_TEXTS.roleUser);
  return user.staff_role
    ? translate({ ...USER_TEXTS.roleAdminWithStaffRole, values: { staffRole: translate(STAFF_ROLE_TEXTS[user.staff_role]) } })
    : translate(USER_TEXTS.roleAdmin);
}

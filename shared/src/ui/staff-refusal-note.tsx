import type { StaffPermission } from '../rules/staff-roles';
import { useStaffRefusal } from './use-staff-can';

/** In place of an action the signed-in admin's staff role does not allow: which roles may, in the server's words. */
export function StaffRefusalNote({ permission, id }: { permission: StaffPermission; id?: string }) {
  return (
    <p id={id} className="staff-refusal-note">
      {useStaffRefusal(permission)}
    </p>
  );
}

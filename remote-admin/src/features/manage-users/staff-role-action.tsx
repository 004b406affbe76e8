import { useId, useState } from 'react';
import { Button, SelectField } from '@arcvest/shared';
import { approvalTarget, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@arcvest/shared/rules';
import { useSetStaffRoleMutation } from './api';
import { useWaitingApprovals } from '../../api/approvals';
import { NeedsApprovalNote, WaitingApprovals } from '../../components/four-eyes';
import type { UserActionProps } from './user-action-props';

const OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/**
 * An owner gives another admin a staff role (shared/src/rules/staff-roles.ts): choose it, Save,
 * then a confirm step naming the admin and the role. The server's refusals (the last owner, not an
 * admin) are said in the confirm step. Making someone an owner waits for another owner's approval
 * (four-eyes), said before it is asked; the request then shows here until it is decided.
 */
export function StaffRoleAction({ user, ask }: Omit<UserActionProps, 'isSelf'>) {
  const [setStaffRole] = useSetStaffRoleMutation();
  const current = user.staff_role ?? 'auditor';
  const [chosen, setChosen] = useState<StaffRole>(current);
  const selectId = useId();
  const waiting = useWaitingApprovals(['staff.make_owner'], approvalTarget('user', user.id));
  const makesOwner = chosen === 'owner' && chosen !== user.staff_role;
  return (
    <div className="user-staff-role">
      <SelectField id={selectId} label="Staff role" options={OPTIONS} value={chosen} onChange={(event) => setChosen(event.target.value as StaffRole)} />
      <Button
        variant="secondary"
        disabled={chosen === user.staff_role}
        onClick={() =>
          ask({
            title: 'Change staff role',
            confirmLabel: 'Save staff role',
            question: (
              <>
                <p>
                  Give <strong>{user.username}</strong> the staff role <strong>{STAFF_ROLE_LABELS[chosen]}</strong> instead of {STAFF_ROLE_LABELS[current]}? It
                  applies from their next request.
                </p>
                <NeedsApprovalNote when={makesOwner} />
              </>
            ),
            run: () => setStaffRole({ id: user.id, staff_role: chosen }).unwrap(),
            failureMessage: 'The staff role could not be changed. Please try again.',
          })
        }
      >
        Save
      </Button>
      <NeedsApprovalNote when={makesOwner} />
      <WaitingApprovals approvals={waiting} />
    </div>
  );
}

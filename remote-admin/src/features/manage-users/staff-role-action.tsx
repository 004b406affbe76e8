import { useId, useState } from 'react';
import { Button, SelectField, Trans, useLingui } from '@arcvest/shared';
import { approvalTarget, STAFF_ROLE_TEXTS, STAFF_ROLES, type StaffRole } from '@arcvest/shared/rules';
import { useSetStaffRoleMutation } from './api';
import { ACTION_TEXTS as TEXTS } from './messages';
import { useWaitingApprovals } from '../../api/approvals';
import { NeedsApprovalNote, WaitingApprovals } from '../../components/four-eyes';
import type { UserActionProps } from './user-action-props';

/**
 * An owner gives another admin a staff role (shared/src/rules/staff-roles.ts): choose it, Save,
 * then a confirm step naming the admin and the role. The server's refusals (the last owner, not an
 * admin) are said in the confirm step. Making someone an owner waits for another owner's approval
 * (four-eyes), said before it is asked; the request then shows here until it is decided.
 */
export function StaffRoleAction({ user, ask }: Omit<UserActionProps, 'isSelf'>) {
  const { _ } = useLingui();
  const [setStaffRole] = useSetStaffRoleMutation();
  const current = user.staff_role ?? 'auditor';
  const [chosen, setChosen] = useState<StaffRole>(current);
  const selectId = useId();
  const waiting = useWaitingApprovals(['staff.make_owner'], approvalTarget('user', user.id));
  const makesOwner = chosen === 'owner' && chosen !== user.staff_role;
  const options = STAFF_ROLES.map((role) => ({ value: role, label: _(STAFF_ROLE_TEXTS[role]) }));
  return (
    <div className="user-staff-role">
      <SelectField id={selectId} label={_(TEXTS.staffRole)} options={options} value={chosen} onChange={(event) => setChosen(event.target.value as StaffRole)} />
      <Button
        variant="secondary"
        disabled={chosen === user.staff_role}
        onClick={() =>
          ask({
            title: _(TEXTS.changeStaffRole),
            confirmLabel: _(TEXTS.saveStaffRole),
            question: (
              <>
                <p>
                  <Trans
                    {...TEXTS.staffRoleQuestion}
                    values={{
                      name: (
                        <strong dir="ltr" translate="no">
                          {user.username}
                        </strong>
                      ),
                      role: <strong>{_(STAFF_ROLE_TEXTS[chosen])}</strong>,
                      current: _(STAFF_ROLE_TEXTS[current]),
                    }}
                  />
                </p>
                <NeedsApprovalNote when={makesOwner} />
              </>
            ),
            run: () => setStaffRole({ id: user.id, staff_role: chosen }).unwrap(),
            failureMessage: _(TEXTS.staffRoleFailed),
          })
        }
      >
        {_(TEXTS.save)}
      </Button>
      <NeedsApprovalNote when={makesOwner} />
      <WaitingApprovals approvals={waiting} />
    </div>
  );
}

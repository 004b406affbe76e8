import { formatDateTime } from '@arcvest/shared/rules';
import { useStaffCan, useTimeUp } from '@arcvest/shared/dashboard-ui';
import { EndSessionsAction } from './end-sessions-action';
import { RoleAction } from './role-action';
import { roleLabel } from './role-label';
import { StaffRoleAction } from './staff-role-action';
import { SuspensionAction } from './suspension-action';
import { UnfreezeAction } from './unfreeze-action';
import type { UserActionProps } from './user-action-props';
import { FactList } from '@arcvest/shared';

const since = (at: string | null, yes: string, no: string) => (at ? `${yes} since ${formatDateTime(at)}` : no);

/**
 * The account's standing (level, verification, role, suspension, freeze, hold) and the actions on
 * its access that the signed-in admin's staff role allows.
 */
export function UserStandingCard({ user, isSelf, ask }: UserActionProps) {
  const mayRestrict = useStaffCan('users.restrict');
  const mayManageStaff = useStaffCan('staff.manage');
  const holdOver = useTimeUp(user.security_hold_until);
  const held = holdOver ? null : user.security_hold_until;
  return (
    <section className="card" aria-labelledby="user-other-heading">
      <h2 id="user-other-heading">Other information</h2>
      <FactList
        className="fact-list"
        facts={[
          { term: 'Account level', value: `Level ${user.level}` },
          { term: 'Email verification', value: user.email_verified ? 'Verified' : 'Not verified' },
          { term: 'Role', value: roleLabel(user) },
          { term: 'Suspension', value: user.suspended === 1 ? 'Suspended' : 'Active' },
          { term: 'Freeze', value: since(user.frozen_at, 'Frozen', 'Not frozen') },
          { term: 'Second factor', value: since(user.second_factor_locked_at, 'Locked', 'Not locked') },
          { term: 'Security hold', value: held ? `Held until ${formatDateTime(held)}` : 'None' },
        ]}
      />
      {(mayRestrict || mayManageStaff) && (
        <div className="user-card-actions">
          {mayRestrict && (user.frozen_at || user.second_factor_locked_at) && <UnfreezeAction user={user} />}
          {mayManageStaff && <RoleAction user={user} isSelf={isSelf} ask={ask} />}
          {mayRestrict && <SuspensionAction user={user} isSelf={isSelf} ask={ask} />}
          {mayRestrict && <EndSessionsAction user={user} isSelf={isSelf} ask={ask} />}
          {/* One's own staff role is another owner's to change. */}
          {mayManageStaff && user.role === 'admin' && !isSelf && <StaffRoleAction user={user} ask={ask} />}
        </div>
      )}
    </section>
  );
}

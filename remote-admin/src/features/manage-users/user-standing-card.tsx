import { formatDateTime } from '@arcvest/shared/rules';
import { EndSessionsAction } from './end-sessions-action';
import { FactList } from './fact-list';
import { RoleAction } from './role-action';
import { SuspensionAction } from './suspension-action';
import { UnfreezeAction } from './unfreeze-action';
import type { UserActionProps } from './user-action-props';

const since = (at: string | null, yes: string, no: string) => (at ? `${yes} since ${formatDateTime(at)}` : no);

/** The account's standing (level, verification, role, suspension, freeze, hold) and the actions on its access. */
export function UserStandingCard({ user, isSelf, ask }: UserActionProps) {
  const held = user.security_hold_until && Date.parse(user.security_hold_until) > Date.now() ? user.security_hold_until : null;
  return (
    <section className="card" aria-labelledby="user-other-heading">
      <h2 id="user-other-heading">Other information</h2>
      <FactList
        facts={[
          ['Account level', `Level ${user.level}`],
          ['Email verification', user.email_verified ? 'Verified' : 'Not verified'],
          ['Role', user.role === 'admin' ? 'Admin' : 'User'],
          ['Suspension', user.suspended === 1 ? 'Suspended' : 'Active'],
          ['Freeze', since(user.frozen_at, 'Frozen', 'Not frozen')],
          ['Second factor', since(user.second_factor_locked_at, 'Locked', 'Not locked')],
          ['Security hold', held ? `Held until ${formatDateTime(held)}` : 'None'],
        ]}
      />
      <div className="user-card-actions">
        {(user.frozen_at || user.second_factor_locked_at) && <UnfreezeAction user={user} />}
        <RoleAction user={user} isSelf={isSelf} ask={ask} />
        <SuspensionAction user={user} isSelf={isSelf} ask={ask} />
        <EndSessionsAction user={user} isSelf={isSelf} ask={ask} />
      </div>
    </section>
  );
}

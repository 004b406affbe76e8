import { EndSessionsAction } from './end-sessions-action';
import { FactList } from './fact-list';
import { RoleAction } from './role-action';
import { SuspensionAction } from './suspension-action';
import type { UserActionProps } from './user-action-props';

/** The account's standing (level, verification, role, suspension) and the actions on its access. */
export function UserStandingCard({ user, isSelf, ask }: UserActionProps) {
  return (
    <section className="card" aria-labelledby="user-other-heading">
      <h2 id="user-other-heading">Other information</h2>
      <FactList
        facts={[
          ['Account level', `Level ${user.level}`],
          ['Email verification', user.email_verified ? 'Verified' : 'Not verified'],
          ['Role', user.role === 'admin' ? 'Admin' : 'User'],
          ['Suspension', user.suspended === 1 ? 'Suspended' : 'Active'],
        ]}
      />
      <div className="user-card-actions">
        <RoleAction user={user} isSelf={isSelf} ask={ask} />
        <SuspensionAction user={user} isSelf={isSelf} ask={ask} />
        <EndSessionsAction user={user} isSelf={isSelf} ask={ask} />
      </div>
    </section>
  );
}

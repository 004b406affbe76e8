import { formatDateTime, type Message } from '@arcvest/shared/rules';
import { useStaffCan, useTimeUp } from '@arcvest/shared/dashboard-ui';
import { activeLocale, FactList, useLingui } from '@arcvest/shared';
import { EndSessionsAction } from './end-sessions-action';
import { STANDING_TEXTS as TEXTS, USER_TEXTS } from './messages';
import { RoleAction } from './role-action';
import { roleLabel } from './role-label';
import { StaffRoleAction } from './staff-role-action';
import { SuspensionAction } from './suspension-action';
import { UnfreezeAction } from './unfreeze-action';
import type { UserActionProps } from './user-action-props';

/**
 * The account's standing (level, verification, role, suspension, freeze, hold) and the actions on
 * its access that the signed-in admin's staff role allows.
 */
export function UserStandingCard({ user, isSelf, ask }: UserActionProps) {
  const { _ } = useLingui();
  const mayRestrict = useStaffCan('users.restrict');
  const mayManageStaff = useStaffCan('staff.manage');
  const holdOver = useTimeUp(user.security_hold_until);
  const held = holdOver ? null : user.security_hold_until;
  const dateTime = (at: string) => formatDateTime(at, undefined, activeLocale());
  const since = (at: string | null, yes: Message, no: Message) => (at ? _({ ...yes, values: { date: dateTime(at) } }) : _(no));
  return (
    <section className="card" aria-labelledby="user-other-heading">
      <h2 id="user-other-heading">{_(TEXTS.title)}</h2>
      <FactList
        className="fact-list"
        facts={[
          { key: 'level', term: _(TEXTS.accountLevel), value: _({ ...USER_TEXTS.level, values: { level: user.level } }) },
          { key: 'email-verification', term: _(TEXTS.emailVerification), value: _(user.email_verified ? TEXTS.verified : TEXTS.notVerified) },
          { key: 'role', term: _(TEXTS.role), value: roleLabel(user, _) },
          { key: 'suspension', term: _(TEXTS.suspension), value: _(user.suspended === 1 ? TEXTS.suspended : TEXTS.active) },
          { key: 'freeze', term: _(TEXTS.freeze), value: since(user.frozen_at, TEXTS.frozenSince, TEXTS.notFrozen) },
          { key: 'second-factor', term: _(TEXTS.secondFactor), value: since(user.second_factor_locked_at, TEXTS.lockedSince, TEXTS.notLocked) },
          {
            key: 'security-hold',
            term: _(TEXTS.securityHold),
            value: held ? _({ ...USER_TEXTS.heldUntil, values: { date: dateTime(held) } }) : _(TEXTS.none),
          },
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

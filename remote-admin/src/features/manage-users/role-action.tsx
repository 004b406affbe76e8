import { Trans, useLingui } from '@arcvest/shared';
import { USER_MANAGEMENT_TEXTS } from '@arcvest/shared/rules';
import { useSwitchRoleMutation } from './api';
import { ACTION_TEXTS as TEXTS } from './messages';
import { SelfGuardedButton } from './self-guarded-button';
import type { UserActionProps } from './user-action-props';

/** Makes the user an admin, or an admin a regular user again (never oneself). */
export function RoleAction({ user, isSelf, ask }: UserActionProps) {
  const { _ } = useLingui();
  const [switchRole] = useSwitchRoleMutation();
  const isAdmin = user.role === 'admin';
  const name = (
    <strong dir="ltr" translate="no">
      {user.username}
    </strong>
  );
  const label = _(isAdmin ? TEXTS.makeUser : TEXTS.makeAdmin);
  return (
    <SelfGuardedButton
      isSelf={isSelf}
      note={_(USER_MANAGEMENT_TEXTS.demoteSelf)}
      variant="secondary"
      onClick={() =>
        ask({
          title: _(isAdmin ? TEXTS.removeAdminRole : TEXTS.makeAdmin),
          confirmLabel: label,
          question: (
            <p>
              <Trans {...(isAdmin ? TEXTS.makeUserQuestion : TEXTS.makeAdminQuestion)} values={{ name }} />
            </p>
          ),
          run: () => switchRole({ id: user.id }).unwrap(),
          failureMessage: _(TEXTS.roleFailed),
        })
      }
    >
      {label}
    </SelfGuardedButton>
  );
}

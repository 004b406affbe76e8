import { USER_MANAGEMENT_MESSAGES } from '@arcvest/shared/rules';
import { useSwitchRoleMutation } from './api';
import { SelfGuardedButton } from './self-guarded-button';
import type { UserActionProps } from './user-action-props';

/** Makes the user an admin, or an admin a regular user again (never oneself). */
export function RoleAction({ user, isSelf, ask }: UserActionProps) {
  const [switchRole] = useSwitchRoleMutation();
  const isAdmin = user.role === 'admin';
  const name = <strong>{user.username}</strong>;
  const label = isAdmin ? 'Make user' : 'Make admin';
  return (
    <SelfGuardedButton
      isSelf={isSelf}
      note={USER_MANAGEMENT_MESSAGES.demoteSelf}
      variant="secondary"
      onClick={() =>
        ask({
          title: isAdmin ? 'Remove admin role' : 'Make admin',
          confirmLabel: label,
          question: isAdmin ? (
            <p>Make {name} a regular user? They lose the admin console on their next request.</p>
          ) : (
            <p>Make {name} an admin? They get the admin console on their next request.</p>
          ),
          run: () => switchRole({ id: user.id }).unwrap(),
          failureMessage: 'The role could not be changed. Please try again.',
        })
      }
    >
      {label}
    </SelfGuardedButton>
  );
}

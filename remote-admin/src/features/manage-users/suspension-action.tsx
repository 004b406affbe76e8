import { USER_MANAGEMENT_MESSAGES } from '@arcvest/shared/rules';
import { useSwitchSuspensionMutation } from './api';
import { SelfGuardedButton } from './self-guarded-button';
import type { UserActionProps } from './user-action-props';

/** Suspends the user (signed out at once, no sign-in) or lifts the suspension (never oneself). */
export function SuspensionAction({ user, isSelf, ask }: UserActionProps) {
  const [switchSuspension] = useSwitchSuspensionMutation();
  const suspended = user.suspended === 1;
  const name = <strong>{user.username}</strong>;
  return (
    <SelfGuardedButton
      isSelf={isSelf}
      note={USER_MANAGEMENT_MESSAGES.suspendSelf}
      variant={suspended ? 'secondary' : 'danger-outline'}
      onClick={() =>
        ask({
          title: suspended ? 'Unsuspend user' : 'Suspend user',
          confirmLabel: suspended ? 'Unsuspend' : 'Suspend',
          destructive: !suspended,
          question: suspended ? (
            <p>Unsuspend {name}? They can sign in again.</p>
          ) : (
            <p>Suspend {name}? They are signed out at once and cannot sign in until unsuspended.</p>
          ),
          run: () => switchSuspension({ id: user.id }).unwrap(),
          failureMessage: 'The suspension could not be changed. Please try again.',
        })
      }
    >
      {suspended ? 'Unsuspend user' : 'Suspend user'}
    </SelfGuardedButton>
  );
}

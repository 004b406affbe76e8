import { useEndSessionsMutation } from './api';
import { SelfGuardedButton } from './self-guarded-button';
import type { UserActionProps } from './user-action-props';

/** Signs the user out on every device; an admin ends their own other sessions on their Security page. */
export function EndSessionsAction({ user, isSelf, ask }: UserActionProps) {
  const [endSessions] = useEndSessionsMutation();
  return (
    <SelfGuardedButton
      isSelf={isSelf}
      note="Your own other devices: Sign out everywhere else, on your Security page."
      variant="secondary"
      onClick={() =>
        ask({
          title: 'Sign out on every device',
          confirmLabel: 'Sign out everywhere',
          destructive: true,
          question: (
            <p>
              Sign <strong>{user.username}</strong> out on every device now? They can sign in again.
            </p>
          ),
          run: () => endSessions({ id: user.id }).unwrap(),
          failureMessage: 'The sessions could not be ended. Please try again.',
        })
      }
    >
      Sign out everywhere
    </SelfGuardedButton>
  );
}

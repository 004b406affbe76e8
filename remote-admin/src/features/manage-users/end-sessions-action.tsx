import { Trans, useLingui } from '@arcvest/shared';
import { useEndSessionsMutation } from './api';
import { ACTION_TEXTS as TEXTS } from './messages';
import { SelfGuardedButton } from './self-guarded-button';
import type { UserActionProps } from './user-action-props';

/** Signs the user out on every device; an admin ends their own other sessions on their Security page. */
export function EndSessionsAction({ user, isSelf, ask }: UserActionProps) {
  const { _ } = useLingui();
  const [endSessions] = useEndSessionsMutation();
  return (
    <SelfGuardedButton
      isSelf={isSelf}
      note={_(TEXTS.endSessionsNote)}
      variant="secondary"
      onClick={() =>
        ask({
          title: _(TEXTS.endSessionsTitle),
          confirmLabel: _(TEXTS.endSessions),
          destructive: true,
          question: (
            <p>
              <Trans
                {...TEXTS.endSessionsQuestion}
                values={{
                  name: (
                    <strong dir="ltr" translate="no">
                      {user.username}
                    </strong>
                  ),
                }}
              />
            </p>
          ),
          run: () => endSessions({ id: user.id }).unwrap(),
          failureMessage: _(TEXTS.endSessionsFailed),
        })
      }
    >
      {_(TEXTS.endSessions)}
    </SelfGuardedButton>
  );
}

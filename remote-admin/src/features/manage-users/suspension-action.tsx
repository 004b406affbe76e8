import { Trans, useLingui } from '@arcvest/shared';
import { USER_MANAGEMENT_TEXTS } from '@arcvest/shared/rules';
import { useSwitchSuspensionMutation } from './api';
import { ACTION_TEXTS as TEXTS } from './messages';
import { SelfGuardedButton } from './self-guarded-button';
import type { UserActionProps } from './user-action-props';

/** Suspends the user (signed out at once, no sign-in) or lifts the suspension (never oneself). */
export function SuspensionAction({ user, isSelf, ask }: UserActionProps) {
  const { _ } = useLingui();
  const [switchSuspension] = useSwitchSuspensionMutation();
  const suspended = user.suspended === 1;
  const name = (
    <strong dir="ltr" translate="no">
      {user.username}
    </strong>
  );
  return (
    <SelfGuardedButton
      isSelf={isSelf}
      note={_(USER_MANAGEMENT_TEXTS.suspendSelf)}
      variant={suspended ? 'secondary' : 'danger-outline'}
      onClick={() =>
        ask({
          title: _(suspended ? TEXTS.unsuspendUser : TEXTS.suspendUser),
          confirmLabel: _(suspended ? TEXTS.unsuspend : TEXTS.suspend),
          destructive: !suspended,
          question: (
            <p>
              <Trans {...(suspended ? TEXTS.unsuspendQuestion : TEXTS.suspendQuestion)} values={{ name }} />
            </p>
          ),
          run: () => switchSuspension({ id: user.id }).unwrap(),
          failureMessage: _(TEXTS.suspensionFailed),
        })
      }
    >
      {_(suspended ? TEXTS.unsuspendUser : TEXTS.suspendUser)}
    </SelfGuardedButton>
  );
}

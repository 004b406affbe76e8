import { PATHS, Trans, useLingui, useNavigate } from '@arcvest/shared';
import { USER_MANAGEMENT_TEXTS } from '@arcvest/shared/rules';
import { useDeleteUserMutation } from './api';
import { ACTION_TEXTS as TEXTS } from './messages';
import { SelfGuardedButton } from './self-guarded-button';
import type { UserActionProps } from './user-action-props';

/** Deletes the account (never one's own), then goes back to the list. */
export function DeleteUserCard({ user, isSelf, ask }: UserActionProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [deleteUser] = useDeleteUserMutation();
  return (
    <section className="card" aria-labelledby="user-delete-heading">
      <h2 id="user-delete-heading">{_(TEXTS.deleteUser)}</h2>
      <p>{_(TEXTS.deleteIntro)}</p>
      <SelfGuardedButton
        isSelf={isSelf}
        note={_(USER_MANAGEMENT_TEXTS.deleteSelf)}
        variant="danger-outline"
        onClick={() =>
          ask({
            title: _(TEXTS.deleteUser),
            confirmLabel: _(TEXTS.deleteUser),
            destructive: true,
            question: (
              <p>
                <Trans
                  {...TEXTS.deleteQuestion}
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
            run: () => deleteUser({ id: user.id }).unwrap(),
            failureMessage: _(TEXTS.deleteFailed),
            onSuccess: () => navigate(PATHS.manageUsers),
          })
        }
      >
        {_(TEXTS.deleteUser)}
      </SelfGuardedButton>
    </section>
  );
}

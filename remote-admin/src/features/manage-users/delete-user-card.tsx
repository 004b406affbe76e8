import { PATHS, useNavigate } from '@arcvest/shared';
import { USER_MANAGEMENT_MESSAGES } from '@arcvest/shared/rules';
import { useDeleteUserMutation } from './api';
import { SelfGuardedButton } from './self-guarded-button';
import type { UserActionProps } from './user-action-props';

/** Deletes the account (never one's own), then goes back to the list. */
export function DeleteUserCard({ user, isSelf, ask }: UserActionProps) {
  const navigate = useNavigate();
  const [deleteUser] = useDeleteUserMutation();
  return (
    <section className="card" aria-labelledby="user-delete-heading">
      <h2 id="user-delete-heading">Delete user</h2>
      <p>Erases the personal data and identity documents; the money records stay for the accounts.</p>
      <SelfGuardedButton
        isSelf={isSelf}
        note={USER_MANAGEMENT_MESSAGES.deleteSelf}
        variant="danger-outline"
        onClick={() =>
          ask({
            title: 'Delete user',
            confirmLabel: 'Delete user',
            destructive: true,
            question: (
              <p>
                Do you want to permanently delete the account of <strong>{user.username}</strong> from the database? This cannot be undone.
              </p>
            ),
            run: () => deleteUser({ id: user.id }).unwrap(),
            failureMessage: 'The user could not be deleted. Please try again.',
            onSuccess: () => navigate(PATHS.manageUsers),
          })
        }
      >
        Delete user
      </SelfGuardedButton>
    </section>
  );
}

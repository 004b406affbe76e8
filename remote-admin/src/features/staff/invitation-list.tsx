import { Button, EmptyState, ErrorState, readApiError, Skeleton, type StaffInvitation } from '@arcvest/shared';
import { formatDateTime, STAFF_ROLE_LABELS } from '@arcvest/shared/rules';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { useGetStaffInvitationsQuery, useRevokeStaffInvitationMutation } from './api';
import { invitationState, invitationStateLabel } from './invitation-state';

/** Every invitation, newest first, with its state; Revoke (asked first) on a pending one when `mayRevoke`. */
export function InvitationList({ mayRevoke }: { mayRevoke: boolean }) {
  const { data: invitations, isError, error, refetch } = useGetStaffInvitationsQuery();
  const [revoke] = useRevokeStaffInvitationMutation();
  const { ask, dialog } = useConfirmedAction();
  const askToRevoke = (invitation: StaffInvitation) =>
    ask({
      title: 'Revoke invitation',
      confirmLabel: 'Revoke',
      destructive: true,
      question: (
        <p>
          The invitation link sent to <strong>{invitation.email}</strong> stops working. You can invite the address again later.
        </p>
      ),
      run: () => revoke(invitation.id).unwrap(),
      failureMessage: 'The invitation could not be revoked. Please try again.',
    });

  let content;
  if (invitations) {
    content =
      invitations.length === 0 ? (
        <EmptyState>No one has been invited yet.</EmptyState>
      ) : (
        <ul className="staff-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="card staff-item">
              <p className="staff-email">{invitation.email}</p>
              <p>
                {STAFF_ROLE_LABELS[invitation.staff_role]} ·{' '}
                <span className={`staff-state staff-state-${invitationState(invitation)}`}>{invitationStateLabel(invitation)}</span>
              </p>
              <p className="staff-when">
                Invited {formatDateTime(invitation.created_at)}
                {invitation.invited_by && <> by {invitation.invited_by}</>}
              </p>
              {mayRevoke && invitationState(invitation) === 'pending' && (
                <Button variant="danger" onClick={() => askToRevoke(invitation)}>
                  Revoke<span className="visually-hidden"> the invitation of {invitation.email}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The invitations could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" count={2} label="Loading the invitations" />;
  }

  return (
    <section aria-labelledby="staff-invitations-heading">
      <h2 id="staff-invitations-heading">Invitations</h2>
      {content}
      {dialog}
    </section>
  );
}

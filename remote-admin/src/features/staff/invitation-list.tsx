import { activeLocale, Button, EmptyState, ErrorState, readApiError, Skeleton, Trans, useLingui, type StaffInvitation } from '@arcvest/shared';
import { formatDateTime, STAFF_ROLE_TEXTS } from '@arcvest/shared/rules';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { useGetStaffInvitationsQuery, useRevokeStaffInvitationMutation } from './api';
import { invitationState, invitationStateLabel } from './invitation-state';
import { INVITATION_LIST_TEXTS as TEXTS } from './messages';

/** Every invitation, newest first, with its state; Revoke (asked first) on a pending one when `mayRevoke`. */
export function InvitationList({ mayRevoke }: { mayRevoke: boolean }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const { data: invitations, isError, error, refetch } = useGetStaffInvitationsQuery();
  const [revoke] = useRevokeStaffInvitationMutation();
  const { ask, dialog } = useConfirmedAction();
  const askToRevoke = (invitation: StaffInvitation) =>
    ask({
      title: _(TEXTS.revokeTitle),
      confirmLabel: _(TEXTS.revoke),
      destructive: true,
      question: (
        <p>
          <Trans {...TEXTS.revokeQuestion} values={{ email: invitation.email }} components={{ 0: <strong dir="ltr" translate="no" /> }} />
        </p>
      ),
      run: () => revoke(invitation.id).unwrap(),
      failureMessage: _(TEXTS.revokeFailed),
    });

  let content;
  if (invitations) {
    content =
      invitations.length === 0 ? (
        <EmptyState>{_(TEXTS.empty)}</EmptyState>
      ) : (
        <ul className="staff-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="card staff-item">
              <p className="staff-email" dir="ltr" translate="no">
                {invitation.email}
              </p>
              <p>
                <Trans
                  {...TEXTS.roleAndState}
                  values={{ role: _(STAFF_ROLE_TEXTS[invitation.staff_role]), state: invitationStateLabel(invitation, undefined, _, locale) }}
                  components={{ 0: <span className={`staff-state staff-state-${invitationState(invitation)}`} /> }}
                />
              </p>
              <p className="staff-when">
                {invitation.invited_by
                  ? _({ ...TEXTS.invitedBy, values: { date: formatDateTime(invitation.created_at, undefined, locale), username: invitation.invited_by } })
                  : _({ ...TEXTS.invited, values: { date: formatDateTime(invitation.created_at, undefined, locale) } })}
              </p>
              {mayRevoke && invitationState(invitation) === 'pending' && (
                <Button variant="danger" onClick={() => askToRevoke(invitation)}>
                  <Trans {...TEXTS.revokeNamed} values={{ email: invitation.email }} components={{ 0: <span className="visually-hidden" /> }} />
                </Button>
              )}
            </li>
          ))}
        </ul>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" count={2} label={_(TEXTS.loading)} />;
  }

  return (
    <section aria-labelledby="staff-invitations-heading">
      <h2 id="staff-invitations-heading">{_(TEXTS.heading)}</h2>
      {content}
      {dialog}
    </section>
  );
}

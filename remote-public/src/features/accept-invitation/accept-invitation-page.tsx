import { isNotFound, Link, PATHS, readApiError, Skeleton, ErrorState, Trans, useLingui, useSearchParams } from '@arcvest/shared';
import { STAFF_ROLE_TEXTS, STAFF_TEXTS } from '@arcvest/shared/rules';
import { useState } from 'react';
import { AcceptInvitationForm } from './accept-invitation-form';
import { useLookupInvitationQuery } from './api';
import { INVITATION_TEXTS as TEXTS } from './messages';
import './accept-invitation.css';

/**
 * /accept-invitation?token=…: a staff invitation's one-time link (issue 40). Says who is invited
 * and as what, then asks for the invitee's details and a password. No token, or one the server
 * does not know (used, revoked, expired): the invalid-link message and a way home.
 */
export default function AcceptInvitationPage() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data: invitation, error, isError, refetch } = useLookupInvitationQuery(token, { skip: !token });
  const [goneMeanwhile, setGoneMeanwhile] = useState(false);
  const invalid = !token || goneMeanwhile || (isError && isNotFound(error));

  let content;
  if (invalid) {
    content = (
      <>
        <p className="form-error" role="alert">
          {_(STAFF_TEXTS.invitationInvalid)}
        </p>
        <p>
          <Link to={PATHS.home}>{_(TEXTS.home)}</Link>
        </p>
      </>
    );
  } else if (invitation) {
    content = (
      <>
        <p className="accept-invitation-intro">
          <Trans
            {...TEXTS.intro}
            values={{ role: _(STAFF_ROLE_TEXTS[invitation.staff_role]), email: invitation.email }}
            components={{ 0: <strong />, 1: <bdi dir="ltr" translate="no" /> }}
          />
        </p>
        <AcceptInvitationForm token={token} invitation={invitation} onInvalid={() => setGoneMeanwhile(true)} />
      </>
    );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" count={3} label={_(TEXTS.loading)} />;
  }

  return (
    <div className="accept-invitation-page">
      <section className="card accept-invitation-card" aria-labelledby="accept-invitation-title">
        <h1 id="accept-invitation-title">{_(TEXTS.title)}</h1>
        {content}
      </section>
    </div>
  );
}

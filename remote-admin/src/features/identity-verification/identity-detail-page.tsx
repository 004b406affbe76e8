import { accountLevelState, ageInYears, ID_PATTERN, type AccountLevelState } from '@arcvest/shared/rules';
import { ApiImage, StaffRefusalNote, useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import {
  Button,
  ErrorState,
  isNotFound,
  Link,
  NotFound,
  PATHS,
  readApiError,
  showApiError,
  Skeleton,
  useCrumbLabel,
  identityVerificationPath,
  useNavigate,
  useParams,
  useToast,
  type User,
  FactList,
} from '@arcvest/shared';
import { useCallback, useState } from 'react';
import { RejectIdentityDialog } from './reject-identity-dialog';
import { useGetUserQuery } from '../../api/user';
import { useAcceptIdentityMutation } from './api';
import { useListLocation } from './list-state';
import './identity-verification.css';

const VALID_ID = new RegExp(ID_PATTERN);

/** /dashboard/admin/manage-identity-verification/{id}: one user's identity submission, to accept or reject. */
export default function IdentityDetailPage() {
  const { id = '' } = useParams();
  if (!VALID_ID.test(id)) return <BackToListNotFound />;
  return <IdentityDetail key={id} userId={Number(id)} />;
}

function BackToListNotFound() {
  return <NotFound backTo={PATHS.manageIdentityVerification} backLabel="Back to ID verifications" />;
}

/** What the level means for the admin, per step of the ladder (docs/levels-and-limits.md#account-levels). */
const LEVEL_TEXT: Readonly<Record<AccountLevelState, string>> = {
  'verify-email': 'Email address not verified yet.',
  'verify-identity': 'Email verified; no identity documents submitted.',
  'identity-rejected': 'The last identity submission was rejected.',
  'under-review': 'Identity documents submitted: waiting for review.',
  verified: 'Identity verified.',
};

function IdentityDetail({ userId }: { userId: number }) {
  const { data: user, isError, error, refetch } = useGetUserQuery(userId);

  if (user) return <IdentityReview user={user} />;
  if (isError && isNotFound(error)) return <BackToListNotFound />;
  return (
    <section className="identity-verification">
      <BackLink />
      <header className="page-title">
        <h1>ID verification</h1>
      </header>
      {isError ? (
        <ErrorState message={readApiError(error, 'The user could not be loaded.').message} onRetry={() => void refetch()} />
      ) : (
        <Skeleton shape="cards" label="Loading the user" />
      )}
    </section>
  );
}

function BackLink() {
  return (
    <Link to={useListLocation()} className="back-link">
      <span className="icon-directional">←</span> All applicants
    </Link>
  );
}

const ACCEPT_FAILED = 'The identity could not be accepted. Please try again.';

function IdentityReview({ user }: { user: User }) {
  const toast = useToast();
  const navigate = useNavigate();
  const listLocation = useListLocation();
  const [acceptIdentity] = useAcceptIdentityMutation();
  const { ask, dialog: acceptDialog } = useConfirmedAction();
  const [rejecting, setRejecting] = useState(false);
  const closeReject = useCallback(() => setRejecting(false), []);
  const state = accountLevelState(user);
  const mayDecide = useStaffCan('identity.decide');
  useCrumbLabel(identityVerificationPath(user.id), user.username);
  const who = `${user.username} (user #${user.id})`;

  const askToAccept = () =>
    ask({
      title: 'Accept identity',
      confirmLabel: 'Accept identity',
      question: (
        <p>
          Accept the identity of{' '}
          <strong>
            {user.firstname} {user.lastname}
          </strong>
          , <strong>{who}</strong>? Their account goes to level 3.
        </p>
      ),
      run: () => acceptIdentity(user.id).unwrap(),
      failureMessage: ACCEPT_FAILED,
      // Someone decided meanwhile: the reloaded user shows what is true now, the error says why (docs/departures.md#defects-we-fix).
      onFailure: (failure) => {
        if ((failure as { status?: unknown }).status !== 409) return false;
        showApiError(toast, failure, ACCEPT_FAILED);
        return true;
      },
    });

  const age = ageInYears(user.age);
  const profile: [string, string][] = [
    ['Name', `${user.firstname} ${user.lastname}`],
    ['Username', user.username],
    ['Email', user.email],
    ['Country', user.country],
    ['Age', age === null ? `Born ${user.age}` : `${age} (born ${user.age})`],
  ];
  const identity: [string, string][] = [
    ['Country', user.country],
    ['ID number', user.ssn ?? 'Not given'],
    ['Occupation', user.occupation ?? 'Not given'],
    ['Salary', user.salary ?? 'Not given'],
  ];

  return (
    <section className="identity-verification">
      <BackLink />
      <header className="page-title">
        <h1>Identity of {user.username}</h1>
        {state === 'under-review' && !mayDecide && <StaffRefusalNote permission="identity.decide" />}
        {state === 'under-review' && mayDecide && (
          <div className="identity-actions">
            <Button variant="danger" onClick={() => setRejecting(true)}>
              Reject
            </Button>
            <Button onClick={askToAccept}>Accept</Button>
          </div>
        )}
      </header>

      <div className="identity-grid">
        <section className="card identity-level" aria-labelledby="identity-level-heading">
          <h2 id="identity-level-heading">Account level</h2>
          <span className="level-circle" aria-hidden="true">
            {user.level}
          </span>
          <p>
            <strong>Level {user.level}</strong>
            <br />
            {LEVEL_TEXT[state]}
          </p>
          {state === 'identity-rejected' && user.identity_rejection_reason && <p className="identity-reason">Reason given: {user.identity_rejection_reason}</p>}
        </section>
        <FactCard title="Profile" facts={profile} />
        <FactCard title="Identity" facts={identity} />
      </div>

      <section className="identity-documents" aria-labelledby="identity-documents-heading">
        <h2 id="identity-documents-heading">Driver&apos;s license</h2>
        <div className="identity-images">
          <LicenseImage side="front" src={user.dl_front} />
          <LicenseImage side="back" src={user.dl_back} />
        </div>
      </section>

      {acceptDialog}
      {rejecting && <RejectIdentityDialog user={user} onClose={closeReject} onRejected={() => navigate(listLocation)} />}
    </section>
  );
}

function FactCard({ title, facts }: { title: string; facts: [string, string][] }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <FactList className="fact-list" facts={facts.map(([term, value]) => ({ term, value }))} />
    </section>
  );
}

function LicenseImage({ side, src }: { side: 'front' | 'back'; src: string | null }) {
  const alt = `Driver's license, ${side}`;
  return (
    <figure className="identity-image">
      {src ? <ApiImage src={src} alt={alt} className="identity-image-file" /> : <p className="identity-image-missing">No image</p>}
      <figcaption>{side === 'front' ? 'Front' : 'Back'}</figcaption>
    </figure>
  );
}

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
  Trans,
  useLingui,
} from '@arcvest/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { RejectIdentityDialog } from './reject-identity-dialog';
import { useGetUserQuery } from '../../api/user';
import { useAcceptIdentityMutation } from './api';
import { useListLocation } from './list-state';
import { IDENTITY_DETAIL_TEXTS as TEXTS, LEVEL_STATE_TEXTS } from './messages';
import './identity-verification.css';

const VALID_ID = new RegExp(ID_PATTERN);

/** /dashboard/admin/manage-identity-verification/{id}: one user's identity submission, to accept or reject. */
export default function IdentityDetailPage() {
  const { id = '' } = useParams();
  if (!VALID_ID.test(id)) return <BackToListNotFound />;
  return <IdentityDetail key={id} userId={Number(id)} />;
}

function BackToListNotFound() {
  const { _ } = useLingui();
  return <NotFound backTo={PATHS.manageIdentityVerification} backLabel={_(TEXTS.backToList)} />;
}

/** What the level means for the admin, per step of the ladder (docs/levels-and-limits.md#account-levels). */
const LEVEL_TEXT: Readonly<Record<AccountLevelState, (typeof LEVEL_STATE_TEXTS)[AccountLevelState]>> = LEVEL_STATE_TEXTS;

function IdentityDetail({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const { data: user, isError, error, refetch } = useGetUserQuery(userId);

  if (user) return <IdentityReview user={user} />;
  if (isError && isNotFound(error)) return <BackToListNotFound />;
  return (
    <section className="identity-verification">
      <BackLink />
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      {isError ? (
        <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />
      ) : (
        <Skeleton shape="cards" label={_(TEXTS.loading)} />
      )}
    </section>
  );
}

function BackLink() {
  const { _ } = useLingui();
  return (
    <Link to={useListLocation()} className="back-link">
      <span className="icon-directional">←</span> {_(TEXTS.allApplicants)}
    </Link>
  );
}

function IdentityReview({ user }: { user: User }) {
  const { _ } = useLingui();
  const acceptFailed = _(TEXTS.acceptFailed);
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

  const askToAccept = () =>
    ask({
      title: _(TEXTS.acceptTitle),
      confirmLabel: _(TEXTS.acceptTitle),
      question: (
        <p>
          <Trans
            {...TEXTS.acceptQuestion}
            values={{ name: `${user.firstname} ${user.lastname}`, username: user.username, id: user.id }}
            components={{ 0: <strong />, 1: <strong /> }}
          />
        </p>
      ),
      run: () => acceptIdentity(user.id).unwrap(),
      failureMessage: acceptFailed,
      // Someone decided meanwhile: the reloaded user shows what is true now, the error says why (docs/departures.md#defects-we-fix).
      onFailure: (failure) => {
        if ((failure as { status?: unknown }).status !== 409) return false;
        showApiError(toast, failure, acceptFailed);
        return true;
      },
    });

  const age = ageInYears(user.age);
  const notGiven = _(TEXTS.notGiven);
  const ltr = (text: string) => (
    <span dir="ltr" translate="no">
      {text}
    </span>
  );
  const profile: [string, ReactNode][] = [
    [_(TEXTS.name), `${user.firstname} ${user.lastname}`],
    [_(TEXTS.username), ltr(user.username)],
    [_(TEXTS.email), ltr(user.email)],
    [_(TEXTS.country), user.country],
    [_(TEXTS.age), age === null ? _({ ...TEXTS.born, values: { date: user.age } }) : _({ ...TEXTS.ageBorn, values: { age, date: user.age } })],
  ];
  const identity: [string, ReactNode][] = [
    [_(TEXTS.country), user.country],
    [_(TEXTS.idNumber), user.ssn ? ltr(user.ssn) : notGiven],
    [_(TEXTS.occupation), user.occupation ?? notGiven],
    [_(TEXTS.salary), user.salary ?? notGiven],
  ];

  return (
    <section className="identity-verification">
      <BackLink />
      <header className="page-title">
        <h1>{_({ ...TEXTS.identityOf, values: { username: user.username } })}</h1>
        {state === 'under-review' && !mayDecide && <StaffRefusalNote permission="identity.decide" />}
        {state === 'under-review' && mayDecide && (
          <div className="identity-actions">
            <Button variant="danger" onClick={() => setRejecting(true)}>
              {_(TEXTS.reject)}
            </Button>
            <Button onClick={askToAccept}>{_(TEXTS.accept)}</Button>
          </div>
        )}
      </header>

      <div className="identity-grid">
        <section className="card identity-level" aria-labelledby="identity-level-heading">
          <h2 id="identity-level-heading">{_(TEXTS.accountLevel)}</h2>
          <span className="level-circle" aria-hidden="true">
            {user.level}
          </span>
          <p>
            <strong>{_({ ...TEXTS.level, values: { level: user.level } })}</strong>
            <br />
            {_(LEVEL_TEXT[state])}
          </p>
          {state === 'identity-rejected' && user.identity_rejection_reason && (
            <p className="identity-reason">{_({ ...TEXTS.reasonGiven, values: { reason: user.identity_rejection_reason } })}</p>
          )}
        </section>
        <FactCard title={_(TEXTS.profile)} facts={profile} />
        <FactCard title={_(TEXTS.identity)} facts={identity} />
      </div>

      <section className="identity-documents" aria-labelledby="identity-documents-heading">
        <h2 id="identity-documents-heading">{_(TEXTS.license)}</h2>
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

function FactCard({ title, facts }: { title: string; facts: [string, ReactNode][] }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <FactList className="fact-list" facts={facts.map(([term, value]) => ({ term, value }))} />
    </section>
  );
}

function LicenseImage({ side, src }: { side: 'front' | 'back'; src: string | null }) {
  const { _ } = useLingui();
  const alt = _(side === 'front' ? TEXTS.licenseFront : TEXTS.licenseBack);
  return (
    <figure className="identity-image">
      {src ? <ApiImage src={src} alt={alt} className="identity-image-file" /> : <p className="identity-image-missing">{_(TEXTS.noImage)}</p>}
      <figcaption>{_(side === 'front' ? TEXTS.front : TEXTS.back)}</figcaption>
    </figure>
  );
}

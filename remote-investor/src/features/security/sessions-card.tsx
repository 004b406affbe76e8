import {
  activeLocale,
  Button,
  EmptyState,
  ErrorState,
  readApiError,
  showApiError,
  Skeleton,
  Trans,
  useLingui,
  useToast,
  type SessionInfo,
} from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { useGetSessionsQuery, useSignOutOtherSessionsMutation, useSignOutSessionMutation } from './api';
import { SESSIONS_TEXTS as TEXTS } from './messages';

/** Runs a sign-out with a re-authentication when the server asks for one; says the outcome. */
function useSignOutCall() {
  const { _ } = useLingui();
  const toast = useToast();
  const { withReauth, dialog } = useReauthenticated();
  const call = async (action: () => Promise<{ message: string }>) => {
    try {
      const { message } = await withReauth(action);
      toast.success(message);
    } catch (failure) {
      showApiError(toast, failure, _(TEXTS.signOutFailed));
    }
  };
  return { call, dialog };
}

function SessionItem({ session }: { session: SessionInfo }) {
  const { _ } = useLingui();
  const lastSeen = formatDateTime(session.last_used_at, undefined, activeLocale());
  const [signOut, { isLoading }] = useSignOutSessionMutation();
  const { call, dialog } = useSignOutCall();
  return (
    <li className="session-item">
      <div>
        <strong data-server-text="">{session.device}</strong> {session.current && <span className="profile-badge profile-badge-ok">{_(TEXTS.thisDevice)}</span>}
        <br />
        <span className="session-meta">
          <Trans
            {...TEXTS.meta}
            values={{ ip: session.ip ?? _(TEXTS.unknownIp), signedIn: formatDateTime(session.created_at, undefined, activeLocale()), lastSeen }}
            components={{ 0: session.ip ? <bdi dir="ltr" translate="no" /> : <span /> }}
          />
        </span>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          busy={isLoading}
          aria-label={_({ ...TEXTS.signOutNamed, values: { device: session.device, lastSeen } })}
          onClick={() => void call(() => signOut(session.id).unwrap())}
        >
          {_(TEXTS.signOut)}
        </Button>
      )}
      {dialog}
    </li>
  );
}

/** The signed-in sessions (device, last seen), each with Sign out, and Sign out everywhere else. */
export function SessionsCard() {
  const { _ } = useLingui();
  const { call, dialog } = useSignOutCall();
  const sessions = useGetSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [signOutOthers, othersState] = useSignOutOtherSessionsMutation();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <article className="card profile-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{_(TEXTS.title)}</h2>
      {sessions.isLoading && <Skeleton shape="lines" label={_(TEXTS.loading)} />}
      {sessions.isError && <ErrorState message={readApiError(sessions.error, _(TEXTS.loadFailed)).message} onRetry={() => void sessions.refetch()} />}
      {sessions.data && sessions.data.length === 0 && <EmptyState>{_(TEXTS.none)}</EmptyState>}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="session-list" aria-label={_(TEXTS.list)}>
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button variant="danger" busy={othersState.isLoading} onClick={() => void call(() => signOutOthers().unwrap())}>
          {_(TEXTS.signOutOthers)}
        </Button>
      )}
      {dialog}
    </article>
  );
}

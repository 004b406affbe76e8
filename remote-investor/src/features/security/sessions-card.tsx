import { Button, EmptyState, ErrorState, readApiError, showApiError, Skeleton, useToast, type SessionInfo } from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { useGetSessionsQuery, useSignOutOtherSessionsMutation, useSignOutSessionMutation } from './api';

const LOAD_FAILED = 'Could not load your sessions.';
const SIGN_OUT_FAILED = 'Could not sign that session out. Please try again.';

/** Runs a sign-out with a re-authentication when the server asks for one; says the outcome. */
function useSignOutCall() {
  const toast = useToast();
  const { withReauth, dialog } = useReauthenticated();
  const call = async (action: () => Promise<{ message: string }>) => {
    try {
      const { message } = await withReauth(action);
      toast.success(message);
    } catch (failure) {
      showApiError(toast, failure, SIGN_OUT_FAILED);
    }
  };
  return { call, dialog };
}

function SessionItem({ session }: { session: SessionInfo }) {
  const [signOut, { isLoading }] = useSignOutSessionMutation();
  const { call, dialog } = useSignOutCall();
  return (
    <li className="session-item">
      <div>
        <strong>{session.device}</strong> {session.current && <span className="profile-badge profile-badge-ok">This device</span>}
        <br />
        <span className="session-meta">
          IP {session.ip ?? 'unknown'} · signed in {formatDateTime(session.created_at)} · last seen {formatDateTime(session.last_used_at)}
        </span>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          busy={isLoading}
          aria-label={`Sign out ${session.device}, last seen ${formatDateTime(session.last_used_at)}`}
          onClick={() => void call(() => signOut(session.id).unwrap())}
        >
          Sign out
        </Button>
      )}
      {dialog}
    </li>
  );
}

/** The signed-in sessions (device, last seen), each with Sign out, and Sign out everywhere else. */
export function SessionsCard() {
  const { call, dialog } = useSignOutCall();
  const sessions = useGetSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [signOutOthers, othersState] = useSignOutOtherSessionsMutation();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <article className="card profile-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      {sessions.isLoading && <Skeleton shape="lines" label="Loading your sessions" />}
      {sessions.isError && <ErrorState message={readApiError(sessions.error, LOAD_FAILED).message} onRetry={() => void sessions.refetch()} />}
      {sessions.data && sessions.data.length === 0 && <EmptyState>No active sessions.</EmptyState>}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="session-list" aria-label="Active sessions">
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button variant="danger" busy={othersState.isLoading} onClick={() => void call(() => signOutOthers().unwrap())}>
          Sign out everywhere else
        </Button>
      )}
      {dialog}
    </article>
  );
}

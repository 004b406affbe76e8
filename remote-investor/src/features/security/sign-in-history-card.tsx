import { EmptyState, ErrorState, readApiError, Skeleton } from '@arcvest/shared';
import { SignInHistoryList } from '@arcvest/shared/dashboard-ui';
import { SIGN_IN_HISTORY_LENGTH } from '@arcvest/shared/rules';
import { useGetSignInHistoryQuery } from './api';

const LOAD_FAILED = 'Could not load your sign-in history.';

/** The last sign-in attempts on the account, failed ones included. */
export function SignInHistoryCard() {
  const history = useGetSignInHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <article className="card profile-card" aria-labelledby="sign-in-history-title">
      <h2 id="sign-in-history-title">Recent sign-ins</h2>
      <p>
        The last {SIGN_IN_HISTORY_LENGTH} attempts to sign in to your account. Something you do not recognise? Change your password and sign out everywhere
        else.
      </p>
      {history.isLoading && <Skeleton shape="lines" label="Loading your sign-in history" />}
      {history.isError && <ErrorState message={readApiError(history.error, LOAD_FAILED).message} onRetry={() => void history.refetch()} />}
      {history.data && history.data.length === 0 && <EmptyState>No sign-ins yet.</EmptyState>}
      {history.data && history.data.length > 0 && <SignInHistoryList attempts={history.data} label="Recent sign-ins" />}
    </article>
  );
}

import { EmptyState, ErrorState, readApiError, Skeleton } from '@arcvest/shared';
import { SignInHistoryList } from '@arcvest/shared/dashboard-ui';
import { SIGN_IN_HISTORY_LENGTH } from '@arcvest/shared/rules';
import { useGetUserSignInsQuery } from './api';

const LOAD_FAILED = "Could not load the user's sign-ins.";

/** The user's last sign-in attempts (time, outcome, device, IP), for an admin looking into an account. */
export function UserSignInsCard({ userId }: { userId: number }) {
  const signIns = useGetUserSignInsQuery(userId, { refetchOnMountOrArgChange: true });
  return (
    <section className="card user-sign-ins" aria-labelledby="user-sign-ins-heading">
      <h2 id="user-sign-ins-heading">Recent sign-ins</h2>
      <p>The last {SIGN_IN_HISTORY_LENGTH} attempts, failed ones included.</p>
      {signIns.isLoading && <Skeleton shape="lines" label="Loading the sign-ins" />}
      {signIns.isError && <ErrorState message={readApiError(signIns.error, LOAD_FAILED).message} onRetry={() => void signIns.refetch()} />}
      {signIns.data && signIns.data.length === 0 && <EmptyState>No sign-ins yet.</EmptyState>}
      {signIns.data && signIns.data.length > 0 && <SignInHistoryList attempts={signIns.data} label="Recent sign-ins of this user" />}
    </section>
  );
}

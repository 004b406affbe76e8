import { EmptyState, ErrorState, readApiError, Skeleton, useLingui } from '@arcvest/shared';
import { SignInHistoryList } from '@arcvest/shared/dashboard-ui';
import { SIGN_IN_HISTORY_LENGTH } from '@arcvest/shared/rules';
import { useGetUserSignInsQuery } from './api';
import { CARD_TEXTS as TEXTS } from './messages';

/** The user's last sign-in attempts (time, outcome, device, IP), for an admin looking into an account. */
export function UserSignInsCard({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const signIns = useGetUserSignInsQuery(userId, { refetchOnMountOrArgChange: true });
  return (
    <section className="card user-sign-ins" aria-labelledby="user-sign-ins-heading">
      <h2 id="user-sign-ins-heading">{_(TEXTS.signInsTitle)}</h2>
      <p>{_({ ...TEXTS.signInsIntro, values: { count: SIGN_IN_HISTORY_LENGTH } })}</p>
      {signIns.isLoading && <Skeleton shape="lines" label={_(TEXTS.signInsLoading)} />}
      {signIns.isError && <ErrorState message={readApiError(signIns.error, _(TEXTS.signInsFailed)).message} onRetry={() => void signIns.refetch()} />}
      {signIns.data && signIns.data.length === 0 && <EmptyState>{_(TEXTS.signInsEmpty)}</EmptyState>}
      {signIns.data && signIns.data.length > 0 && <SignInHistoryList attempts={signIns.data} label={_(TEXTS.signInsList)} />}
    </section>
  );
}

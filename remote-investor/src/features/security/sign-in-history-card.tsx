import { EmptyState, ErrorState, readApiError, Skeleton, useLingui } from '@arcvest/shared';
import { SignInHistoryList } from '@arcvest/shared/dashboard-ui';
import { SIGN_IN_HISTORY_LENGTH } from '@arcvest/shared/rules';
import { useGetSignInHistoryQuery } from './api';
import { SIGN_IN_HISTORY_TEXTS as TEXTS } from './messages';

/** The last sign-in attempts on the account, failed ones included. */
export function SignInHistoryCard() {
  const { _ } = useLingui();
  const history = useGetSignInHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <article className="card profile-card" aria-labelledby="sign-in-history-title">
      <h2 id="sign-in-history-title">{_(TEXTS.title)}</h2>
      <p>{_({ ...TEXTS.intro, values: { count: SIGN_IN_HISTORY_LENGTH } })}</p>
      {history.isLoading && <Skeleton shape="lines" label={_(TEXTS.loading)} />}
      {history.isError && <ErrorState message={readApiError(history.error, _(TEXTS.loadFailed)).message} onRetry={() => void history.refetch()} />}
      {history.data && history.data.length === 0 && <EmptyState>{_(TEXTS.none)}</EmptyState>}
      {history.data && history.data.length > 0 && <SignInHistoryList attempts={history.data} label={_(TEXTS.title)} />}
    </article>
  );
}

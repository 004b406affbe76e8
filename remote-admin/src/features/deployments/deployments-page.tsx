import { ErrorState, readApiError, Skeleton, Trans, useLingui } from '@arcvest/shared';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { useState } from 'react';
import { useGetDeploymentsQuery } from './api';
import { RemoteCard } from './remote-card';
import { DEPLOYMENTS_TEXTS as TEXTS } from './messages';
import './deployments.css';

/**
 * /dashboard/admin/deployments: for each remote, the version its deploy pointer names now, when
 * it was built, where it is served from and the shared libraries it was built against, whether
 * this page runs it, its canary (share, promote, change share, end) and the page loads and errors
 * of each version in the last hour; and the API server's version.
 */
export default function DeploymentsPage() {
  const { currentData: deployments, isError, error, refetch } = useGetDeploymentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { _ } = useLingui();
  const { ask, dialog } = useConfirmedAction();
  const [round, setRound] = useState(0);
  const refresh = () => {
    setRound((count) => count + 1);
    void refetch();
  };

  let content;
  if (deployments) {
    content = (
      <div className="deployment-list">
        {deployments.remotes.map((remote) => <RemoteCard key={remote.name} remote={remote} round={round} ask={ask} />)}
      </div>
    );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={refetch} />;
  } else {
    content = <Skeleton shape="cards" label={_(TEXTS.loading)} />;
  }

  return (
    <section className="deployments">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
        <button type="button" className="btn btn-secondary" onClick={refresh}>{_(TEXTS.refresh)}</button>
      </header>
      <p>
        <Trans {...TEXTS.intro} values={{ version: deployments?.server_version ?? '…' }} components={{ 0: <strong dir="ltr" translate="no" /> }} />
      </p>
      {content}
      {dialog}
    </section>
  );
}

import { ErrorState, readApiError, Skeleton } from '@arcvest/shared';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { useState } from 'react';
import { useGetDeploymentsQuery } from './api';
import { RemoteCard } from './remote-card';
import './deployments.css';

/**
 * /dashboard/admin/deployments: for each remote, the version its deploy pointer names now, when
 * it was built, where it is served from and the shared libraries it was built against, whether
 * this page runs it, its canary (share, promote, change share, end) and the page loads and errors
 * of each version in the last hour; and the API server's version.
 */
export default function DeploymentsPage() {
  const { currentData: deployments, isError, error, refetch } = useGetDeploymentsQuery(undefined, { refetchOnMountOrArgChange: true });
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
    content = <ErrorState message={readApiError(error, 'The deployments could not be loaded.').message} onRetry={refetch} />;
  } else {
    content = <Skeleton shape="cards" label="Loading the deployments" />;
  }

  return (
    <section className="deployments">
      <header className="page-title">
        <h1>Deployments</h1>
        <button type="button" className="btn btn-secondary" onClick={refresh}>Refresh</button>
      </header>
      <p>
        API server version <strong>{deployments?.server_version ?? '…'}</strong>. A remote deployed or rolled back
        after this page was opened runs here from the next reload. A canary serves a new version to a share of
        visitors; the server ends it by itself when its error rate exceeds the current version&apos;s.
      </p>
      {content}
      {dialog}
    </section>
  );
}

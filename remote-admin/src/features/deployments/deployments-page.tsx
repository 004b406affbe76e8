import { RemoteCard } from './remote-card';
import { REMOTE_NAMES, useRemoteManifests } from './use-remote-manifests';
import './deployments.css';

/**
 * /dashboard/admin/deployments: each remote's version as its deploy pointer names it now,
 * when it was built, where it is served from and the shared libraries it was built against,
 * whether this page runs it, and the API server's version.
 */
export default function DeploymentsPage() {
  const { states, serverVersion, refresh } = useRemoteManifests();
  return (
    <section className="deployments">
      <header className="page-title">
        <h1>Deployments</h1>
        <button type="button" className="btn btn-secondary" onClick={refresh}>Refresh</button>
      </header>
      <p>
        API server version <strong>{serverVersion ?? '…'}</strong>. A remote deployed or rolled back
        after this page was opened runs here from the next reload.
      </p>
      <div className="deployment-list">
        {REMOTE_NAMES.map((name) => <RemoteCard key={name} name={name} state={states[name]} />)}
      </div>
    </section>
  );
}

import { areaLoad, type RemoteDeployment, type RemoteName } from '@arcvest/shared';
import { type ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { CanaryPanel } from './canary-panel';
import { Counts } from './counts';
import { useManifest } from './use-manifest';

const TITLES: Record<RemoteName, string> = { public: 'Public site', investor: 'Investor dashboard', admin: 'Admin console' };

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Whether this page runs the remote, and which version, as the shell recorded it. */
function loadedHere(name: RemoteName): string {
  const load = areaLoad(name);
  if (!load) return 'No (not opened on this page)';
  if (load.status === 'loaded') return `Yes, version ${load.version}`;
  if (load.status === 'incompatible') return `No: version ${load.version} is incompatible. ${load.reason}`;
  return 'No: it could not be loaded';
}

/** One remote: the version every visitor gets (or all but the canary's share), its canary, and what this page loaded. */
export function RemoteCard({ remote, round, ask }: { remote: RemoteDeployment; round: number; ask: (action: ConfirmedAction) => void }) {
  const { name, current, canary } = remote;
  const state = useManifest(current.manifest_url, round);
  const headingId = `deployment-${name}`;
  return (
    <section className="card deployment-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{TITLES[name]}</h2>
      {state.status === 'loading' && <p>Reading its manifest…</p>}
      {state.status === 'failed' && <p role="alert">Its manifest could not be read: {state.message}</p>}
      {state.status === 'ready' && (
        <dl className="deployment-facts">
          <dt>Version served now</dt>
          <dd>{state.manifest.version}</dd>
          <dt>Built</dt>
          <dd>{state.manifest.buildTime ? <time dateTime={state.manifest.buildTime}>{dateTime.format(new Date(state.manifest.buildTime))}</time> : 'Unknown'}</dd>
          <dt>Served from</dt>
          <dd className="deployment-url">{new URL('.', state.manifest.url).href}</dd>
          <dt>Built against</dt>
          <dd>
            <ul className="deployment-shared">
              {Object.entries(state.manifest.builtAgainst).map(([library, version]) => (
                <li key={library}>{library} {version}</li>
              ))}
            </ul>
          </dd>
          <dt>Last hour</dt>
          <dd><Counts counts={current.last_hour} /></dd>
          <dt>Loaded on this page</dt>
          <dd>{loadedHere(name)}</dd>
        </dl>
      )}
      {canary ? <CanaryPanel remote={name} title={TITLES[name].toLowerCase()} canary={canary} current={current.version} ask={ask} /> : <p className="deployment-no-canary">No canary running.</p>}
    </section>
  );
}

import { areaLoad, type RemoteDeployment, type RemoteName, FactList } from '@arcvest/shared';
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
        <FactList
          className="deployment-facts"
          layout="grid"
          facts={[
            { term: 'Version served now', value: state.manifest.version },
            {
              term: 'Built',
              value: state.manifest.buildTime ? <time dateTime={state.manifest.buildTime}>{dateTime.format(new Date(state.manifest.buildTime))}</time> : 'Unknown',
            },
            { term: 'Served from', value: new URL('.', state.manifest.url).href, valueClassName: 'deployment-url' },
            {
              term: 'Built against',
              value: (
                <ul className="deployment-shared">
                  {Object.entries(state.manifest.builtAgainst).map(([library, version]) => (
                    <li key={library}>
                      {library} {version}
                    </li>
                  ))}
                </ul>
              ),
            },
            { term: 'Last hour', value: <Counts counts={current.last_hour} /> },
            { term: 'Loaded on this page', value: loadedHere(name) },
          ]}
        />
      )}
      {canary ? <CanaryPanel remote={name} title={TITLES[name].toLowerCase()} canary={canary} current={current.version} ask={ask} /> : <p className="deployment-no-canary">No canary running.</p>}
    </section>
  );
}

import { activeLocale, areaLoad, type RemoteDeployment, type RemoteName, FactList, useLingui } from '@arcvest/shared';
import { formattingLocale, type Translate } from '@arcvest/shared/rules';
import { type ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { CanaryPanel } from './canary-panel';
import { Counts } from './counts';
import { useManifest } from './use-manifest';
import { REMOTE_CARD_TEXTS as TEXTS, REMOTE_NAMES_IN_TEXT, REMOTE_TITLES } from './messages';

/** The build time to the second, in the reader's language. */
const buildTime = (iso: string) => new Intl.DateTimeFormat(formattingLocale(activeLocale()), { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

/** A version or an address: left to right in every language, and never machine-translated. */
const ltr = (text: string) => (
  <span dir="ltr" translate="no">
    {text}
  </span>
);

/** Whether this page runs the remote, and which version, as the shell recorded it. */
function loadedHere(name: RemoteName, _: Translate): string {
  const load = areaLoad(name);
  if (!load) return _(TEXTS.notOpened);
  if (load.status === 'loaded') return _({ ...TEXTS.loaded, values: { version: load.version } });
  // The reason is the shell's, in English.
  if (load.status === 'incompatible') return _({ ...TEXTS.incompatible, values: { version: load.version, reason: load.reason } });
  return _(TEXTS.notLoaded);
}

/** One remote: the version every visitor gets (or all but the canary's share), its canary, and what this page loaded. */
export function RemoteCard({ remote, round, ask }: { remote: RemoteDeployment; round: number; ask: (action: ConfirmedAction) => void }) {
  const { _ } = useLingui();
  const { name, current, canary } = remote;
  const state = useManifest(current.manifest_url, round);
  const headingId = `deployment-${name}`;
  return (
    <section className="card deployment-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{_(REMOTE_TITLES[name])}</h2>
      {state.status === 'loading' && <p>{_(TEXTS.readingManifest)}</p>}
      {state.status === 'failed' && <p role="alert">{_({ ...TEXTS.manifestFailed, values: { reason: state.message } })}</p>}
      {state.status === 'ready' && (
        <FactList
          className="deployment-facts"
          layout="grid"
          facts={[
            { term: _(TEXTS.versionServed), value: ltr(state.manifest.version) },
            {
              term: _(TEXTS.built),
              value: state.manifest.buildTime ? <time dateTime={state.manifest.buildTime}>{buildTime(state.manifest.buildTime)}</time> : _(TEXTS.unknown),
            },
            { term: _(TEXTS.servedFrom), value: ltr(new URL('.', state.manifest.url).href), valueClassName: 'deployment-url' },
            {
              term: _(TEXTS.builtAgainst),
              value: (
                <ul className="deployment-shared">
                  {Object.entries(state.manifest.builtAgainst).map(([library, version]) => (
                    <li key={library} dir="ltr" translate="no">
                      {library} {version}
                    </li>
                  ))}
                </ul>
              ),
            },
            { term: _(TEXTS.lastHour), value: <Counts counts={current.last_hour} /> },
            { term: _(TEXTS.loadedHere), value: loadedHere(name, _) },
          ]}
        />
      )}
      {canary ? <CanaryPanel remote={name} title={_(REMOTE_NAMES_IN_TEXT[name])} canary={canary} current={current.version} ask={ask} /> : <p className="deployment-no-canary">{_(TEXTS.noCanary)}</p>}
    </section>
  );
}

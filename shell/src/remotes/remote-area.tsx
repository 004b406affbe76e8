import type { RemoteName } from '@arcvest/shared';
import type { Message } from '@arcvest/shared/rules';
import {
  Component,
  createContext,
  startTransition,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PageLoader, Spinner, useLingui } from '@arcvest/shared';
import { describeMismatches, IncompatibleRemoteError, type Mismatch } from './compatibility';
import { reportRemoteError, reportRemoteLoad } from './remote-reports';
import { loadRemoteRoutes, reloadRemoteRoutes, versionOf } from './registry';

/** Whole sentences per area, not the area's name put into one: each language words them its own way. */
const AREA_TEXTS: Record<RemoteName, { failed: Message; loading: Message }> = {
  public: {
    failed: /*i18n*/ { id: 'shell.area.public.failed', message: 'This part of the site could not be loaded' },
    loading: /*i18n*/ { id: 'shell.area.public.loading', message: 'Loading the site' },
  },
  investor: {
    failed: /*i18n*/ { id: 'shell.area.investor.failed', message: 'This part of the dashboard could not be loaded' },
    loading: /*i18n*/ { id: 'shell.area.investor.loading', message: 'Loading the dashboard' },
  },
  admin: {
    failed: /*i18n*/ { id: 'shell.area.admin.failed', message: 'This part of the admin console could not be loaded' },
    loading: /*i18n*/ { id: 'shell.area.admin.loading', message: 'Loading the admin console' },
  },
};

const TEXTS = {
  checkConnection: /*i18n*/ { id: 'shell.area.checkConnection', message: 'The rest of the site still works. Check your connection, then try again.' },
  tryLater: /*i18n*/ { id: 'shell.area.tryLater', message: 'The rest of the site still works. Please try again later.' },
  retry: /*i18n*/ { id: 'shell.area.retry', message: 'Retry' },
};

type State =
  | { status: 'loading' }
  /** The area's HTML came with the page: its routes render once loaded, in place of that HTML (hydration). */
  | { status: 'hydrating' }
  | { status: 'ready'; Routes: ComponentType }
  | { status: 'failed' }
  | { status: 'incompatible'; mismatches: Mismatch[] };

function AreaFallback({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  const { _ } = useLingui();
  return (
    <section className="area-fallback" role="alert">
      <h2>{_(AREA_TEXTS[name].failed)}</h2>
      <p>{_(TEXTS.checkConnection)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {_(TEXTS.retry)}
      </button>
    </section>
  );
}

/** No Retry: the same build would be refused again; a new deployment is picked up on reload. */
function IncompatibleFallback({ name, mismatches }: { name: RemoteName; mismatches: Mismatch[] }) {
  const { _ } = useLingui();
  return (
    <section className="area-fallback" role="alert">
      <h2>{_(AREA_TEXTS[name].failed)}</h2>
      <p>{describeMismatches(mismatches, _)}</p>
      <p>{_(TEXTS.tryLater)}</p>
    </section>
  );
}

/** Catches a remote that loads but then fails while rendering, so it cannot take the app down; the server hears of it. */
class AreaBoundary extends Component<{ name: RemoteName; fallback: (reset: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('A remote area failed while rendering', error);
    reportRemoteError(this.props.name, versionOf(this.props.name), 'render', error);
  }
  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

/**
 * On the server (shell/src/prerender.tsx): what stands in the area, the slot the remote's own HTML
 * goes into. Null in the browser.
 */
export const RemoteAreaSlot = createContext<string | null>(null);

/** The remote whose HTML came with the page (bootstrap.tsx), hydrated rather than drawn anew. */
let prerenderedArea: RemoteName | null = null;
export function hydrateAreaFromHtml(name: RemoteName): void {
  prerenderedArea = name;
}

/**
 * The remote's routes, suspending until its code has loaded: inside the area's Suspense boundary,
 * React keeps the server's HTML on screen meanwhile and then hydrates it, with no loader in between.
 * A load that fails is thrown to the AreaBoundary.
 */
function HydratingRoutes({ name }: { name: RemoteName }) {
  const Routes = use(loadRemoteRoutes(name));
  // loadRemoteRoutes caches its promise per remote: the same component every render, never a new one.
  // eslint-disable-next-line react-hooks/static-components
  return <Routes />;
}

/** Loads one remote's route tree at runtime and renders it, with a Retry fallback. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const slot = useContext(RemoteAreaSlot);
  const { _ } = useLingui();
  const [attempt, setAttempt] = useState(0);
  // Each load's outcome with the attempt it answers: a new attempt is loading until its own comes.
  const [outcome, setOutcome] = useState<{ name: RemoteName; attempt: number; state: State } | null>(null);
  // An area whose HTML came with the page is hydrating until its code is there (HydratingRoutes).
  const waiting: State = attempt === 0 && prerenderedArea === name ? { status: 'hydrating' } : { status: 'loading' };
  const state: State = outcome?.name === name && outcome.attempt === attempt ? outcome.state : waiting;

  useEffect(() => {
    let current = true;
    const setState = (loaded: State) => setOutcome({ name, attempt, state: loaded });
    // A hydrating area renders its routes through HydratingRoutes for good: switching it to the
    // loaded component would be another component at that place, its DOM drawn anew.
    const hydrating = attempt === 0 && prerenderedArea === name;
    (attempt > 0 ? reloadRemoteRoutes(name) : loadRemoteRoutes(name))
      .then((Routes) => {
        // A failed load is counted with its error report (registry.ts).
        void reportRemoteLoad(name, versionOf(name));
        // Rendered in slices, like the first render (bootstrap.tsx).
        if (current && !hydrating) startTransition(() => setState({ status: 'ready', Routes }));
      })
      .catch((error: unknown) => {
        if (error instanceof IncompatibleRemoteError) {
          if (current) setState({ status: 'incompatible', mismatches: error.mismatches });
          return;
        }
        console.error(`Could not load the ${name} remote`, error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // The public site's brand loader (the spec's) shows while its code arrives, continuing the one in index.html.
  const loading = _(AREA_TEXTS[name].loading);
  const loader = name === 'public' ? <PageLoader label={loading} /> : <Spinner label={loading} />;
  // One Suspense boundary in every state, as in the server's HTML (whose boundary holds the remote's).
  return <Suspense fallback={loader}>{areaContent()}</Suspense>;

  function areaContent(): ReactNode {
    if (slot === null && state.status === 'loading') return loader;
    if (state.status === 'failed') return <AreaFallback name={name} onRetry={retry} />;
    if (state.status === 'incompatible') return <IncompatibleFallback name={name} mismatches={state.mismatches} />;
    return (
      <AreaBoundary
        name={name}
        fallback={(reset) => (
          <AreaFallback
            name={name}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        )}
      >
        {slot ?? (state.status === 'ready' ? <state.Routes /> : <HydratingRoutes name={name} />)}
      </AreaBoundary>
    );
  }
}

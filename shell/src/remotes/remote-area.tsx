import type { RemoteName } from '@arcvest/shared';
import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PageLoader, Spinner } from '@arcvest/shared';
import { IncompatibleRemoteError } from './compatibility';
import { reportRemoteError, reportRemoteLoad } from './remote-reports';
import { loadRemoteRoutes, reloadRemoteRoutes, versionOf } from './registry';

const AREA_LABEL: Record<RemoteName, string> = { public: 'site', investor: 'dashboard', admin: 'admin console' };

type State =
  | { status: 'loading' }
  | { status: 'ready'; Routes: ComponentType }
  | { status: 'failed' }
  | { status: 'incompatible'; reason: string };

function AreaFallback({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  return (
    <section className="area-fallback" role="alert">
      <h2>This part of the {AREA_LABEL[name]} could not be loaded</h2>
      <p>The rest of the site still works. Check your connection, then try again.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>Retry</button>
    </section>
  );
}

/** No Retry: the same build would be refused again; a new deployment is picked up on reload. */
function IncompatibleFallback({ name, reason }: { name: RemoteName; reason: string }) {
  return (
    <section className="area-fallback" role="alert">
      <h2>This part of the {AREA_LABEL[name]} could not be loaded</h2>
      <p>{reason}</p>
      <p>The rest of the site still works. Please try again later.</p>
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

/** Loads one remote's route tree at runtime and renders it, with a Retry fallback. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    (attempt > 0 ? reloadRemoteRoutes(name) : loadRemoteRoutes(name))
      .then((Routes) => {
        // A failed load is counted with its error report (registry.ts).
        void reportRemoteLoad(name, versionOf(name));
        // Rendered in slices, like the first render (bootstrap.tsx).
        if (current) startTransition(() => setState({ status: 'ready', Routes }));
      })
      .catch((error: unknown) => {
        if (error instanceof IncompatibleRemoteError) {
          if (current) setState({ status: 'incompatible', reason: error.message });
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
  if (state.status === 'loading') return name === 'public' ? <PageLoader label="Loading the site" /> : <Spinner label={`Loading the ${AREA_LABEL[name]}`} />;
  if (state.status === 'failed') return <AreaFallback name={name} onRetry={retry} />;
  if (state.status === 'incompatible') return <IncompatibleFallback name={name} reason={state.reason} />;
  const { Routes } = state;
  return (
    <AreaBoundary name={name} fallback={(reset) => <AreaFallback name={name} onRetry={() => { reset(); retry(); }} />}>
      <Routes />
    </AreaBoundary>
  );
}

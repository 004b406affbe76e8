import { fetchManifest, fetchRuntimeConfig, type RemoteManifest, type RemoteName } from '@arcvest/shared';
import { useCallback, useEffect, useState } from 'react';

export const REMOTE_NAMES: readonly RemoteName[] = ['public', 'investor', 'admin'];

export type ManifestState = { status: 'loading' } | { status: 'ready'; manifest: RemoteManifest } | { status: 'failed'; message: string };

/**
 * The manifest /config.json names for each remote now (after a deploy or a rollback this can
 * differ from what this page loaded), and the server's version. Read afresh on every visit and
 * on Refresh.
 */
export function useRemoteManifests(): { states: Record<RemoteName, ManifestState>; serverVersion: string | null; refresh: () => void } {
  const [states, setStates] = useState<Record<RemoteName, ManifestState>>(() => allLoading());
  const [serverVersion, setServerVersion] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    const show = (name: RemoteName, state: ManifestState) => current && setStates((before) => ({ ...before, [name]: state }));
    const failure = (error: unknown): ManifestState => ({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    fetchRuntimeConfig(new URL('/config.json', window.location.href).href).then(
      ({ remotes, serverVersion: version }) => {
        if (current) setServerVersion(version);
        for (const name of REMOTE_NAMES) {
          fetchManifest(new URL(remotes[name], window.location.href).href, true).then(
            (manifest) => show(name, { status: 'ready', manifest }),
            (error: unknown) => show(name, failure(error)),
          );
        }
      },
      (error: unknown) => REMOTE_NAMES.forEach((name) => show(name, failure(error))),
    );
    return () => {
      current = false;
    };
  }, [round]);

  const refresh = useCallback(() => {
    setStates(allLoading());
    setRound((count) => count + 1);
  }, []);
  return { states, serverVersion, refresh };
}

function allLoading(): Record<RemoteName, ManifestState> {
  return { public: { status: 'loading' }, investor: { status: 'loading' }, admin: { status: 'loading' } };
}

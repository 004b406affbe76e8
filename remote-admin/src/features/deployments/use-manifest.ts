import { fetchManifest, type RemoteManifest } from '@arcvest/shared';
import { useEffect, useState } from 'react';

export type ManifestState = { status: 'loading' } | { status: 'ready'; manifest: RemoteManifest } | { status: 'failed'; message: string };

/** A version's manifest (build time, what it was built against), read afresh for each `round` (Refresh). */
export function useManifest(url: string, round: number): ManifestState {
  const [state, setState] = useState<ManifestState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchManifest(new URL(url, window.location.href).href, true).then(
      (manifest) => current && setState({ status: 'ready', manifest }),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [url, round]);
  return state;
}

import { fetchManifest, type RemoteManifest } from '@arcvest/shared';
import { useEffect, useState } from 'react';

export type ManifestState = { status: 'loading' } | { status: 'ready'; manifest: RemoteManifest } | { status: 'failed'; message: string };

/** A version's manifest (build time, what it was built against), read afresh for each `round` (Refresh). */
export function useManifest(url: string, round: number): ManifestState {
  // Each answer with the read it answers: until the current read's comes, the state is loading.
  const [answer, setAnswer] = useState<{ url: string; round: number; state: ManifestState } | null>(null);
  useEffect(() => {
    let current = true;
    fetchManifest(new URL(url, window.location.href).href, true).then(
      (manifest) => current && setAnswer({ url, round, state: { status: 'ready', manifest } }),
      (error: unknown) => current && setAnswer({ url, round, state: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [url, round]);
  return answer?.url === url && answer.round === round ? answer.state : { status: 'loading' };
}

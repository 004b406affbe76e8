import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@arcvest/shared';
import type { ComponentType } from 'react';

let entries: Record<RemoteName, string> | null = null;

/** Each remote's federation name (its webpack config): prefixed, since `public` is a reserved word in JavaScript. */
const federationName = (name: RemoteName) => `arcvest_${name}`;

function register(force: boolean) {
  if (!entries) throw new Error('Remotes are not configured.');
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({
      name: federationName(name as RemoteName),
      entry: new URL(entry, window.location.href).href,
    })),
    { force },
  );
}

/** Registers the remotes named in /config.json: their URLs are not part of the shell's build. */
export function registerRemotesFrom(config: RuntimeConfig): void {
  entries = config.remotes;
  register(false);
}

/**
 * Loads the route tree a remote exposes. After a failure the remote is registered again,
 * so a Retry fetches its remoteEntry.js afresh instead of reusing the failed attempt.
 */
export async function loadRemoteRoutes(name: RemoteName, afterFailure: boolean): Promise<ComponentType> {
  if (afterFailure) register(true);
  const module = await loadRemote<{ default: ComponentType }>(`${federationName(name)}/routes`);
  if (!module?.default) throw new Error(`The ${name} area did not provide its pages.`);
  return module.default;
}

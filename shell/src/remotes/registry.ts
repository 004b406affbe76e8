import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  addCatalogue,
  areaLoad,
  fetchManifest,
  type CatalogueLoader,
  recordAreaLoad,
  setAreaPreloader,
  type RemoteName,
  type RuntimeConfig,
} from '@arcvest/shared';
import type { ComponentType } from 'react';
import { findMismatches, IncompatibleRemoteError } from './compatibility';
import { reportRemoteError, startRemoteReports } from './remote-reports';

/**
 * Waits before each retry of a failed load; the fallback shows only once all have failed. After an
 * outage each of an area's files (its entry, its routes, its texts) can fail once more before it
 * loads (seen in Chromium): one try per file.
 */
export const RETRY_DELAYS_MS = [250, 750, 1500];

/** The versions of React, react-dom and @arcvest/shared in the shell's build (webpack/index.ts). */
const PROVIDED: Record<string, string> = JSON.parse(process.env.SHARED_LIBRARY_VERSIONS ?? '{}');

let manifestUrls: Record<RemoteName, string> | null = null;
/** One load per remote and page: the area and a preload share it. */
const loads = new Map<RemoteName, Promise<ComponentType>>();
/** Remotes given to the federation runtime: registering one again must replace its failed entry. */
const registered = new Set<RemoteName>();

/** Each remote's federation name (its webpack config): prefixed, since `public` is a reserved word in JavaScript. */
const federationName = (name: RemoteName) => `arcvest_${name}`;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One try: read the manifest, refuse a remote built against incompatible shared libraries,
 * register its entry and load its routes and texts. `again` revalidates the manifest with the server; a
 * remote registered before is registered anew, so its entry is fetched afresh instead of the
 * runtime reusing a failed attempt.
 */
async function loadOnce(name: RemoteName, again: boolean): Promise<ComponentType> {
  if (!manifestUrls) throw new Error('Remotes are not configured.');
  const manifestUrl = new URL(manifestUrls[name], window.location.href).href;
  let version: string | undefined;
  try {
    const manifest = await fetchManifest(manifestUrl, again);
    version = manifest.version;
    const mismatches = findMismatches(manifest.builtAgainst, PROVIDED);
    if (mismatches.length > 0) {
      console.error(`The ${name} remote ${manifest.version} (${manifestUrl}) is incompatible with this shell:`, mismatches);
      const error = new IncompatibleRemoteError(manifest.version, mismatches);
      recordAreaLoad(name, { status: 'incompatible', version: manifest.version, manifestUrl, reason: error.message });
      throw error;
    }
    registerRemotes([{ name: federationName(name), entry: manifest.entryUrl }], { force: registered.has(name) });
    registered.add(name);
    const module = await loadRemote<{ default: ComponentType; loadMessages?: CatalogueLoader }>(`${federationName(name)}/routes`);
    if (!module?.default) throw new Error(`The ${name} area did not provide its pages.`);
    // The area's texts in the page's language before its first render: it never shows a text it has not got.
    if (module.loadMessages) await addCatalogue(module.loadMessages);
    recordAreaLoad(name, { status: 'loaded', version: manifest.version, manifestUrl });
    return module.default;
  } catch (error) {
    if (!(error instanceof IncompatibleRemoteError)) recordAreaLoad(name, { status: 'failed', manifestUrl, version });
    throw error;
  }
}

/** Retries transient failures (network, a server restarting); an incompatible remote is final. */
async function loadWithRetries(name: RemoteName, fresh: boolean): Promise<ComponentType> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadOnce(name, fresh || attempt > 0);
    } catch (error) {
      if (error instanceof IncompatibleRemoteError || attempt >= RETRY_DELAYS_MS.length) {
        reportRemoteError(name, versionOf(name), 'load', error);
        throw error;
      }
      console.warn(`Loading the ${name} remote failed; trying again`, error);
      await delay(RETRY_DELAYS_MS[attempt]);
    }
  }
}

function start(name: RemoteName, fresh: boolean): Promise<ComponentType> {
  const load = loadWithRetries(name, fresh);
  loads.set(name, load);
  // A failed load is forgotten, so the next request for the area tries again.
  load.catch(() => loads.get(name) === load && loads.delete(name));
  return load;
}

/** Loads a remote's route tree, or joins the load already under way (a preload). */
export function loadRemoteRoutes(name: RemoteName): Promise<ComponentType> {
  return loads.get(name) ?? start(name, false);
}

/** The Retry button: fetches this remote's manifest and entry afresh; other remotes are untouched. */
export function reloadRemoteRoutes(name: RemoteName): Promise<ComponentType> {
  return start(name, true);
}

/**
 * The version of a remote this page loaded or tried: its manifest's, else the one a published
 * version's URL names (/deployments/<remote>/versions/<version>/) when the manifest never came.
 */
export function versionOf(name: RemoteName): string | undefined {
  const load = areaLoad(name);
  if (load?.version) return load.version;
  return manifestUrls ? /\/versions\/([^/]+)\/[^/]*$/.exec(manifestUrls[name])?.[1] : undefined;
}

/**
 * Takes the remotes' manifest URLs from /config.json (they are not part of the shell's build);
 * nothing is fetched until an area is shown or preloaded. Page loads of each remote and errors
 * from its files are reported from now on.
 */
export function registerRemotesFrom(config: RuntimeConfig): void {
  manifestUrls = config.remotes;
  const folders = Object.fromEntries(
    Object.entries(config.remotes).map(([name, url]) => [name, new URL('.', new URL(url, window.location.href)).href]),
  ) as Record<RemoteName, string>;
  startRemoteReports(config.apiBaseUrl, folders, versionOf);
  setAreaPreloader((name) => {
    loadRemoteRoutes(name).catch(() => {
      // The area itself shows the failure if the user goes there.
    });
  });
}

/**
 * The parts of a remote's mf-manifest.json (written by its build, see webpack/index.ts) that the
 * shell and the deployments view use: which version it is, where its entry file is and what it
 * was built against.
 */
export interface RemoteManifest {
  url: string;
  version: string;
  buildTime: string | null;
  /** Absolute URL of the remote's remoteEntry.js. */
  entryUrl: string;
  /** Each shared library's version at the remote's build, by package name. */
  builtAgainst: Record<string, string>;
}

interface ManifestJson {
  metaData?: {
    buildInfo?: { buildVersion?: unknown; buildTime?: unknown };
    remoteEntry?: { name?: unknown; path?: unknown };
    publicPath?: unknown;
  };
  shared?: { name?: unknown; version?: unknown }[];
}

/** Reads a manifest's JSON; throws when it lacks what loading the remote needs. */
export function parseManifest(url: string, json: ManifestJson): RemoteManifest {
  const meta = json.metaData;
  const version = meta?.buildInfo?.buildVersion;
  const entryName = meta?.remoteEntry?.name;
  if (typeof version !== 'string' || typeof entryName !== 'string' || !Array.isArray(json.shared)) {
    throw new Error(`${url} is not a remote's mf-manifest.json.`);
  }
  const entryPath = typeof meta?.remoteEntry?.path === 'string' ? meta.remoteEntry.path : '';
  // 'auto': the files sit beside the manifest, wherever it is served from.
  const base = typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto' ? new URL(meta.publicPath, url).href : url;
  const builtAgainst: Record<string, string> = {};
  for (const library of json.shared) {
    if (typeof library.name === 'string' && typeof library.version === 'string') builtAgainst[library.name] = library.version;
  }
  return {
    url,
    version,
    buildTime: typeof meta?.buildInfo?.buildTime === 'string' ? meta.buildInfo.buildTime : null,
    entryUrl: new URL(`${entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${entryName}`, base).href,
    builtAgainst,
  };
}

/**
 * Fetches a remote's manifest. `fresh` (a Retry) revalidates with the server instead of
 * reusing the browser's copy; versioned manifests never change, so the copy is otherwise fine.
 */
export async function fetchManifest(url: string, fresh: boolean): Promise<RemoteManifest> {
  const response = await fetch(url, { cache: fresh ? 'no-cache' : 'default' });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return parseManifest(url, (await response.json()) as ManifestJson);
}

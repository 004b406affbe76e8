import { inEnglish, type Translate } from './messages';

/**
 * Canary releases of the remotes (docs/deployment.md#canary-releases): the share of visitors a
 * canary is served to, the versions a deployment may name, and what a client error report may
 * carry. The admin's form, the API's schemas and the release command read the same bounds.
 */
export const REMOTE_NAMES = ['public', 'investor', 'admin'] as const;

/** A version names a deployment folder and a URL, so it keeps to characters safe in both. */
export const REMOTE_VERSION_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';

export const CANARY_SHARE_MIN = 1;
export const CANARY_SHARE_MAX = 100;

/** What the admin's share field says when the share is not a whole per cent in range. */
const CANARY_SHARE_TEXT = /*i18n*/ { id: 'rules.canary.share', message: 'Enter a share from {min} to {max} per cent, in whole numbers.' };

/** "Enter a share from 1 to 100 per cent, in whole numbers.", in the reader's language (English by default). */
export function canaryShareMessage(translate: Translate = inEnglish): string {
  return translate({ ...CANARY_SHARE_TEXT, values: { min: CANARY_SHARE_MIN, max: CANARY_SHARE_MAX } });
}

/** The English, for the API and the release command. */
export const CANARY_SHARE_MESSAGE = canaryShareMessage();

/** The share typed ("10" or "10 %"), or null when it is not a whole per cent in range. */
export function parseCanaryShare(text: string): number | null {
  const digits = /^\s*(\d{1,3})\s*%?\s*$/.exec(text)?.[1];
  if (digits === undefined) return null;
  const share = Number(digits);
  return share >= CANARY_SHARE_MIN && share <= CANARY_SHARE_MAX ? share : null;
}

/** What the shell reports: a remote that failed to load, a render error its area caught, an unhandled error. */
export const CLIENT_ERROR_KINDS = ['load', 'render', 'unhandled'] as const;
/** A short message: enough to recognise the error, too short to carry much else. */
export const CLIENT_ERROR_MESSAGE_MAX = 300;

/**
 * A report's message as it may be kept: its first line (no stack), emails, long numbers and long
 * tokens blanked, at most CLIENT_ERROR_MESSAGE_MAX characters. The shell sends it so and the server
 * applies it again before logging, since anyone may post a report.
 */
export function clientErrorMessage(text: string): string {
  const line = text
    .split('\n')[0]
    .replace(/[^\s,;()<>"']+@[^\s,;()<>"']+/g, '[email]')
    // Access tokens, keys, addresses: 32 or more letters and digits, a digit among them (a build version, shorter, stays).
    .replace(/[A-Za-z0-9_-]{32,}/g, (run) => (/\d/.test(run) ? '[token]' : run))
    .replace(/\d{6,}/g, '[number]')
    .trim();
  return (line || 'Unknown error').slice(0, CLIENT_ERROR_MESSAGE_MAX);
}

/** What a page needs first from a remote: its entry and the files of its `./routes` module, as paths beside its manifest. */
export interface FirstViewFiles {
  entry: string;
  scripts: string[];
  styles: string[];
}

interface ManifestAssets {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/** A path inside the manifest's folder: not absolute, no scheme, no way up. */
const isBesideManifest = (name: unknown): name is string => typeof name === 'string' && name !== '' && !/^\/|:|(^|\/)\.\.(\/|$)/.test(name);
const fileNames = (list: unknown): string[] => (Array.isArray(list) ? list.filter(isBesideManifest) : []);

/**
 * A remote's first-view files from its mf-manifest.json (webpack/index.ts writes it): the entry
 * and the synchronous scripts and stylesheets of the `./routes` module the shell loads. Null for a
 * manifest that places its files elsewhere (a `publicPath` other than `auto`) or lacks them.
 */
export function firstViewFiles(manifest: ManifestAssets): FirstViewFiles | null {
  const entryName = manifest.metaData?.remoteEntry?.name;
  const entryPath = manifest.metaData?.remoteEntry?.path;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  if (manifest.metaData?.publicPath !== 'auto' || typeof entryName !== 'string' || !routes) return null;
  const entry = `${typeof entryPath === 'string' && entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${entryName}`;
  if (!isBesideManifest(entry)) return null;
  return { entry, scripts: fileNames(routes.assets?.js?.sync), styles: fileNames(routes.assets?.css?.sync) };
}

import fs from 'node:fs';
import path from 'node:path';
import { CHUNK_FILES_FILE, isAreaLanding, nextRemoteOfPath, remoteOfPath, type UiLocale } from '@arcvest/shared/rules';
import type { DeploymentService } from '../../services/deployments';
import { escapeHtml } from './seo';

/** The link tags for one remote's first view in this visitor's version, `rel` preload or prefetch; none when it is served from elsewhere. */
function remoteFileTags(deployments: DeploymentService, name: ReturnType<typeof remoteOfPath>, visitor: string, rel: 'preload' | 'prefetch'): string[] {
  const files = deployments.firstViewPreloads(name, visitor);
  if (!files) return [];
  return [
    `<link rel="${rel}" href="${escapeHtml(files.manifest)}" as="fetch" crossorigin />`,
    ...files.scripts.map((url) => `<link rel="${rel}" href="${escapeHtml(url)}" as="script" />`),
    ...files.styles.map((url) => `<link rel="${rel}" href="${escapeHtml(url)}" as="style" />`),
  ];
}

/** A build folder's file names, read again when the folder changes (a rebuild). */
const listings = new Map<string, { mtimeMs: number; files: string[] }>();

function filesOf(dist: string): string[] {
  const mtimeMs = fs.statSync(dist, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return [];
  const cached = listings.get(dist);
  if (cached?.mtimeMs === mtimeMs) return cached.files;
  const files = fs.readdirSync(dist).sort();
  listings.set(dist, { mtimeMs, files });
  return files;
}

/**
 * `<link rel="preload">` tags for a build's message catalogues in the page's language (the chunks
 * `messages-<catalogue>-<locale>.<hash>.js` its loaders fetch; docs/i18n.md): the page starts them
 * with its own scripts instead of after them, so it hydrates one round trip sooner.
 */
export function catalogueTags(dist: string, urlFolder: string, catalogues: readonly string[], locale: UiLocale): string {
  const names = new Set(catalogues.map((catalogue) => `messages-${catalogue}-${locale}`));
  return filesOf(dist)
    .filter((file) => file.endsWith('.js') && names.has(file.replace(/\.[0-9a-f]+\.js$/, '')))
    .map((file) => `<link rel="preload" href="${escapeHtml(urlFolder + file)}" as="script" />`)
    .join('');
}

/** A build's CHUNK_FILES_FILE (webpack/index.ts ChunkFilesPlugin), read again when it changes; empty when it has none. */
const chunkFiles = new Map<string, { mtimeMs: number; groups: Record<string, string[]> }>();

function chunkGroupsOf(dist: string): Record<string, string[]> {
  const file = path.join(dist, CHUNK_FILES_FILE);
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return {};
  const cached = chunkFiles.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.groups;
  const groups = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  chunkFiles.set(file, { mtimeMs, groups });
  return groups;
}

/**
 * The landing page's code and texts in the page's language, for a signed-in area's landing page:
 * the chunk groups `landing` and `landing-messages-<locale>` its remote names
 * (remote-investor/src/routes.tsx, remote-admin/src/routes.tsx). Without them the page's code is
 * asked for only once the shell's scripts and the remote's routes have run.
 */
function landingFileTags(deployments: DeploymentService, pathname: string, visitor: string, locale: UiLocale): string[] {
  const build = isAreaLanding(pathname) ? deployments.servedBuild(remoteOfPath(pathname), visitor) : null;
  if (!build) return [];
  const groups = chunkGroupsOf(build.dist);
  const files = [...new Set([...(groups.landing ?? []), ...(groups[`landing-messages-${locale}`] ?? [])])];
  return files.map((file) => `<link rel="preload" href="${escapeHtml(build.folder + file)}" as="${file.endsWith('.css') ? 'style' : 'script'}" />`);
}

/**
 * `<link rel="preload">` tags for the remote that shows `pathname`, in this visitor's version:
 * its manifest (fetched by the shell like `fetch()` does, hence `crossorigin`), its entry and its
 * first view's scripts and stylesheets, and on an area's landing page that page's code and texts.
 * Without them each is requested only once the one before has run (shell, /config.json, manifest,
 * entry, chunks); with them all start with the page.
 * Then `<link rel="prefetch">` for the remote the page leads to next (the dashboard's, on the
 * sign-in form): the browser fetches it while the network is idle and runs nothing of it until
 * that page shows, so the form's own load keeps the main thread.
 * `visitor` is the canary bucket of the visitor's cookie; a signed-in user's own canary bucket is
 * known only to /config.json, so during a canary such a user may get the other version's files
 * preloaded and unused.
 */
export function remotePreloadTags(deployments: DeploymentService, visitor: string, pathname: string, locale: UiLocale): string {
  const next = nextRemoteOfPath(pathname);
  return [
    ...remoteFileTags(deployments, remoteOfPath(pathname), visitor, 'preload'),
    ...landingFileTags(deployments, pathname, visitor, locale),
    ...(next ? remoteFileTags(deployments, next, visitor, 'prefetch') : []),
  ].join('');
}

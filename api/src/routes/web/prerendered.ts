import fs from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyBaseLogger } from 'fastify';
import { CHUNK_FILES_FILE, PRERENDER_SLOT, PRERENDERED_ATTRIBUTE, SERVER_RENDER_FILE, splitLocalePath, type UiLocale } from '@arcvest/shared/rules';
import type { RuntimeConfigResponse } from '@arcvest/shared/schemas';

/** What a build's server bundle exports (shared/src/prerender.tsx; a remote's adds its pages). */
interface ServerBundle {
  renderPage(pathname: string, config: RuntimeConfigResponse, locale: UiLocale): Promise<string | null>;
  PAGE_CHUNKS?: Record<string, string | null>;
  PAGES_AWAITING_VISITOR?: readonly string[];
}

/** A page as HTML: what goes into `#root`, and the remote's stylesheets the page needs besides its first view's. */
export interface PrerenderedPage {
  root: string;
  stylesheets: string[];
  /** Whether its scripts wait for the visitor's first move rather than the first paint (after-paint.ts). */
  awaitsVisitor: boolean;
}

/** The remote's build this visitor gets: its folder on disk and its URL (DeploymentService.servedBuild). */
export interface RemoteBuild {
  dist: string;
  folder: string;
}

/**
 * A CommonJS bundle's exports, evaluated afresh each time (as `require` would the first time): a
 * rebuilt file at the same path is then the new code, with no module cache to clear.
 */
function evaluateBundle(file: string): ServerBundle {
  const module = { exports: {} as ServerBundle };
  const wrapped = vm.runInThisContext(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file }) as (...args: unknown[]) => void;
  wrapped(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}
/** Rendered pages kept, by bundle, path, config and language: the same inputs render the same HTML. */
const MAX_CACHED_PAGES = 200;

/**
 * The frame from the shell's server bundle with the remote's page in its slot. Null when the
 * frame has no slot (a path the shell gives to no remote's area) or the remote renders no page.
 */
export function stitchPage(frame: string, page: string | null): string | null {
  if (page === null) return null;
  const at = frame.indexOf(PRERENDER_SLOT);
  if (at < 0) return null;
  return frame.slice(0, at) + page + frame.slice(at + PRERENDER_SLOT.length);
}

/**
 * The shell's index.html made into a page that paints before its script: `#root`'s loader replaced
 * by the page's HTML (marked, so the shell hydrates it), and the stylesheets the page's scripts would
 * bring, which the HTML only preloads, linked instead: preloaded stylesheets would apply only once
 * the scripts ran, and the page would paint unstyled, then jump.
 */
export function withPrerenderedPage(html: string, page: Pick<PrerenderedPage, 'root' | 'stylesheets'>): string {
  const stylesheets = page.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return html
    .replace(/<link rel="?preload"? href="?([^"\s>]+)"? as="?style"?\s*\/?>/g, '<link rel="stylesheet" href="$1">')
    .replace('</head>', `${stylesheets}</head>`)
    .replace(/<div id="?root"?>[\s\S]*<\/div>(\s*<\/body>)/, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.root}</div></body>`);
}

/**
 * Renders public pages from the shell's and the public remote's server bundles
 * (docs/performance.md#pages-that-paint-before-their-script), the remote's in the visitor's own
 * version, so each team still deploys alone. A bundle is required again when its file changes (a
 * rebuild of a plain build); a published version's never changes. Renders run one at a time, since a
 * bundle holds the runtime config of the page it renders in a module (shared/src/config/runtime.ts).
 * Any failure leaves the page to the browser (the shell's loader, then the app), logged.
 */
export function createPrerenderer(shellDist: string, log: FastifyBaseLogger) {
  const bundles = new Map<string, { mtimeMs: number; bundle: ServerBundle }>();
  const pages = new Map<string, PrerenderedPage | null>();
  let queue: Promise<unknown> = Promise.resolve();

  function load(file: string): { bundle: ServerBundle; mtimeMs: number } | null {
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return null;
    const cached = bundles.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const loaded = { mtimeMs, bundle: evaluateBundle(file) };
    bundles.set(file, loaded);
    return loaded;
  }

  function stylesOf(remote: RemoteBuild, chunk: string | null | undefined): string[] {
    if (!chunk) return [];
    const files = JSON.parse(fs.readFileSync(path.join(remote.dist, CHUNK_FILES_FILE), 'utf8')) as Record<string, string[]>;
    return (files[chunk] ?? []).filter((file) => file.endsWith('.css')).map((file) => remote.folder + file);
  }

  async function render(pathname: string, remote: RemoteBuild, config: RuntimeConfigResponse, locale: UiLocale): Promise<PrerenderedPage | null> {
    const shell = load(path.join(shellDist, SERVER_RENDER_FILE));
    const area = load(path.join(remote.dist, SERVER_RENDER_FILE));
    // The bundles render the URL (`/es/about-us`); which page it is, and so its chunk, does not depend on the language.
    const pagePath = splitLocalePath(pathname).path;
    if (!shell || !area || !area.bundle.PAGE_CHUNKS || !(pagePath in area.bundle.PAGE_CHUNKS)) return null;
    const key = JSON.stringify([shell.mtimeMs, remote.dist, area.mtimeMs, pathname, config, locale]);
    if (pages.has(key)) return pages.get(key) ?? null;
    const frame = await shell.bundle.renderPage(pathname, config, locale);
    const root = frame === null ? null : stitchPage(frame, await area.bundle.renderPage(pathname, config, locale));
    const page =
      root === null
        ? null
        : {
            root,
            stylesheets: stylesOf(remote, area.bundle.PAGE_CHUNKS[pagePath]),
            awaitsVisitor: area.bundle.PAGES_AWAITING_VISITOR?.includes(pagePath) ?? false,
          };
    if (pages.size >= MAX_CACHED_PAGES) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
    return page;
  }

  return function prerenderedPage(
    pathname: string,
    remote: RemoteBuild | null,
    config: RuntimeConfigResponse,
    locale: UiLocale,
  ): Promise<PrerenderedPage | null> {
    if (!remote) return Promise.resolve(null);
    const next = queue
      .then(() => render(pathname, remote, config, locale))
      .catch((error: unknown) => {
        log.warn({ err: error, pathname }, 'a page could not be rendered on the server: the browser renders it');
        return null;
      });
    queue = next;
    return next;
  };
}

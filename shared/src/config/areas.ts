import { nextRemoteOfPath } from '../rules/page-meta';
import type { RemoteName } from './runtime';

/**
 * What the shell learnt about each remote ("area") on this page, and a way for any part to ask
 * for one ahead of time. The shell fills both in (it knows how to load remotes); remotes read
 * them through this module without knowing the shell, since `@arcvest/shared` is one singleton.
 */
export type AreaLoad =
  | { status: 'loaded'; version: string; manifestUrl: string }
  | { status: 'incompatible'; version: string; manifestUrl: string; reason: string }
  | { status: 'failed'; manifestUrl: string; version?: string };

const loads = new Map<RemoteName, AreaLoad>();
/** The address the visit started at (this module is evaluated as the shell starts). */
const visitStart = typeof window === 'undefined' ? null : window.location.href;
let preloader: ((name: RemoteName) => void) | null = null;

export function recordAreaLoad(name: RemoteName, load: AreaLoad): void {
  loads.set(name, load);
}

/** How the remote fared on this page, or undefined when it was not requested. */
export function areaLoad(name: RemoteName): AreaLoad | undefined {
  return loads.get(name);
}

export function setAreaPreloader(preload: (name: RemoteName) => void): void {
  preloader = preload;
}

/** Starts fetching a remote the user is likely to open next; a no-op where no shell is present. */
export function preloadArea(name: RemoteName): void {
  preloader?.(name);
}

/**
 * Preloads the remote this page leads to (shared `nextRemoteOfPath`), on a page the app navigated
 * to. On the page the visit started on, the server's HTML asked the browser to prefetch it already
 * (fetched while the network is idle, run only when shown: api/src/routes/web/preload.ts), which
 * spares the page's first load the remote's evaluation.
 */
export function preloadNextArea(): void {
  const next = nextRemoteOfPath(window.location.pathname);
  if (next && window.location.href !== visitStart) preloadArea(next);
}

/** Props for a link into an area: hovering or focusing it starts the area's download. */
export function preloadOnIntent(name: RemoteName): { onMouseEnter: () => void; onFocus: () => void } {
  const start = () => preloadArea(name);
  return { onMouseEnter: start, onFocus: start };
}

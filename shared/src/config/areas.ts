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

/** Props for a link into an area: hovering or focusing it starts the area's download. */
export function preloadOnIntent(name: RemoteName): { onMouseEnter: () => void; onFocus: () => void } {
  const start = () => preloadArea(name);
  return { onMouseEnter: start, onFocus: start };
}

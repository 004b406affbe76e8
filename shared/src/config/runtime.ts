/**
 * The runtime configuration every part reads at start (docs/architecture.md#how-a-page-loads), written
 * into the page by the server or else fetched from `/config.json`:
 * where the API is, where each remote's manifest (mf-manifest.json) is, the operator's contact
 * details and the API server's version.
 * The shell loads it before anything renders; a remote running alone loads it itself.
 */
import type { Coin } from '../schemas/common';
import { INLINE_CONFIG_ID } from '../rules/page-meta';
import { readToken } from '../store/token-storage';

export type RemoteName = 'public' | 'investor' | 'admin';

export interface SiteConfig {
  name: string;
  supportEmail: string;
  phone: string;
  postalAddress: string;
  certificateUrl: string;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  site: SiteConfig;
  demo: boolean;
  serverVersion: string;
  /** Per coin, the link to a transaction in a block explorer with `{txid}` to replace. */
  explorerTxUrls: Record<Coin, string>;
}

let current: RuntimeConfig | null = null;

/**
 * The configuration as the server states it now, without changing the one this page runs with.
 * A signed-in user's token goes along: the server picks a canary's visitors by user when it can,
 * so they get the same version on every device (docs/deployment.md#who-gets-the-canary).
 */
export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const token = readToken();
  const response = await fetch(url, { cache: 'no-store', headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return (await response.json()) as RuntimeConfig;
}

/**
 * The config the server wrote into the page (api/src/routes/web/runtime-config.ts), or null when
 * the page has none (a dev server's page) or it may not be this visitor's (during a canary, a
 * signed-in user's versions follow their account, which a page request does not name).
 */
export function inlineRuntimeConfig(): RuntimeConfig | null {
  const tag = document.getElementById(INLINE_CONFIG_ID);
  if (!tag?.textContent || (tag.hasAttribute('data-per-user') && readToken())) return null;
  return JSON.parse(tag.textContent) as RuntimeConfig;
}

/** The page's inline config, else /config.json's: the page's saves a round trip before anything else can load. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  current = inlineRuntimeConfig() ?? (await fetchRuntimeConfig(url));
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration has not been loaded yet.');
  return current;
}

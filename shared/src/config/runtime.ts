/**
 * The runtime configuration every part reads from `/config.json` (docs/architecture.md#how-a-page-loads):
 * where the API is, where each remote's manifest (mf-manifest.json) is, the operator's contact
 * details and the API server's version.
 * The shell loads it before anything renders; a remote running alone loads it itself.
 */
import type { Coin } from '../schemas/common';
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

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  current = await fetchRuntimeConfig(url);
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration has not been loaded yet.');
  return current;
}

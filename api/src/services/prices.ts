import type { CryptoPrices } from '@arcvest/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { findPriceSnapshot, savePriceSnapshot } from '../db/repositories/price-snapshots';
import type { PriceSnapshotRow } from '../db/tables';
import { PRICE_COINS, type UsdPrices } from '../domain/prices';

const SOURCE = 'coingecko';
const FETCH_TIMEOUT_MS = 3000;

/** A positive USD price for every coin, or an error: a partial or odd answer is not trusted. */
function parseUsdPrices(body: unknown): UsdPrices {
  const prices = {} as UsdPrices;
  for (const coin of PRICE_COINS) {
    const usd = (body as Partial<Record<string, { usd?: unknown }>> | null)?.[coin]?.usd;
    if (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0) throw new Error(`no valid USD price for ${coin}`);
    prices[coin] = { usd };
  }
  return prices;
}

/** Why a request failed, in a few words: fetch's own message hides the network error in its cause. */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : null;
  return detail ? `${error.message}: ${detail}` : error.message;
}

interface Cached {
  answer: CryptoPrices;
  /** Epoch ms after which the source is asked again. */
  until: number;
}

export type PriceService = ReturnType<typeof createPriceService>;

/**
 * Crypto prices for the site. One answer is reused for PRICES_TTL_SECONDS, in memory and,
 * through the database, by every API server and after a restart. When the source fails,
 * the last good prices (or the configured defaults) are served marked stale: never an error.
 */
export function createPriceService(deps: { db: Db; config: Config; now: () => Date; fetch: typeof fetch; log: FastifyBaseLogger }) {
  // Called unbound, as the global fetch expects.
  const { db, config, now, log, fetch: request } = deps;
  const ttlMs = config.pricesTtlSeconds * 1000;
  let cached: Cached | null = null;
  let refreshing: Promise<CryptoPrices> | null = null;

  async function fetchFromSource(): Promise<UsdPrices> {
    const url = new URL(config.pricesUrl);
    url.searchParams.set('ids', PRICE_COINS.join(','));
    url.searchParams.set('vs_currencies', 'usd');
    const response = await request(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the source answered HTTP ${response.status}`);
    return parseUsdPrices(await response.json());
  }

  /** The database only adds sharing: when it fails, the prices are still served. */
  async function readSnapshot(): Promise<{ prices: UsdPrices; fetchedAt: string } | null> {
    try {
      const row = await findPriceSnapshot(db, SOURCE);
      return row ? { prices: parseUsdPrices(JSON.parse(row.prices)), fetchedAt: row.fetched_at } : null;
    } catch (error) {
      log.error({ err: error }, 'crypto prices: could not read the last prices from the database');
      return null;
    }
  }

  async function saveSnapshot(snapshot: PriceSnapshotRow): Promise<void> {
    try {
      await savePriceSnapshot(db, snapshot);
    } catch (error) {
      log.error({ err: error }, 'crypto prices: could not save the prices to the database');
    }
  }

  async function refresh(): Promise<Cached> {
    const at = now().getTime();
    const snapshot = await readSnapshot();
    // Another server, or this one before a restart, asked the source a moment ago.
    if (snapshot && Date.parse(snapshot.fetchedAt) + ttlMs > at) {
      return { answer: { ...snapshot.prices, stale: false, updated_at: snapshot.fetchedAt }, until: Date.parse(snapshot.fetchedAt) + ttlMs };
    }
    try {
      const prices = await fetchFromSource();
      const fetchedAt = new Date(at).toISOString();
      await saveSnapshot({ source: SOURCE, prices: JSON.stringify(prices), fetched_at: fetchedAt });
      return { answer: { ...prices, stale: false, updated_at: fetchedAt }, until: at + ttlMs };
    } catch (error) {
      // One line, no stack: an unreachable source is expected (offline, rate limited) and handled.
      log.warn(`crypto prices: source unavailable (${failureReason(error)}), serving the last known prices`);
      const fallback = snapshot ?? { prices: config.defaultPrices, fetchedAt: null };
      // A source that is down is asked again after the TTL, not on every request.
      return { answer: { ...fallback.prices, stale: true, updated_at: fallback.fetchedAt }, until: at + ttlMs };
    }
  }

  /** Concurrent calls during a refresh share its single request to the source. */
  async function current(): Promise<CryptoPrices> {
    if (cached && now().getTime() < cached.until) return cached.answer;
    refreshing ??= refresh()
      .then((result) => {
        cached = result;
        return result.answer;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  return { current };
}

import { formatDateTime } from './dates';

/** What the price feed (GET /crypto-prices) says of itself: stale when the source could not be reached. */
export interface PriceFreshness {
  stale: boolean;
  /** When the source gave these prices (ISO 8601); null for the built-in defaults. */
  updated_at: string | null;
}

/**
 * The one wording for prices that are not live (docs/product.md#market-prices): the last known
 * prices with their date, or the built-in reference prices; null when the prices are live.
 */
export function stalePricesNote(prices: PriceFreshness, timeZone?: string): string | null {
  if (!prices.stale) return null;
  if (prices.updated_at === null) return 'Live prices are unavailable right now: these are built-in reference prices, not market prices.';
  return `Live prices are unavailable right now: these are the last known prices, from ${formatDateTime(prices.updated_at, timeZone)}.`;
}

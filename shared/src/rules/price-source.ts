import { formatDateTime } from './dates';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { inEnglish, type Translate } from './messages';

/** What the price feed (GET /crypto-prices) says of itself: stale when the source could not be reached. */
export interface PriceFreshness {
  stale: boolean;
  /** When the source gave these prices (ISO 8601); null for the built-in defaults. */
  updated_at: string | null;
}

/**
 * The one wording for prices that are not live (docs/product.md#market-prices): the last known
 * prices with their date, or the built-in reference prices, in the reader's language; null when the prices are live.
 */
export function stalePricesNote(prices: PriceFreshness, timeZone?: string, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string | null {
  if (!prices.stale) return null;
  if (prices.updated_at === null) return translate(STALE_PRICES.reference);
  return translate({ ...STALE_PRICES.lastKnown, values: { time: formatDateTime(prices.updated_at, timeZone, locale) } });
}

const STALE_PRICES = {
  reference: /*i18n*/ {
    id: 'rules.prices.reference',
    message: 'Live prices are unavailable right now: these are built-in reference prices, not market prices.',
  },
  lastKnown: /*i18n*/ { id: 'rules.prices.lastKnown', message: 'Live prices are unavailable right now: these are the last known prices, from {time}.' },
};

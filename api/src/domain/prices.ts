import { PAYMENT_COINS } from '@arcvest/shared/rules';
import type { CryptoPrices } from '@arcvest/shared/schemas';

/** Price facts that config and the price service both need; here so neither imports the other. */
export const PRICE_COINS = PAYMENT_COINS.map((coin) => coin.priceKey);
export type PriceCoin = (typeof PRICE_COINS)[number];
/** US dollars per coin, in CoinGecko's shape: { bitcoin: { usd: 60000 }, ... }. */
export type UsdPrices = Pick<CryptoPrices, PriceCoin>;

export const COINGECKO_PRICES_URL = 'https://api.coingecko.com/api/v3/simple/price';

/** Rough levels for a server that has never reached the source; always served marked stale. */
export const BUILT_IN_PRICES: UsdPrices = {
  bitcoin: { usd: 60000 },
  ethereum: { usd: 3000 },
  ripple: { usd: 0.5 },
  solana: { usd: 150 },
  tether: { usd: 1 },
};

import type { Coin, CryptoPrices } from '../types';
import { paymentCoinByCoin } from './coins';

/** What a reserve address's message names (docs/proof-of-reserves.md#reserve-addresses). */
export interface ReserveMessageFacts {
  /** The platform's name, as the site calls itself. */
  platform: string;
  coin: Coin;
  /** In the chain's mainnet form. */
  address: string;
  /** The day it is signed, YYYY-MM-DD in UTC. */
  date: string;
}

/**
 * The exact text a reserve address's key signs: one line, so every wallet and CLI signs it as
 * shown. It names the platform, the coin, the address and the day, so a signature made for
 * another platform, another address or long ago proves nothing here.
 */
export function reserveAddressMessage({ platform, coin, address, date }: ReserveMessageFacts): string {
  return `${platform} proof of reserves: I control the ${coin} address ${address} on ${date}.`;
}

/** The UTC day of a moment, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Whether `message` is the one to sign for this platform, coin and address today or yesterday
 * (UTC): an admin east or west of UTC signs on their own date, which is UTC's or the day before.
 */
export function isCurrentReserveMessage(message: string, facts: Omit<ReserveMessageFacts, 'date'>, now: Date): boolean {
  const yesterday = new Date(now.getTime() - 86_400_000);
  return [now, yesterday].some((day) => message === reserveAddressMessage({ ...facts, date: utcDay(day) }));
}

/** reserves / liabilities, to 4 decimals (1.2345 = 123.45 %); 0 when nothing is owed. */
export function reservesRatio(reserves: number, liabilities: number): number {
  return liabilities > 0 ? Math.round((reserves / liabilities) * 10_000) / 10_000 : 0;
}

/** The coin's USD price that values it (USDT: 1, whatever the quote). */
export function coinUsdPrice(coin: Coin, prices: Omit<CryptoPrices, 'stale' | 'updated_at'>): number {
  const entry = paymentCoinByCoin(coin)!;
  return entry.fixedUsdPrice ?? prices[entry.priceKey].usd;
}

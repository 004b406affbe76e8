import { paymentCoinBySlug, type PaymentCoin } from '@arcvest/shared';

/** The coin cards in the spec's order (section 2, Admin screens: Addresses). */
export const ADDRESS_COIN_SLUGS = ['bitcoin', 'tether', 'ripple', 'solana', 'ethereum'] as const;

export const ADDRESS_COINS: readonly PaymentCoin[] = ADDRESS_COIN_SLUGS.map((slug) => paymentCoinBySlug(slug)!);

/** The coin as the API paths spell it: /all-btc-address, /usdt-delete/{id}. */
export function apiCode(coin: PaymentCoin): string {
  return coin.coin.toLowerCase();
}

export const ADDRESSES_HOME = '/dashboard/admin/manage-address';

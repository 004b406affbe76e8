import type { Coin } from '../types';

export const COINS: readonly Coin[] = ['BTC', 'ETH', 'XRP', 'SOL', 'USDT'];

/** BTC, XRP and USDT (TRC20) hashes are 64 hex digits; ETH adds 0x; SOL signatures are base58. */
const TRANSACTION_ID: Record<Coin, RegExp> = {
  BTC: /^[0-9a-fA-F]{64}$/,
  XRP: /^[0-9a-fA-F]{64}$/,
  USDT: /^[0-9a-fA-F]{64}$/,
  ETH: /^0x[0-9a-fA-F]{64}$/,
  SOL: /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
};

const TRANSACTION_ID_HINT: Record<Coin, string> = {
  BTC: '64 hexadecimal characters',
  XRP: '64 hexadecimal characters',
  USDT: '64 hexadecimal characters (TRC20)',
  ETH: '0x followed by 64 hexadecimal characters',
  SOL: 'a base58 signature of 64 to 88 characters',
};

/** The message for a transaction id that cannot be one of this coin's, or null when it fits. */
export function transactionIdError(coin: Coin, transactionId: string): string | null {
  if (TRANSACTION_ID[coin].test(transactionId.trim())) return null;
  return `A valid ${coin} transaction ID is ${TRANSACTION_ID_HINT[coin]}.`;
}

/**
 * The form a transaction id is stored in, so one transaction cannot be claimed twice by
 * changing letter case: hex is case-insensitive, base58 (SOL) is not.
 */
export function normalizeTransactionId(coin: Coin, transactionId: string): string {
  const trimmed = transactionId.trim();
  return coin === 'SOL' ? trimmed : trimmed.toLowerCase();
}

/** USD fee of a crypto payment; USDT has its own, at a fixed price of 1. */
const FEE_USD = 20;
const USDT_FEE = 10;

export interface CoinPayment {
  /** Coin amounts as text with 6 decimals, as the payment page shows them. */
  amount: string;
  fee: string;
  total: string;
}

/**
 * What to send for a plan bought for `amountCents`, given the coin's USD price:
 * amount = USD / price, fee = 20 USD in the coin (USDT: 10 at a price of 1). Computed in
 * millionths of a coin so amount + fee = total exactly as shown.
 */
export function coinPayment(coin: Coin, amountCents: number, usdPrice: number): CoinPayment | null {
  const price = coin === 'USDT' ? 1 : usdPrice;
  if (!(price > 0) || !Number.isFinite(price)) return null;
  const toMicros = (usd: number) => Math.round((usd / price) * 1e6);
  const amount = toMicros(amountCents / 100);
  const fee = coin === 'USDT' ? USDT_FEE * 1e6 : toMicros(FEE_USD);
  const text = (micros: number) => (micros / 1e6).toFixed(6);
  return { amount: text(amount), fee: text(fee), total: text(amount + fee) };
}

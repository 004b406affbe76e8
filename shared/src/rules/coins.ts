import type { Coin } from '../schemas/common';
import type { CryptoPrices } from '../schemas/prices';
import { perLocale } from './intl-cache';
import { DEFAULT_LOCALE, formattingLocale, type UiLocale } from './locale';
import { inEnglish, type Message, type Translate } from './messages';

/** Hex transaction hashes; ETH adds 0x; SOL signatures are base58. */
const HEX_64 = /^[0-9a-fA-F]{64}$/;
const HEX_64_HINT = '64 hexadecimal characters';

interface CoinEntry {
  coin: Coin;
  /** The route segment (/dashboard/buy-plan/{slug}, /manage-address/{slug}). */
  slug: string;
  /** As the payment option select and the pages show it. */
  name: string;
  /** The chain to send on: TRC20 for USDT, the coin's own chain otherwise. */
  network: string;
  /** The coin as the API paths spell it: /all-btc-address, /usdt-delete/{id}. */
  apiCode: Lowercase<Coin>;
  /** The coin's key in GET /crypto-prices, CoinGecko's id for it. */
  priceKey: keyof CryptoPrices;
  /** The withdrawal address placeholder names the coin, and the network for USDT. */
  addressPlaceholder: string;
  /** Said after the coin in texts when it is sent on another chain than its own. */
  networkNote?: Message;
  /** The deposit fee in US dollars, converted to the coin at its price (docs/fees.md#deposit-network-fee). */
  feeUsd: number;
  /** A coin pegged to the dollar is priced at this, whatever the quote (USDT: 1). */
  fixedUsdPrice?: number;
  transactionId: RegExp;
  transactionIdHint: string;
}

/** The one catalogue of the coins we accept, in the order the pages list them. */
const CATALOGUE = [
  {
    coin: 'BTC',
    slug: 'bitcoin',
    name: 'Bitcoin',
    network: 'Bitcoin',
    apiCode: 'btc',
    priceKey: 'bitcoin',
    addressPlaceholder: 'Enter your BTC address',
    feeUsd: 20,
    transactionId: HEX_64,
    transactionIdHint: HEX_64_HINT,
  },
  {
    coin: 'ETH',
    slug: 'ethereum',
    name: 'Ethereum',
    network: 'Ethereum',
    apiCode: 'eth',
    priceKey: 'ethereum',
    addressPlaceholder: 'Enter your ETH address',
    feeUsd: 20,
    transactionId: /^0x[0-9a-fA-F]{64}$/,
    transactionIdHint: `0x followed by ${HEX_64_HINT}`,
  },
  {
    coin: 'XRP',
    slug: 'ripple',
    name: 'Ripple',
    network: 'XRP Ledger',
    apiCode: 'xrp',
    priceKey: 'ripple',
    addressPlaceholder: 'Enter your XRP address',
    feeUsd: 20,
    transactionId: HEX_64,
    transactionIdHint: HEX_64_HINT,
  },
  {
    coin: 'SOL',
    slug: 'solana',
    name: 'Solana',
    network: 'Solana',
    apiCode: 'sol',
    priceKey: 'solana',
    addressPlaceholder: 'Enter your SOL address',
    feeUsd: 20,
    transactionId: /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    transactionIdHint: 'a base58 signature of 64 to 88 characters',
  },
  {
    coin: 'USDT',
    slug: 'tether',
    name: 'Tether (USDT)',
    network: 'Tron (TRC-20)',
    apiCode: 'usdt',
    priceKey: 'tether',
    addressPlaceholder: 'Enter your USDT address (trc20)',
    networkNote: /*i18n*/ { id: 'rules.coins.network.trc20', message: 'on the TRC20 network' },
    feeUsd: 10,
    fixedUsdPrice: 1,
    transactionId: HEX_64,
    transactionIdHint: `${HEX_64_HINT} (TRC20)`,
  },
] as const satisfies readonly CoinEntry[];

export type PaymentSlug = (typeof CATALOGUE)[number]['slug'];
export type PriceKey = (typeof CATALOGUE)[number]['priceKey'];

export interface PaymentCoin extends CoinEntry {
  slug: PaymentSlug;
  priceKey: PriceKey;
}

export const PAYMENT_COINS: readonly PaymentCoin[] = CATALOGUE;

export const COINS: readonly Coin[] = PAYMENT_COINS.map((entry) => entry.coin);

export function paymentCoinBySlug(slug: string | undefined): PaymentCoin | undefined {
  return PAYMENT_COINS.find((entry) => entry.slug === slug);
}

export function paymentCoinByCoin(coin: string | null | undefined): PaymentCoin | undefined {
  return PAYMENT_COINS.find((entry) => entry.coin === coin);
}

/** "Bitcoin (BTC)"; "Tether (USDT)" (a name that already says its symbol keeps it once). */
export function coinLabel(entry: PaymentCoin): string {
  return entry.name.includes(entry.coin) ? entry.name : `${entry.name} (${entry.coin})`;
}

/** A coin as texts list it: its label and, when it has one, its network note in the reader's language. */
export function coinWithNetwork(entry: PaymentCoin, translate: Translate = inEnglish): string {
  return entry.networkNote ? `${coinLabel(entry)} ${translate(entry.networkNote)}` : coinLabel(entry);
}

const conjunction = perLocale((tag) => new Intl.ListFormat(tag, { type: 'conjunction' }));

/** "Bitcoin (BTC), …, Solana (SOL) or Tether (USDT) on the TRC20 network", in the reader's language ("… y …", "… ou …"). */
export function acceptedCoinsText(joined: 'and' | 'or', translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  const labels = PAYMENT_COINS.map((entry) => coinWithNetwork(entry, translate));
  if (formattingLocale(locale) !== formattingLocale(DEFAULT_LOCALE)) return (joined === 'and' ? conjunction : disjunction)(locale).format(labels);
  return `${labels.slice(0, -1).join(', ')} ${joined} ${labels.at(-1)}`;
}

const disjunction = perLocale((tag) => new Intl.ListFormat(tag, { type: 'disjunction' }));

/**
 * Coins as alternatives in the reader's language: "BTC, ETH or USDT" (en, the spec's wording, with no
 * comma before "or", which Intl's English would add), "BTC, ETH o USDT" (es), "BTC أو ETH أو USDT" (ar).
 */
export function coinList(coins: readonly string[], locale: UiLocale = DEFAULT_LOCALE): string {
  if (formattingLocale(locale) !== formattingLocale(DEFAULT_LOCALE)) return disjunction(locale).format(coins);
  return coins.length > 1 ? `${coins.slice(0, -1).join(', ')} or ${coins.at(-1)}` : (coins[0] ?? '');
}

/** For a `Coin` the types already guarantee; the catalogue test checks every one is listed. */
function entryOf(coin: Coin): PaymentCoin {
  return paymentCoinByCoin(coin) as PaymentCoin;
}

/** The format check's message per coin, its words in the reader's language (`transactionIdHint` says the same in English). */
const TRANSACTION_ID_TEXTS: Readonly<Record<Coin, Message>> = {
  BTC: /*i18n*/ { id: 'rules.transactionId.hex64', message: 'A valid {coin} transaction ID is 64 hexadecimal characters.' },
  ETH: /*i18n*/ { id: 'rules.transactionId.hex64Prefixed', message: 'A valid {coin} transaction ID is 0x followed by 64 hexadecimal characters.' },
  XRP: /*i18n*/ { id: 'rules.transactionId.hex64', message: 'A valid {coin} transaction ID is 64 hexadecimal characters.' },
  SOL: /*i18n*/ { id: 'rules.transactionId.base58', message: 'A valid {coin} transaction ID is a base58 signature of 64 to 88 characters.' },
  USDT: /*i18n*/ { id: 'rules.transactionId.hex64Trc20', message: 'A valid {coin} transaction ID is 64 hexadecimal characters (TRC20).' },
};

/** The message for a transaction id that cannot be one of this coin's, or null when it fits. */
export function transactionIdError(coin: Coin, transactionId: string, translate: Translate = inEnglish): string | null {
  const entry = entryOf(coin);
  if (entry.transactionId.test(transactionId.trim())) return null;
  return translate({ ...TRANSACTION_ID_TEXTS[coin], values: { coin } });
}

/**
 * The form a transaction id is stored in, so one transaction cannot be claimed twice by
 * changing letter case: hex is case-insensitive, base58 (SOL) is not.
 */
export function normalizeTransactionId(coin: Coin, transactionId: string): string {
  const trimmed = transactionId.trim();
  return coin === 'SOL' ? trimmed : trimmed.toLowerCase();
}

export interface CoinPayment {
  /** Coin amounts as text with 6 decimals, as the payment page shows them. */
  amount: string;
  fee: string;
  total: string;
  /** The same three in US cents: the plan amount, the coin's fee, their sum. */
  amountCents: number;
  feeCents: number;
  totalCents: number;
}

/**
 * The deposit fee of paying for a plan with `method`, in US cents (docs/fees.md#deposit-network-fee):
 * the coin's `feeUsd`; paying from the balance (or anything not a coin) costs nothing.
 */
export function depositFeeCents(method: string | null | undefined): number {
  const entry = paymentCoinByCoin(method);
  return entry ? entry.feeUsd * 100 : 0;
}

/** The coin's price in dollars used for conversions (USDT: 1, whatever the quote), or null when none is usable. */
function usablePrice(entry: PaymentCoin, usdPrice: number | undefined): number | null {
  const price = entry.fixedUsdPrice ?? usdPrice;
  return price !== undefined && price > 0 && Number.isFinite(price) ? price : null;
}

const toMicros = (cents: number, price: number) => Math.round((cents / 100 / price) * 1e6);
const microsText = (micros: number) => (micros / 1e6).toFixed(6);

/**
 * What to send for a plan bought for `amountCents`, given the coin's USD price:
 * amount = USD / price, fee = the coin's USD fee in the coin (USDT: 10 at a price of 1).
 * Computed in millionths of a coin so amount + fee = total exactly as shown.
 */
export function coinPayment(coin: Coin, amountCents: number, usdPrice: number | undefined): CoinPayment | null {
  const entry = entryOf(coin);
  const price = usablePrice(entry, usdPrice);
  if (price === null) return null;
  const feeCents = depositFeeCents(coin);
  const amount = toMicros(amountCents, price);
  const fee = toMicros(feeCents, price);
  return {
    amount: microsText(amount),
    fee: microsText(fee),
    total: microsText(amount + fee),
    amountCents,
    feeCents,
    totalCents: amountCents + feeCents,
  };
}

/** Dollars in the coin at its USD price, 6 decimals (a withdrawal's amount as the coin), or null without a usable price. */
export function coinAmount(coin: Coin, amountCents: number, usdPrice: number | undefined): string | null {
  const price = usablePrice(entryOf(coin), usdPrice);
  return price === null ? null : microsText(toMicros(amountCents, price));
}

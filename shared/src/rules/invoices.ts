import type { Coin } from '../schemas/common';
import { inEnglish, type Message, type Translate } from './messages';

/**
 * A payment on chain for one plan (docs/chain.md#invoices). `new`: nothing seen; `processing`:
 * seen, not yet confirmed enough; `settled`: paid and confirmed, the plan started; `expired`:
 * nothing came in time; the exceptions go to the admins' queue: `partial` (less than due),
 * `overpaid` (the plan started, the surplus went to the balance), `late` (paid after expiry).
 */
export const INVOICE_STATUSES = ['new', 'processing', 'settled', 'expired', 'partial', 'overpaid', 'late'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What an admin decided for an invoice the watcher could not settle (partial, late). */
export const INVOICE_RESOLUTIONS = ['plan-started', 'credited', 'rejected'] as const;
export type InvoiceResolution = (typeof INVOICE_RESOLUTIONS)[number];

/** The exceptions an admin decides: paid less than due, or after the price lock ended. */
export const INVOICE_EXCEPTIONS = ['partial', 'late'] as const satisfies readonly InvoiceStatus[];

/** Said under an exception whose payments are still confirming, and by the API refusing a decision on it meanwhile. */
/** Statuses in which the watcher still looks for payments; settled and overpaid invoices are done. */
export const OPEN_INVOICE_STATUSES = ['new', 'processing', 'expired', 'partial', 'late'] as const satisfies readonly InvoiceStatus[];

/** Decimals of each coin's smallest unit on its chain (USDT: the TRC-20 token's). */
export const CHAIN_DECIMALS: Record<Coin, number> = { BTC: 8, ETH: 18, XRP: 6, SOL: 9, USDT: 6 };

/** Amounts are shown and owed with at most 6 decimals, as the payment page shows them. */
const SHOWN_DECIMALS = 6;

/** "0.012345" of a coin in its smallest unit (satoshi, wei, ...). */
export function toBaseUnits(coin: Coin, amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(amount);
  if (!match) throw new Error(`not a coin amount with at most ${SHOWN_DECIMALS} decimals: ${amount}`);
  const [, whole, fraction = ''] = match;
  return BigInt(whole + fraction.padEnd(CHAIN_DECIMALS[coin], '0'));
}

/** A chain amount's whole coins and all its decimals, as digits. */
function coinDigits(coin: Coin, base: bigint): { whole: string; fraction: string } {
  const decimals = CHAIN_DECIMALS[coin];
  const digits = base.toString().padStart(decimals + 1, '0');
  return { whole: digits.slice(0, digits.length - decimals), fraction: digits.slice(digits.length - decimals) };
}

/** A chain amount in the coin, trimmed to 6 decimals (rounded down: never shows more than was paid). */
export function fromBaseUnits(coin: Coin, base: bigint): string {
  const { whole, fraction } = coinDigits(coin, base);
  return `${whole}.${fraction.slice(0, SHOWN_DECIMALS).padEnd(SHOWN_DECIMALS, '0')}`;
}

/** A chain amount in the coin, every decimal kept and trailing zeros dropped: 150000000 satoshi is "1.5". */
export function exactCoinAmount(coin: Coin, base: bigint): string {
  const { whole, fraction } = coinDigits(coin, base);
  const significant = fraction.replace(/0+$/, '');
  return significant ? `${whole}.${significant}` : whole;
}

export interface SeenPayment {
  amount: bigint;
  confirmations: number;
  /** When the watcher first saw it (ISO). */
  seenAt: string;
}

export interface InvoiceFacts {
  due: bigint;
  expiresAt: string;
  requiredConfirmations: number;
  payments: readonly SeenPayment[];
  now: string;
}

/** What the payments seen so far make of an invoice; `settle` when its plan should start now. */
export function invoiceStatus(facts: InvoiceFacts): { status: InvoiceStatus; settle: boolean } {
  const { due, expiresAt, requiredConfirmations, payments, now } = facts;
  const expired = Date.parse(now) > Date.parse(expiresAt);
  if (payments.length === 0) return { status: expired ? 'expired' : 'new', settle: false };
  // Money that arrives after the price lock ended is not taken at that price: an admin decides.
  if (payments.every((payment) => Date.parse(payment.seenAt) > Date.parse(expiresAt))) return { status: 'late', settle: false };
  const confirmed = sum(payments.filter((payment) => payment.confirmations >= requiredConfirmations));
  if (confirmed > due) return { status: 'overpaid', settle: true };
  if (confirmed === due) return { status: 'settled', settle: true };
  if (confirmed > 0n) return { status: 'partial', settle: false };
  // Seen but not confirmed: the full amount is on its way, or only part of it.
  return { status: sum(payments) >= due || !expired ? 'processing' : 'partial', settle: false };
}

/** The confirmations an invoice shows: the least confirmed of its payments (0 before any). */
export function invoiceConfirmations(payments: readonly Pick<SeenPayment, 'confirmations'>[]): number {
  return payments.length === 0 ? 0 : Math.min(...payments.map((payment) => payment.confirmations));
}

function sum(payments: readonly SeenPayment[]): bigint {
  return payments.reduce((total, payment) => total + payment.amount, 0n);
}

/** What tells an invoice apart when it shares the operator's address: XRP's destination tag, SOL's Solana Pay reference. */
export interface PaymentMarks {
  /** EIP-681's chain id (1: Ethereum's mainnet). */
  chainId?: number;
  destinationTag?: number;
  reference?: string;
}

/**
 * The wallet link a QR code holds (docs/chain.md#invoices): BIP 21 for BTC, EIP-681 for ETH
 * (amount in wei on `chainId`), the `xrpl://` payment request Xaman and other XRP wallets take
 * (`dt`: the destination tag), a Solana Pay transfer request for SOL (with its `reference`). USDT
 * on TRON has no link wallets agree on: the QR holds the bare `T…` address, which every TRON
 * wallet reads, and the amount is copied separately.
 */
export function paymentUri(coin: Coin, address: string, amountDue: string, marks: PaymentMarks = {}): string {
  switch (coin) {
    case 'BTC':
      return `bitcoin:${address}?amount=${trimZeros(amountDue)}`;
    case 'ETH':
      return `ethereum:${address}@${marks.chainId ?? 1}?value=${toBaseUnits('ETH', amountDue).toString()}`;
    case 'XRP':
      return `xrpl://${address}?amount=${trimZeros(amountDue)}${marks.destinationTag === undefined ? '' : `&dt=${marks.destinationTag}`}`;
    case 'SOL':
      return `solana:${address}?amount=${trimZeros(amountDue)}${marks.reference === undefined ? '' : `&reference=${marks.reference}`}`;
    case 'USDT':
      return address;
  }
}

function trimZeros(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}

/** The link to a transaction in a block explorer, from a template with `{txid}`. */
export function explorerTransactionUrl(template: string, txid: string): string {
  return template.replace('{txid}', encodeURIComponent(txid));
}

/** A chain amount in US cents at `priceUsd`, rounded down to the cent (never credit more than was paid). */
export function baseUnitsToCents(coin: Coin, base: bigint, priceUsd: number): number {
  const priceMicros = BigInt(Math.round(priceUsd * 1e6));
  return Number((base * priceMicros * 100n) / (10n ** BigInt(CHAIN_DECIMALS[coin]) * 1_000_000n));
}

/** An admin's reason for rejecting an invoice's payment: the user reads it on their invoice. */
export const MAX_INVOICE_REJECTION_REASON_LENGTH = 500;

/** The answers of an admin's decision on an invoice exception (docs/chain.md#exceptions), for each reader to read in their language. */
export const INVOICE_DECISION_TEXTS = {
  notFound: /*i18n*/ { id: 'rules.invoiceDecision.notFound', message: 'Invoice not found.' },
  notAnException: /*i18n*/ { id: 'rules.invoiceDecision.notAnException', message: 'Only a partial or late payment waits for a decision.' },
  decided: /*i18n*/ { id: 'rules.invoiceDecision.decided', message: 'This invoice has already been decided.' },
  unconfirmed: /*i18n*/ {
    id: 'rules.invoiceDecision.unconfirmed',
    message: 'Some of its payments do not have their confirmations yet. Decide once they do.',
  },
  reasonRequired: /*i18n*/ { id: 'rules.invoiceDecision.reasonRequired', message: 'Give the reason the user will see.' },
  reasonTooLong: /*i18n*/ { id: 'rules.invoiceDecision.reasonTooLong', message: 'Please keep the reason to {max} characters.' },
  outsidePlan: /*i18n*/ {
    id: 'rules.invoiceDecision.outsidePlan',
    message: 'What was paid comes to {paid} after the fee, outside this plan’s {min} to {max}. Credit it to the balance or reject it.',
  },
} satisfies Record<string, Message>;

const reasonTooLong: Message = { ...INVOICE_DECISION_TEXTS.reasonTooLong, values: { max: MAX_INVOICE_REJECTION_REASON_LENGTH } };

/** Why this reason cannot reject an invoice's payment, or null when it can (blank text is no reason). */
export function invoiceRejectionReasonError(reason: string, translate: Translate = inEnglish): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return translate(INVOICE_DECISION_TEXTS.reasonRequired);
  if (trimmed.length > MAX_INVOICE_REJECTION_REASON_LENGTH) return translate(reasonTooLong);
  return null;
}

import type { Coin } from '../schemas/common';
import { fromBaseUnits, toBaseUnits, type InvoiceResolution, type InvoiceStatus } from './invoices';

/** What the invoice page knows of an invoice's progress (the API's Invoice has these fields). */
export interface InvoiceProgress {
  status: InvoiceStatus;
  expires_at: string;
  /** Of the least confirmed payment; 0 before any. */
  confirmations: number;
  required_confirmations: number;
  transactions: readonly unknown[];
  /** An admin's decision on an exception, once taken. */
  resolution: InvoiceResolution | null;
}

/**
 * Whether an invoice's page should keep asking for news (docs/chain.md#paying-on-chain): while a
 * payment is awaited or a seen one is still confirming, and while a partial payment can be topped
 * up. A settled, overpaid or decided invoice is done; an expired, late or partial one is an admin's
 * once its payments are confirmed and its time is up.
 */
export function invoiceAwaitsNews(invoice: InvoiceProgress, now: Date): boolean {
  if (invoice.status === 'new' || invoice.status === 'processing') return true;
  if (invoice.status === 'settled' || invoice.status === 'overpaid' || invoice.resolution !== null) return false;
  const confirming = invoice.transactions.length > 0 && invoice.confirmations < invoice.required_confirmations;
  return confirming || (invoice.status === 'partial' && now.getTime() <= Date.parse(invoice.expires_at));
}

/** `minuend - subtrahend` of two coin amounts ("0.500000"), exact in the chain's units; null when not above zero. */
export function coinAmountAbove(coin: Coin, minuend: string, subtrahend: string): string | null {
  const difference = toBaseUnits(coin, minuend) - toBaseUnits(coin, subtrahend);
  return difference > 0n ? fromBaseUnits(coin, difference) : null;
}

/** The time left until `expiresAt` as a clock shows it: "29:05", "1:02:03"; "0:00" once passed. */
export function formatTimeLeft(expiresAt: string, now: Date): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

import type { Coin } from '../types';
import { fromBaseUnits, toBaseUnits, type InvoiceStatus } from './invoices';

/**
 * Whether an invoice's page should keep asking for news (docs/chain.md#paying-on-chain): while a
 * payment is awaited or confirming. A settled, overpaid or late invoice is done (an admin decides a
 * late one), and so is an expired one or a partial one once its time is up.
 */
export function invoiceAwaitsNews(invoice: { status: InvoiceStatus; expires_at: string }, now: Date): boolean {
  switch (invoice.status) {
    case 'new':
    case 'processing':
      return true;
    case 'partial':
      return now.getTime() <= Date.parse(invoice.expires_at);
    default:
      return false;
  }
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

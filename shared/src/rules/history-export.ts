import type { Transaction } from '../types';
import { historyTone, TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from './history';
import { centsToInput } from './money';
import { paymentMethodLabel } from './purchase';
import { neutraliseSpreadsheetCell } from './spreadsheet';
import type { TransactionFilter } from './transaction-filters';

/** The header row of the history's CSV export, in column order. */
export const TRANSACTION_CSV_COLUMNS = ['Date', 'Type', 'Status', 'Amount (USD)', 'Coin', 'Reference', 'Address', 'Plan', 'Reason'] as const;

export type TransactionCsvSource = Pick<
  Transaction,
  'created_at' | 'type' | 'status' | 'amount' | 'payment_method' | 'transaction_id' | 'address' | 'plan_reference' | 'reason'
>;

/**
 * Dollars with two decimals and the sign the history shows (`historyTone`): "+7.50" for money into
 * the balance, "-100.00" for money out, "500.00" for an entry that did not move the balance (a
 * deposit paid into its plan, a failed entry, a deposit still pending).
 * A number a spreadsheet reads as one, so it is never neutralised.
 */
export function historyAmountInDollars(tx: Pick<Transaction, 'type' | 'status' | 'amount'>): string {
  const dollars = centsToInput(tx.amount);
  const tone = historyTone(tx);
  if (tone === 'neutral') return dollars;
  return `${tone === 'debit' ? '-' : '+'}${dollars}`;
}

/**
 * One transaction as a CSV row (see TRANSACTION_CSV_COLUMNS). The date is the stored ISO 8601
 * UTC time; every text cell goes through neutraliseSpreadsheetCell, since references, addresses,
 * plan names and reasons are typed by users and admins.
 */
export function transactionCsvRow(tx: TransactionCsvSource): string[] {
  const cell = neutraliseSpreadsheetCell;
  return [
    cell(tx.created_at),
    cell(TRANSACTION_TYPE_LABELS[tx.type]),
    cell(TRANSACTION_STATUS_LABELS[tx.status]),
    historyAmountInDollars(tx),
    cell(tx.payment_method === null ? null : paymentMethodLabel(tx.payment_method)),
    cell(tx.transaction_id),
    cell(tx.address),
    cell(tx.plan_reference),
    cell(tx.reason),
  ];
}

/** "arcvest-transactions-earnings-2026-11-23.csv": the filter and the UTC day of the export. */
export function transactionExportFilename(filter: TransactionFilter, at: Date): string {
  return `arcvest-transactions-${filter}-${at.toISOString().slice(0, 10)}.csv`;
}

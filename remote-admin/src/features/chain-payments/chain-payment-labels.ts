import type { InvoiceException } from '@arcvest/shared';

/** How the page names an invoice's status. */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceException['status'], string>> = {
  new: 'Waiting for payment',
  processing: 'Confirming',
  settled: 'Settled',
  expired: 'Expired',
  partial: 'Paid partially',
  overpaid: 'Overpaid',
  late: 'Paid late',
};

/** What an admin's decision did, as the history says it. */
export const RESOLUTION_LABELS: Readonly<Record<NonNullable<InvoiceException['resolution']>, string>> = {
  'plan-started': 'Plan started',
  credited: 'Credited to balance',
  rejected: 'Rejected',
};

/** 'ada (user #7)': who a decision is about, named in every confirm step. */
export const who = (invoice: Pick<InvoiceException, 'username' | 'user_id'>) => `${invoice.username} (user #${invoice.user_id})`;

/** Undecided partial and late invoices: the admin's work. Decided ones and overpaid ones (settled by the watcher) are history. */
export function splitQueue(exceptions: readonly InvoiceException[]) {
  const isWaiting = (invoice: InvoiceException) => invoice.resolution === null && invoice.status !== 'overpaid';
  return { waiting: exceptions.filter(isWaiting), history: exceptions.filter((invoice) => !isWaiting(invoice)) };
}

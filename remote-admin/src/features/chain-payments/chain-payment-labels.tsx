import { Trans, type InvoiceException } from '@arcvest/shared';
import { CHAIN_PAYMENTS_TEXTS } from './messages';

export { INVOICE_STATUS_TEXTS as INVOICE_STATUS_LABELS, RESOLUTION_TEXTS as RESOLUTION_LABELS } from './messages';

/** 'ada (user #7)': who a decision is about, named in every confirm step; the name kept as written. */
export function Who({ invoice }: { invoice: Pick<InvoiceException, 'username' | 'user_id'> }) {
  return <Trans {...CHAIN_PAYMENTS_TEXTS.who} values={{ name: invoice.username, id: invoice.user_id }} components={{ 0: <bdi dir="ltr" translate="no" /> }} />;
}

/** Undecided partial and late invoices: the admin's work. Decided ones and overpaid ones (settled by the watcher) are history. */
export function splitQueue(exceptions: readonly InvoiceException[]) {
  const isWaiting = (invoice: InvoiceException) => invoice.resolution === null && invoice.status !== 'overpaid';
  return { waiting: exceptions.filter(isWaiting), history: exceptions.filter((invoice) => !isWaiting(invoice)) };
}

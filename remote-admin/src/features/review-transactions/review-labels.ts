import { paymentMethodLabel } from '@arcvest/shared/rules';
import { type Transaction, type TransactionStatus } from '@arcvest/shared';
import type { Decision, ReviewType } from './api';

export interface ReviewLabels {
  title: string;
  singular: string;
  plural: string;
  /** What each decision does, said in its confirm step. */
  consequence: Readonly<Record<Decision, string>>;
}

/** Wording per list, so the withdrawals page is the same component with type 'withdrawal'. */
export const REVIEW_LABELS: Readonly<Record<ReviewType, ReviewLabels>> = {
  deposit: {
    title: 'Manage deposits',
    singular: 'deposit',
    plural: 'deposits',
    consequence: {
      confirm: 'Their plan starts now. This cannot be undone.',
      reject: 'This cannot be undone.',
    },
  },
  withdrawal: {
    title: 'Manage withdrawals',
    singular: 'withdrawal',
    plural: 'withdrawals',
    consequence: {
      confirm: 'Confirm only once the payment has been sent to their address. This cannot be undone.',
      reject: 'The amount goes back to their balance. This cannot be undone.',
    },
  },
};

export type StatusFilter = TransactionStatus | 'all';

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'failed', label: 'Failed' },
];

/** Where a list opens: the entries waiting for a decision, the admin's work. */
export const DEFAULT_STATUS_FILTER: StatusFilter = 'pending';

/** The filter of `?status=`; without one (or an unknown one), the default. */
export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.value ?? DEFAULT_STATUS_FILTER;
}

export const STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

/** 'No pending deposits.', or 'No deposits yet.' for All. */
export function emptyText(filter: StatusFilter, labels: ReviewLabels): string {
  return filter === 'all' ? `No ${labels.plural} yet.` : `No ${filter} ${labels.plural}.`;
}

/** 'BTC' in the rows; the full name in the details. */
export function coinName(method: Transaction['payment_method']): string {
  return method ? paymentMethodLabel(method) : 'Not given';
}

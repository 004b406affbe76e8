import { paymentMethodLabel, TRANSACTION_STATUS_TEXTS, type Message, type Translate } from '@arcvest/shared/rules';
import { type Transaction, type TransactionStatus } from '@arcvest/shared';
import type { ReviewType } from './api';
import { REVIEW_PAGE_TEXTS, REVIEW_TEXTS, type ReviewTexts } from './messages';

/** A list's words, as descriptors: each page says them in its reader's language. */
export type ReviewLabels = ReviewTexts;

/** Wording per list, so the withdrawals page is the same component with type 'withdrawal'. */
export const REVIEW_LABELS: Readonly<Record<ReviewType, ReviewLabels>> = REVIEW_TEXTS;

export type StatusFilter = TransactionStatus | 'all';

export const STATUS_FILTERS: readonly { value: StatusFilter; label: Message }[] = [
  { value: 'pending', label: TRANSACTION_STATUS_TEXTS.pending },
  { value: 'all', label: REVIEW_PAGE_TEXTS.all },
  { value: 'confirmed', label: TRANSACTION_STATUS_TEXTS.confirmed },
  { value: 'failed', label: TRANSACTION_STATUS_TEXTS.failed },
];

/** Where a list opens: the entries waiting for a decision, the admin's work. */
export const DEFAULT_STATUS_FILTER: StatusFilter = 'pending';

/** The filter of `?status=`; without one (or an unknown one), the default. */
export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.value ?? DEFAULT_STATUS_FILTER;
}

/** How a row and the details name an entry's status. */
export const STATUS_LABELS: Readonly<Record<TransactionStatus, Message>> = TRANSACTION_STATUS_TEXTS;

/** 'No pending deposits.', or 'No deposits yet.' for All. */
export function emptyText(filter: StatusFilter, labels: ReviewLabels): Message {
  const texts: Record<StatusFilter, Message> = {
    all: labels.emptyAll,
    pending: labels.emptyPending,
    confirmed: labels.emptyConfirmed,
    failed: labels.emptyFailed,
  };
  return texts[filter];
}

/** 'BTC' in the rows; the full name in the details. */
export function coinName(method: Transaction['payment_method'], translate: Translate): string {
  return method ? paymentMethodLabel(method, translate) : translate(REVIEW_PAGE_TEXTS.coinNotGiven);
}

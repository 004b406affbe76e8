import type { TransactionStatus } from '@arcvest/shared';

export const STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

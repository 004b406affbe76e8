/**
 * The history's type filter (docs/product.md#investor-dashboard); the export's query takes the
 * same values. A file without imports, so the request schemas can use it.
 */
export const TRANSACTION_FILTER_VALUES = ['all', 'deposit', 'withdrawal', 'bonus', 'earnings', 'charges'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTER_VALUES)[number];

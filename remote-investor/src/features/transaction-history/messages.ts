/** The transaction history's words: the list, the export and the details (docs/i18n.md#messages-and-catalogues). */
export const HISTORY_TEXTS = {
  title: /*i18n*/ { id: 'investor.transactionHistory.title', message: 'Transaction history' },
  type: /*i18n*/ { id: 'investor.transactionHistory.type', message: 'Type' },
  loadFailed: /*i18n*/ { id: 'investor.transactionHistory.loadFailed', message: 'Your transactions could not be loaded.' },
  loading: /*i18n*/ { id: 'investor.transactionHistory.loading', message: 'Loading transactions' },
  none: /*i18n*/ { id: 'investor.transactionHistory.none', message: 'No transactions yet.' },
  noneOfType: /*i18n*/ { id: 'investor.transactionHistory.noneOfType', message: 'No {type} transactions.' },
  noneOfTypeLoaded: /*i18n*/ { id: 'investor.transactionHistory.noneOfTypeLoaded', message: 'No {type} transactions among those loaded so far.' },
  moreFailed: /*i18n*/ { id: 'investor.transactionHistory.moreFailed', message: 'More transactions could not be loaded.' },
  loadingMore: /*i18n*/ { id: 'investor.transactionHistory.loadingMore', message: 'Loading…' },
  loadMore: /*i18n*/ { id: 'investor.transactionHistory.loadMore', message: 'Load more' },
};

/** The CSV download; `what` is "all transactions" or the filter's. */
export const EXPORT_TEXTS = {
  all: /*i18n*/ { id: 'investor.transactionHistory.export.all', message: 'all transactions' },
  ofType: /*i18n*/ { id: 'investor.transactionHistory.export.ofType', message: '{type} transactions' },
  failed: /*i18n*/ { id: 'investor.transactionHistory.export.failed', message: 'Your transactions could not be downloaded.' },
  label: /*i18n*/ { id: 'investor.transactionHistory.export.label', message: 'Download CSV of {what}' },
  download: /*i18n*/ { id: 'investor.transactionHistory.export.download', message: 'Download CSV' },
  preparing: /*i18n*/ { id: 'investor.transactionHistory.export.preparing', message: 'Preparing the CSV of {what}…' },
};

/** One transaction's details. */
export const DETAILS_TEXTS = {
  copied: /*i18n*/ { id: 'investor.transactionHistory.details.copied', message: 'Transaction reference copied.' },
  copyFailed: /*i18n*/ {
    id: 'investor.transactionHistory.details.copyFailed',
    message: 'The reference could not be copied. Please select and copy it instead.',
  },
  coin: /*i18n*/ { id: 'investor.transactionHistory.details.coin', message: 'Coin' },
  planReference: /*i18n*/ { id: 'investor.transactionHistory.details.planReference', message: 'Plan reference' },
  address: /*i18n*/ { id: 'investor.transactionHistory.details.address', message: 'Address' },
  reason: /*i18n*/ { id: 'investor.transactionHistory.details.reason', message: 'Reason' },
  title: /*i18n*/ { id: 'investor.transactionHistory.details.title', message: 'Transaction details' },
  getHelp: /*i18n*/ { id: 'investor.transactionHistory.details.getHelp', message: 'Get help with this transaction' },
  done: /*i18n*/ { id: 'investor.transactionHistory.details.done', message: 'Done' },
  reference: /*i18n*/ { id: 'investor.transactionHistory.details.reference', message: 'Reference' },
  copyLabel: /*i18n*/ { id: 'investor.transactionHistory.details.copyLabel', message: 'Copy transaction reference' },
  copy: /*i18n*/ { id: 'investor.transactionHistory.details.copy', message: 'Copy' },
  none: /*i18n*/ { id: 'investor.transactionHistory.details.none', message: 'None' },
  type: /*i18n*/ { id: 'investor.transactionHistory.details.type', message: 'Type' },
  status: /*i18n*/ { id: 'investor.transactionHistory.details.status', message: 'Status' },
  amount: /*i18n*/ { id: 'investor.transactionHistory.details.amount', message: 'Amount' },
  date: /*i18n*/ { id: 'investor.transactionHistory.details.date', message: 'Date' },
};

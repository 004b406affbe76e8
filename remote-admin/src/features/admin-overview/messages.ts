/** The admin overview's words: what waits, the totals and the last 30 days (docs/i18n.md#messages-and-catalogues). */
export const OVERVIEW_TEXTS = {
  title: /*i18n*/ { id: 'admin.adminOverview.title', message: 'Overview' },
  loadFailed: /*i18n*/ { id: 'admin.adminOverview.loadFailed', message: 'The overview could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.adminOverview.loading', message: 'Loading the overview' },
  waiting: /*i18n*/ { id: 'admin.adminOverview.waiting', message: 'Waiting for a decision' },
  totals: /*i18n*/ { id: 'admin.adminOverview.totals', message: 'Totals' },
  last30Days: /*i18n*/ { id: 'admin.adminOverview.last30Days', message: 'Last 30 days' },
  loadingChart: /*i18n*/ { id: 'admin.adminOverview.loadingChart', message: 'Loading the chart' },
  depositsBars: /*i18n*/ { id: 'admin.adminOverview.depositsBars', message: 'Deposits (bars)' },
  withdrawalsLine: /*i18n*/ { id: 'admin.adminOverview.withdrawalsLine', message: 'Withdrawals (line)' },
  asTable: /*i18n*/ { id: 'admin.adminOverview.asTable', message: 'The days as a table' },
  dayUtc: /*i18n*/ { id: 'admin.adminOverview.dayUtc', message: 'Day (UTC)' },
  deposits: /*i18n*/ { id: 'admin.adminOverview.deposits', message: 'Deposits' },
  withdrawals: /*i18n*/ { id: 'admin.adminOverview.withdrawals', message: 'Withdrawals' },
};

/** The cards of what waits for a decision. */
export const PENDING_TEXTS = {
  deposits: /*i18n*/ { id: 'admin.adminOverview.pending.deposits', message: 'Pending deposits' },
  withdrawals: /*i18n*/ { id: 'admin.adminOverview.pending.withdrawals', message: 'Pending withdrawals' },
  identity: /*i18n*/ { id: 'admin.adminOverview.pending.identity', message: 'Identity reviews' },
  payments: /*i18n*/ { id: 'admin.adminOverview.pending.payments', message: 'Chain payments to decide' },
  approvals: /*i18n*/ { id: 'admin.adminOverview.pending.approvals', message: 'Waiting for approval' },
};

/** The totals' cards and their hints. */
export const TOTAL_TEXTS = {
  deposits: /*i18n*/ { id: 'admin.adminOverview.total.deposits', message: 'Confirmed deposits' },
  withdrawals: /*i18n*/ { id: 'admin.adminOverview.total.withdrawals', message: 'Confirmed withdrawals' },
  earnings: /*i18n*/ { id: 'admin.adminOverview.total.earnings', message: 'Earnings paid' },
  owed: /*i18n*/ { id: 'admin.adminOverview.total.owed', message: 'Owed to users' },
  wallets: /*i18n*/ { id: 'admin.adminOverview.total.wallets', message: 'User balances' },
  capital: /*i18n*/ { id: 'admin.adminOverview.total.capital', message: 'Capital in active plans' },
  allTime: /*i18n*/ { id: 'admin.adminOverview.total.allTime', message: 'All time' },
  owedHint: /*i18n*/ { id: 'admin.adminOverview.total.owedHint', message: 'Balances plus capital in active plans' },
  walletsHint: /*i18n*/ { id: 'admin.adminOverview.total.walletsHint', message: 'Every wallet together' },
  capitalHint: /*i18n*/ { id: 'admin.adminOverview.total.capitalHint', message: 'Returned at maturity' },
};

/** The chart in words (daily-flow-summary.ts). */
export const SUMMARY_TEXTS = {
  none: /*i18n*/ {
    id: 'admin.adminOverview.summary.none',
    message: 'No confirmed deposits or withdrawals in the last {count, plural, one {# day} other {# days}}.',
  },
  range: /*i18n*/ { id: 'admin.adminOverview.summary.range', message: 'From {start} to {end}: {deposits} {withdrawals}' },
  noDeposits: /*i18n*/ { id: 'admin.adminOverview.summary.noDeposits', message: 'No deposits confirmed.' },
  noWithdrawals: /*i18n*/ { id: 'admin.adminOverview.summary.noWithdrawals', message: 'No withdrawals confirmed.' },
  deposits: /*i18n*/ {
    id: 'admin.adminOverview.summary.deposits',
    message: '{total} of deposits confirmed on {days, plural, one {# day} other {# days}}; the most on {busiest} ({most}).',
  },
  withdrawals: /*i18n*/ {
    id: 'admin.adminOverview.summary.withdrawals',
    message: '{total} of withdrawals confirmed on {days, plural, one {# day} other {# days}}; the most on {busiest} ({most}).',
  },
};

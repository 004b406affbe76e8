import type { InvoiceException } from '@arcvest/shared';
import type { Message } from '@arcvest/shared/rules';

/** The chain payments page's words: the exceptions, their decisions and the reconciliation (docs/i18n.md#messages-and-catalogues). */
export const CHAIN_PAYMENTS_TEXTS = {
  title: /*i18n*/ { id: 'admin.chainPayments.title', message: 'Chain payments' },
  waitingTitle: /*i18n*/ { id: 'admin.chainPayments.waitingTitle', message: 'Waiting for a decision' },
  noneWaiting: /*i18n*/ { id: 'admin.chainPayments.noneWaiting', message: 'No payment waits for a decision.' },
  waitingFailed: /*i18n*/ { id: 'admin.chainPayments.waitingFailed', message: 'The payments waiting for a decision could not be loaded.' },
  waitingLoading: /*i18n*/ { id: 'admin.chainPayments.waitingLoading', message: 'Loading the payments waiting for a decision' },
  historyTitle: /*i18n*/ { id: 'admin.chainPayments.historyTitle', message: 'Decided and overpaid' },
  noDecisions: /*i18n*/ { id: 'admin.chainPayments.noDecisions', message: 'No decisions yet.' },
  invoiceNumber: /*i18n*/ { id: 'admin.chainPayments.invoiceNumber', message: 'Invoice #{id}' },
  overpaidOutcome: /*i18n*/ { id: 'admin.chainPayments.overpaidOutcome', message: 'Plan started, surplus credited' },
  /** Who a decision is about, named in every confirm step: 'ada (user #7)', the name kept as written. */
  who: /*i18n*/ { id: 'admin.chainPayments.who', message: '<0>{name}</0> (user #{id})' },
};

export const EXCEPTION_TEXTS = {
  due: /*i18n*/ { id: 'admin.chainPayments.exception.due', message: 'Due' },
  paid: /*i18n*/ { id: 'admin.chainPayments.exception.paid', message: 'Paid' },
  fee: /*i18n*/ { id: 'admin.chainPayments.exception.fee', message: 'Fee' },
  planAmount: /*i18n*/ { id: 'admin.chainPayments.exception.planAmount', message: 'Plan amount' },
  credited: /*i18n*/ { id: 'admin.chainPayments.exception.credited', message: 'Credited' },
  startPlan: /*i18n*/ { id: 'admin.chainPayments.exception.startPlan', message: 'Start plan' },
  startPlanQuestion: /*i18n*/ {
    id: 'admin.chainPayments.exception.startPlanQuestion',
    message: 'Start plan #{plan} for <0/> with what they paid, less the fee? A confirmed deposit of <1>{amount}</1> is recorded. This cannot be undone.',
  },
  planStarted: /*i18n*/ { id: 'admin.chainPayments.exception.planStarted', message: 'The plan of {name} started with {amount}.' },
  credit: /*i18n*/ { id: 'admin.chainPayments.exception.credit', message: 'Credit to balance' },
  creditQuestion: /*i18n*/ {
    id: 'admin.chainPayments.exception.creditQuestion',
    message: 'Credit what <0/> paid to their balance? No plan starts. This cannot be undone.',
  },
  creditDone: /*i18n*/ { id: 'admin.chainPayments.exception.creditDone', message: '{amount} credited to the balance of {name}.' },
  reject: /*i18n*/ { id: 'admin.chainPayments.exception.reject', message: 'Reject' },
  heading: /*i18n*/ { id: 'admin.chainPayments.exception.heading', message: 'Invoice #{id} · <0>{coin}</0>' },
  when: /*i18n*/ {
    id: 'admin.chainPayments.exception.when',
    message: 'Created <0>{created}</0>, price locked until <1>{expires}</1>',
  },
  startFailed: /*i18n*/ { id: 'admin.chainPayments.exception.startFailed', message: 'The plan could not be started. Please try again.' },
  creditFailed: /*i18n*/ { id: 'admin.chainPayments.exception.creditFailed', message: 'The payment could not be credited. Please try again.' },
  rejectFailed: /*i18n*/ { id: 'admin.chainPayments.exception.rejectFailed', message: 'The payment could not be rejected. Please try again.' },
};

export const REJECT_INVOICE_TEXTS = {
  title: /*i18n*/ { id: 'admin.chainPayments.reject.title', message: 'Reject payment' },
  question: /*i18n*/ {
    id: 'admin.chainPayments.reject.question',
    message:
      'Reject the payment of <0/> for invoice #{id}? Nothing is credited and no plan starts; send the coins back to them outside the platform. This cannot be undone.',
  },
  readBy: /*i18n*/ { id: 'admin.chainPayments.reject.readBy', message: 'The user sees this reason on their invoice.' },
  rejected: /*i18n*/ { id: 'admin.chainPayments.reject.rejected', message: 'The payment of {name} was rejected.' },
};

export const RECONCILIATION_TEXTS = {
  title: /*i18n*/ { id: 'admin.chainPayments.reconciliation.title', message: 'Reconciliation' },
  intro: /*i18n*/ {
    id: 'admin.chainPayments.reconciliation.intro',
    message: 'Confirmed payments to the invoices’ addresses, against what went into the ledger.',
  },
  none: /*i18n*/ { id: 'admin.chainPayments.reconciliation.none', message: 'No coin is settled on chain yet.' },
  failed: /*i18n*/ { id: 'admin.chainPayments.reconciliation.failed', message: 'The reconciliation could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.chainPayments.reconciliation.loading', message: 'Loading the reconciliation' },
  received: /*i18n*/ { id: 'admin.chainPayments.reconciliation.received', message: 'Received' },
  credited: /*i18n*/ { id: 'admin.chainPayments.reconciliation.credited', message: 'Credited' },
  allCredited: /*i18n*/ { id: 'admin.chainPayments.reconciliation.allCredited', message: 'Everything received is in the ledger.' },
  notInLedger: /*i18n*/ { id: 'admin.chainPayments.reconciliation.notInLedger', message: 'Not in the ledger' },
  confirmations: /*i18n*/ {
    id: 'admin.chainPayments.reconciliation.confirmations',
    message: '{count, plural, one {# confirmation} other {# confirmations}}',
  },
  seen: /*i18n*/ { id: 'admin.chainPayments.reconciliation.seen', message: 'Seen <0>{date}</0>' },
  transaction: /*i18n*/ { id: 'admin.chainPayments.reconciliation.transaction', message: 'Transaction' },
  inExplorer: /*i18n*/ { id: 'admin.chainPayments.reconciliation.inExplorer', message: 'in a block explorer (opens in a new tab)' },
};

/** How the page names an invoice's status. */
export const INVOICE_STATUS_TEXTS: Readonly<Record<InvoiceException['status'], Message>> = {
  new: /*i18n*/ { id: 'admin.chainPayments.status.new', message: 'Waiting for payment' },
  processing: /*i18n*/ { id: 'admin.chainPayments.status.processing', message: 'Confirming' },
  settled: /*i18n*/ { id: 'admin.chainPayments.status.settled', message: 'Settled' },
  expired: /*i18n*/ { id: 'admin.chainPayments.status.expired', message: 'Expired' },
  partial: /*i18n*/ { id: 'admin.chainPayments.status.partial', message: 'Paid partially' },
  overpaid: /*i18n*/ { id: 'admin.chainPayments.status.overpaid', message: 'Overpaid' },
  late: /*i18n*/ { id: 'admin.chainPayments.status.late', message: 'Paid late' },
};

/** What an admin's decision did, as the history says it. */
export const RESOLUTION_TEXTS: Readonly<Record<NonNullable<InvoiceException['resolution']>, Message>> = {
  'plan-started': /*i18n*/ { id: 'admin.chainPayments.resolution.planStarted', message: 'Plan started' },
  credited: /*i18n*/ { id: 'admin.chainPayments.resolution.credited', message: 'Credited to balance' },
  rejected: /*i18n*/ { id: 'admin.chainPayments.resolution.rejected', message: 'Rejected' },
};

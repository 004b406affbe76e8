import type { Message } from '@arcvest/shared/rules';
import type { ReviewType } from './api';

/** The words of one list (deposits or withdrawals), so the withdrawals page is the same component with type 'withdrawal'. */
export interface ReviewTexts {
  title: Message;
  loading: Message;
  loadFailed: Message;
  olderFailed: Message;
  emptyAll: Message;
  emptyPending: Message;
  emptyConfirmed: Message;
  emptyFailed: Message;
  detailsTitle: Message;
  confirmTitle: Message;
  confirmFailed: Message;
  /** `<0/>`: the amount, `<1/>`: who; what confirming does is said after the question. */
  confirmQuestion: Message;
  rejectTitle: Message;
  rejectFailed: Message;
  rejectQuestion: Message;
}

/** Each list's words (docs/i18n.md#messages-and-catalogues). */
export const REVIEW_TEXTS: Readonly<Record<ReviewType, ReviewTexts>> = {
  deposit: {
    title: /*i18n*/ { id: 'admin.reviewTransactions.deposit.title', message: 'Manage deposits' },
    loading: /*i18n*/ { id: 'admin.reviewTransactions.deposit.loading', message: 'Loading deposits' },
    loadFailed: /*i18n*/ { id: 'admin.reviewTransactions.deposit.loadFailed', message: 'The deposits could not be loaded.' },
    olderFailed: /*i18n*/ { id: 'admin.reviewTransactions.deposit.olderFailed', message: 'Older deposits could not be loaded.' },
    emptyAll: /*i18n*/ { id: 'admin.reviewTransactions.deposit.emptyAll', message: 'No deposits yet.' },
    emptyPending: /*i18n*/ { id: 'admin.reviewTransactions.deposit.emptyPending', message: 'No pending deposits.' },
    emptyConfirmed: /*i18n*/ { id: 'admin.reviewTransactions.deposit.emptyConfirmed', message: 'No confirmed deposits.' },
    emptyFailed: /*i18n*/ { id: 'admin.reviewTransactions.deposit.emptyFailed', message: 'No failed deposits.' },
    detailsTitle: /*i18n*/ { id: 'admin.reviewTransactions.deposit.detailsTitle', message: 'Deposit details' },
    confirmTitle: /*i18n*/ { id: 'admin.reviewTransactions.deposit.confirmTitle', message: 'Confirm deposit' },
    confirmFailed: /*i18n*/ { id: 'admin.reviewTransactions.deposit.confirmFailed', message: 'The deposit could not be confirmed. Please try again.' },
    confirmQuestion: /*i18n*/ {
      id: 'admin.reviewTransactions.deposit.confirmQuestion',
      message: 'Confirm the deposit of <0/> by <1/>? Their plan starts now. This cannot be undone.',
    },
    rejectTitle: /*i18n*/ { id: 'admin.reviewTransactions.deposit.rejectTitle', message: 'Reject deposit' },
    rejectFailed: /*i18n*/ { id: 'admin.reviewTransactions.deposit.rejectFailed', message: 'The deposit could not be rejected. Please try again.' },
    rejectQuestion: /*i18n*/ { id: 'admin.reviewTransactions.deposit.rejectQuestion', message: 'Reject the deposit of <0/> by <1/>? This cannot be undone.' },
  },
  withdrawal: {
    title: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.title', message: 'Manage withdrawals' },
    loading: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.loading', message: 'Loading withdrawals' },
    loadFailed: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.loadFailed', message: 'The withdrawals could not be loaded.' },
    olderFailed: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.olderFailed', message: 'Older withdrawals could not be loaded.' },
    emptyAll: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.emptyAll', message: 'No withdrawals yet.' },
    emptyPending: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.emptyPending', message: 'No pending withdrawals.' },
    emptyConfirmed: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.emptyConfirmed', message: 'No confirmed withdrawals.' },
    emptyFailed: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.emptyFailed', message: 'No failed withdrawals.' },
    detailsTitle: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.detailsTitle', message: 'Withdrawal details' },
    confirmTitle: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.confirmTitle', message: 'Confirm withdrawal' },
    confirmFailed: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.confirmFailed', message: 'The withdrawal could not be confirmed. Please try again.' },
    confirmQuestion: /*i18n*/ {
      id: 'admin.reviewTransactions.withdrawal.confirmQuestion',
      message: 'Confirm the withdrawal of <0/> by <1/>? Confirm only once the payment has been sent to their address. This cannot be undone.',
    },
    rejectTitle: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.rejectTitle', message: 'Reject withdrawal' },
    rejectFailed: /*i18n*/ { id: 'admin.reviewTransactions.withdrawal.rejectFailed', message: 'The withdrawal could not be rejected. Please try again.' },
    rejectQuestion: /*i18n*/ {
      id: 'admin.reviewTransactions.withdrawal.rejectQuestion',
      message: 'Reject the withdrawal of <0/> by <1/>? The amount goes back to their balance. This cannot be undone.',
    },
  },
};

/** The words both lists share: the filter, the rows and the details of an entry. */
export const REVIEW_PAGE_TEXTS = {
  status: /*i18n*/ { id: 'admin.reviewTransactions.status', message: 'Status' },
  all: /*i18n*/ { id: 'admin.reviewTransactions.all', message: 'All' },
  userNumber: /*i18n*/ { id: 'admin.reviewTransactions.userNumber', message: 'User #{id}' },
  /** Who an entry belongs to: 'erin (user #12)', the name kept as written. */
  who: /*i18n*/ { id: 'admin.reviewTransactions.who', message: '<0>{name}</0> (user #{id})' },
  whoUnknown: /*i18n*/ { id: 'admin.reviewTransactions.whoUnknown', message: 'Unknown (user #{id})' },
  reference: /*i18n*/ { id: 'admin.reviewTransactions.reference', message: 'Reference' },
  entryId: /*i18n*/ { id: 'admin.reviewTransactions.entryId', message: 'Entry ID' },
  user: /*i18n*/ { id: 'admin.reviewTransactions.user', message: 'User' },
  plan: /*i18n*/ { id: 'admin.reviewTransactions.plan', message: 'Plan' },
  planNamed: /*i18n*/ { id: 'admin.reviewTransactions.planNamed', message: '{title} (plan #{id})' },
  planNumber: /*i18n*/ { id: 'admin.reviewTransactions.planNumber', message: 'Plan #{id}' },
  coin: /*i18n*/ { id: 'admin.reviewTransactions.coin', message: 'Coin' },
  coinNotGiven: /*i18n*/ { id: 'admin.reviewTransactions.coinNotGiven', message: 'Not given' },
  network: /*i18n*/ { id: 'admin.reviewTransactions.network', message: 'Network' },
  amount: /*i18n*/ { id: 'admin.reviewTransactions.amount', message: 'Amount' },
  created: /*i18n*/ { id: 'admin.reviewTransactions.created', message: 'Created' },
  reason: /*i18n*/ { id: 'admin.reviewTransactions.reason', message: 'Reason' },
  address: /*i18n*/ { id: 'admin.reviewTransactions.address', message: 'Address' },
  copyAddress: /*i18n*/ { id: 'admin.reviewTransactions.copyAddress', message: 'Copy address' },
  addressCopied: /*i18n*/ { id: 'admin.reviewTransactions.addressCopied', message: 'Address copied.' },
  copyFailed: /*i18n*/ { id: 'admin.reviewTransactions.copyFailed', message: 'The address could not be copied. Please select and copy it instead.' },
  reject: /*i18n*/ { id: 'admin.reviewTransactions.reject', message: 'Reject' },
  confirm: /*i18n*/ { id: 'admin.reviewTransactions.confirm', message: 'Confirm' },
  done: /*i18n*/ { id: 'admin.reviewTransactions.done', message: 'Done' },
  payoutTxid: /*i18n*/ { id: 'admin.reviewTransactions.payoutTxid', message: 'Payout transaction ID' },
  payoutHint: /*i18n*/ {
    id: 'admin.reviewTransactions.payoutHint',
    message: 'The transaction that paid this withdrawal on the {network} network. It is checked on chain: in a block, paying this address the amount.',
  },
  reasonLabel: /*i18n*/ { id: 'admin.reviewTransactions.reasonLabel', message: 'Reason shown to the investor' },
  reasonReadBy: /*i18n*/ { id: 'admin.reviewTransactions.reasonReadBy', message: 'They read it in their notification, email and history.' },
};

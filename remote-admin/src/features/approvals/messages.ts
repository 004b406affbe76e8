/** The approvals page's words: the views, the cards, the approve question and the reject dialog (docs/i18n.md#messages-and-catalogues). */
export const APPROVALS_PAGE_TEXTS = {
  title: /*i18n*/ { id: 'admin.approvals.title', message: 'Approvals' },
  intro: /*i18n*/ { id: 'admin.approvals.intro', message: 'What waits for a second staff member' },
  kindWithThreshold: /*i18n*/ { id: 'admin.approvals.kindWithThreshold', message: '{kind}: {threshold}' },
  show: /*i18n*/ { id: 'admin.approvals.show', message: 'Show' },
  waiting: /*i18n*/ { id: 'admin.approvals.waiting', message: 'Waiting' },
  waitingHeading: /*i18n*/ { id: 'admin.approvals.waitingHeading', message: 'Waiting for approval' },
  waitingEmpty: /*i18n*/ { id: 'admin.approvals.waitingEmpty', message: 'Nothing is waiting for approval.' },
  closed: /*i18n*/ { id: 'admin.approvals.closed', message: 'Closed' },
  closedHeading: /*i18n*/ { id: 'admin.approvals.closedHeading', message: 'Closed requests' },
  closedEmpty: /*i18n*/ { id: 'admin.approvals.closedEmpty', message: 'No request has been decided yet.' },
  loadFailed: /*i18n*/ { id: 'admin.approvals.loadFailed', message: 'The approval requests could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.approvals.loading', message: 'Loading the approval requests' },
  approveTitle: /*i18n*/ { id: 'admin.approvals.approveTitle', message: 'Approve request' },
  approve: /*i18n*/ { id: 'admin.approvals.approve', message: 'Approve' },
  approveQuestion: /*i18n*/ {
    id: 'admin.approvals.approveQuestion',
    message: 'Approve request #{id}, <0>{kind}</0>, asked by <1>{requester}</1>? {summary} It takes effect now and cannot be undone.',
  },
  approveFailed: /*i18n*/ { id: 'admin.approvals.approveFailed', message: 'The request could not be approved. Please try again.' },
};

/** One request's card. */
export const APPROVAL_CARD_TEXTS = {
  moment: /*i18n*/ { id: 'admin.approvals.card.moment', message: '{relative} ({exact})' },
  isNew: /*i18n*/ { id: 'admin.approvals.card.new', message: '(new)' },
  becomes: /*i18n*/ { id: 'admin.approvals.card.becomes', message: 'becomes' },
  askedBy: /*i18n*/ { id: 'admin.approvals.card.askedBy', message: 'Asked by' },
  whoWhen: /*i18n*/ { id: 'admin.approvals.card.whoWhen', message: '{name}, <0/>' },
  expires: /*i18n*/ { id: 'admin.approvals.card.expires', message: 'Expires' },
  rejectedBy: /*i18n*/ { id: 'admin.approvals.card.rejectedBy', message: 'Rejected by' },
  approvedBy: /*i18n*/ { id: 'admin.approvals.card.approvedBy', message: 'Approved by' },
  reason: /*i18n*/ { id: 'admin.approvals.card.reason', message: 'Reason' },
  outcome: /*i18n*/ { id: 'admin.approvals.card.outcome', message: 'Outcome' },
  withdraw: /*i18n*/ { id: 'admin.approvals.card.withdraw', message: 'Withdraw request' },
  reject: /*i18n*/ { id: 'admin.approvals.card.reject', message: 'Reject' },
  approve: /*i18n*/ { id: 'admin.approvals.card.approve', message: 'Approve' },
};

/** The reject (or withdraw) dialog. */
export const REJECT_APPROVAL_TEXTS = {
  withdrawTitle: /*i18n*/ { id: 'admin.approvals.reject.withdrawTitle', message: 'Withdraw request' },
  rejectTitle: /*i18n*/ { id: 'admin.approvals.reject.rejectTitle', message: 'Reject request' },
  withdrawQuestion: /*i18n*/ { id: 'admin.approvals.reject.withdrawQuestion', message: 'Withdraw request #{id}, <0>{kind}</0>: {summary} Nothing changes.' },
  rejectQuestion: /*i18n*/ { id: 'admin.approvals.reject.rejectQuestion', message: 'Reject request #{id}, <0>{kind}</0>: {summary} Nothing changes.' },
  reason: /*i18n*/ { id: 'admin.approvals.reject.reason', message: 'Reason' },
  readBy: /*i18n*/ { id: 'admin.approvals.reject.readBy', message: 'Kept with the request and in the audit log.' },
  failed: /*i18n*/ { id: 'admin.approvals.reject.failed', message: 'The request could not be rejected. Please try again.' },
};

/** The support desk's words: the queue, a request, the investor's history, the reply and note forms and the saved replies (docs/i18n.md#messages-and-catalogues). */
export const SUPPORT_QUEUE_TEXTS = {
  title: /*i18n*/ { id: 'admin.support.title', message: 'Support' },
  savedReplies: /*i18n*/ { id: 'admin.support.savedReplies', message: 'Saved replies' },
  filters: /*i18n*/ { id: 'admin.support.filters', message: 'Filter the queue' },
  status: /*i18n*/ { id: 'admin.support.status', message: 'Status' },
  active: /*i18n*/ { id: 'admin.support.active', message: 'In progress (not closed)' },
  category: /*i18n*/ { id: 'admin.support.category', message: 'Category' },
  anyCategory: /*i18n*/ { id: 'admin.support.anyCategory', message: 'Any category' },
  age: /*i18n*/ { id: 'admin.support.age', message: 'Age' },
  empty: /*i18n*/ { id: 'admin.support.empty', message: 'No requests match these filters.' },
  list: /*i18n*/ { id: 'admin.support.list', message: 'Support requests' },
  meta: /*i18n*/ { id: 'admin.support.meta', message: '#{id} · {category} · <0>{username}</0> · last activity {date}' },
  assignedTo: /*i18n*/ { id: 'admin.support.assignedTo', message: 'Assigned to {username}' },
  unassigned: /*i18n*/ { id: 'admin.support.unassigned', message: 'Unassigned' },
  moreFailed: /*i18n*/ { id: 'admin.support.moreFailed', message: 'More requests could not be loaded.' },
  loadFailed: /*i18n*/ { id: 'admin.support.loadFailed', message: 'The support queue could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.support.loading', message: 'Loading the support queue' },
};

export const ASSIGN_TEXTS = {
  failed: /*i18n*/ { id: 'admin.support.assign.failed', message: 'The request could not be assigned. Please try again.' },
  named: /*i18n*/ { id: 'admin.support.assign.named', message: 'Assign “{subject}” to me' },
  assign: /*i18n*/ { id: 'admin.support.assign.assign', message: 'Assign to me' },
};

export const SUPPORT_REQUEST_TEXTS = {
  closeExplanation: /*i18n*/ { id: 'admin.support.request.closeExplanation', message: 'The investor can no longer reply to it; they can open a new one.' },
  facts: /*i18n*/ { id: 'admin.support.request.facts', message: '#{id} · {category} · from <0>{username}</0> · opened {date} · {assignee}' },
  factsLinked: /*i18n*/ {
    id: 'admin.support.request.factsLinked',
    message: '#{id} · {category} · from <0>{username}</0> · opened {date} · about {link} · {assignee}',
  },
  assignedTo: /*i18n*/ { id: 'admin.support.request.assignedTo', message: 'assigned to {username}' },
  unassigned: /*i18n*/ { id: 'admin.support.request.unassigned', message: 'unassigned' },
  crumb: /*i18n*/ { id: 'admin.support.request.crumb', message: 'Request #{id}' },
  backToQueue: /*i18n*/ { id: 'admin.support.request.backToQueue', message: 'Back to the support queue' },
  loadFailed: /*i18n*/ { id: 'admin.support.request.loadFailed', message: 'This request could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.support.request.loading', message: 'Loading the request' },
};

export const HISTORY_TEXTS = {
  heading: /*i18n*/ { id: 'admin.support.history.heading', message: '{username}’s recent history' },
  summary: /*i18n*/ { id: 'admin.support.history.summary', message: 'Level {level} · identity: {identity} · <0>Open the user</0>' },
  transactions: /*i18n*/ { id: 'admin.support.history.transactions', message: 'Last transactions' },
  plans: /*i18n*/ { id: 'admin.support.history.plans', message: 'Last plans' },
  none: /*i18n*/ { id: 'admin.support.history.none', message: 'None yet.' },
};

/** The investor's identity, as the history says it. */
export const HISTORY_IDENTITY_TEXTS = {
  unverified: /*i18n*/ { id: 'admin.support.history.identity.unverified', message: 'Not sent' },
  pending: /*i18n*/ { id: 'admin.support.history.identity.pending', message: 'Waiting for review' },
  verified: /*i18n*/ { id: 'admin.support.history.identity.verified', message: 'Verified' },
  rejected: /*i18n*/ { id: 'admin.support.history.identity.rejected', message: 'Refused' },
};

/** The history's raw values from the server, in a few words each (English: the value itself). */
export const HISTORY_VALUE_TEXTS: Record<string, { id: string; message: string }> = {
  deposit: /*i18n*/ { id: 'admin.support.history.type.deposit', message: 'deposit' },
  withdrawal: /*i18n*/ { id: 'admin.support.history.type.withdrawal', message: 'withdrawal' },
  bonus: /*i18n*/ { id: 'admin.support.history.type.bonus', message: 'bonus' },
  earnings: /*i18n*/ { id: 'admin.support.history.type.earnings', message: 'earnings' },
  charges: /*i18n*/ { id: 'admin.support.history.type.charges', message: 'charges' },
  capital: /*i18n*/ { id: 'admin.support.history.type.capital', message: 'capital' },
  investment: /*i18n*/ { id: 'admin.support.history.type.investment', message: 'investment' },
  pending: /*i18n*/ { id: 'admin.support.history.status.pending', message: 'pending' },
  confirmed: /*i18n*/ { id: 'admin.support.history.status.confirmed', message: 'confirmed' },
  failed: /*i18n*/ { id: 'admin.support.history.status.failed', message: 'failed' },
  active: /*i18n*/ { id: 'admin.support.history.status.active', message: 'active' },
  completed: /*i18n*/ { id: 'admin.support.history.status.completed', message: 'completed' },
  redeemed: /*i18n*/ { id: 'admin.support.history.status.redeemed', message: 'redeemed' },
};

export const HISTORY_LINE_TEXTS = {
  transaction: /*i18n*/ { id: 'admin.support.history.transaction', message: '#{id} {type}, {status}' },
  transactionPaid: /*i18n*/ { id: 'admin.support.history.transactionPaid', message: '#{id} {type} ({method}), {status}' },
  plan: /*i18n*/ { id: 'admin.support.history.plan', message: '#{id} {title}, {status}' },
};

export const NOTE_TEXTS = {
  failed: /*i18n*/ { id: 'admin.support.note.failed', message: 'The note could not be added. Please try again.' },
  heading: /*i18n*/ { id: 'admin.support.note.heading', message: 'Internal note' },
  label: /*i18n*/ { id: 'admin.support.note.label', message: 'Note for staff' },
  hint: /*i18n*/ { id: 'admin.support.note.hint', message: 'The investor never sees this.' },
  add: /*i18n*/ { id: 'admin.support.note.add', message: 'Add internal note' },
};

export const REPLY_TEXTS = {
  insert: /*i18n*/ { id: 'admin.support.reply.insert', message: 'Insert a saved reply' },
  choose: /*i18n*/ { id: 'admin.support.reply.choose', message: 'Choose a saved reply' },
  failed: /*i18n*/ { id: 'admin.support.reply.failed', message: 'The reply could not be sent. Please try again.' },
  heading: /*i18n*/ { id: 'admin.support.reply.heading', message: 'Reply to the investor' },
  label: /*i18n*/ { id: 'admin.support.reply.label', message: 'Reply' },
  asksInvestor: /*i18n*/ { id: 'admin.support.reply.asksInvestor', message: 'This asks the investor for something (the request waits for them)' },
  send: /*i18n*/ { id: 'admin.support.reply.send', message: 'Send reply' },
};

export const SAVED_REPLIES_TEXTS = {
  title: /*i18n*/ { id: 'admin.support.savedReplies.title', message: 'Saved replies' },
  saveFailed: /*i18n*/ { id: 'admin.support.savedReplies.saveFailed', message: 'The reply could not be saved. Please try again.' },
  newReply: /*i18n*/ { id: 'admin.support.savedReplies.newReply', message: 'New saved reply' },
  replyTitle: /*i18n*/ { id: 'admin.support.savedReplies.replyTitle', message: 'Title' },
  text: /*i18n*/ { id: 'admin.support.savedReplies.text', message: 'Text' },
  save: /*i18n*/ { id: 'admin.support.savedReplies.save', message: 'Save reply' },
  deleteFailed: /*i18n*/ { id: 'admin.support.savedReplies.deleteFailed', message: 'The saved reply could not be deleted. Please try again.' },
  deleteNamed: /*i18n*/ { id: 'admin.support.savedReplies.deleteNamed', message: 'Delete the saved reply “{title}”' },
  delete: /*i18n*/ { id: 'admin.support.savedReplies.delete', message: 'Delete' },
  empty: /*i18n*/ { id: 'admin.support.savedReplies.empty', message: 'No saved replies yet.' },
  list: /*i18n*/ { id: 'admin.support.savedReplies.list', message: 'Saved replies' },
  loadFailed: /*i18n*/ { id: 'admin.support.savedReplies.loadFailed', message: 'The saved replies could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.support.savedReplies.loading', message: 'Loading the saved replies' },
};

/** The help pages' words: the list of requests, a new request, one request's thread and the attachments (docs/i18n.md#messages-and-catalogues). */
export const HELP_TEXTS = {
  title: /*i18n*/ { id: 'investor.help.title', message: 'Help' },
  newRequest: /*i18n*/ { id: 'investor.help.newRequest', message: 'New request' },
  intro: /*i18n*/ { id: 'investor.help.intro', message: 'Ask us about anything on your account. We answer here and by email, usually within a day.' },
  empty: /*i18n*/ {
    id: 'investor.help.empty',
    message: 'You have no support requests. If something went wrong with a deposit, a withdrawal, a plan or your account, ask us here.',
  },
  list: /*i18n*/ { id: 'investor.help.list', message: 'Your requests' },
  loadFailed: /*i18n*/ { id: 'investor.help.loadFailed', message: 'Your requests could not be loaded.' },
  loading: /*i18n*/ { id: 'investor.help.loading', message: 'Loading your requests' },
  itemMeta: /*i18n*/ { id: 'investor.help.itemMeta', message: '{category} · last activity {date}' },
  itemMetaLinked: /*i18n*/ { id: 'investor.help.itemMetaLinked', message: '{category} · {link} · last activity {date}' },
};

export const NEW_REQUEST_TEXTS = {
  title: /*i18n*/ { id: 'investor.help.new.title', message: 'New support request' },
  failed: /*i18n*/ { id: 'investor.help.new.failed', message: 'Your request could not be sent. Please try again.' },
  aboutTransaction: /*i18n*/ { id: 'investor.help.new.aboutTransaction', message: 'About transaction #{id}: we will see its details with your request.' },
  aboutPlan: /*i18n*/ { id: 'investor.help.new.aboutPlan', message: 'About plan #{id}: we will see its details with your request.' },
  category: /*i18n*/ { id: 'investor.help.new.category', message: 'What is it about?' },
  categoryPlaceholder: /*i18n*/ { id: 'investor.help.new.categoryPlaceholder', message: 'Choose a topic' },
  subject: /*i18n*/ { id: 'investor.help.new.subject', message: 'Subject' },
  message: /*i18n*/ { id: 'investor.help.new.message', message: 'Message' },
  messageHint: /*i18n*/ {
    id: 'investor.help.new.messageHint',
    message: 'What happened, and what you expected. Never send your password or two-factor codes.',
  },
  cancel: /*i18n*/ { id: 'investor.help.new.cancel', message: 'Cancel' },
  send: /*i18n*/ { id: 'investor.help.new.send', message: 'Send request' },
};

export const REQUEST_TEXTS = {
  replyFailed: /*i18n*/ { id: 'investor.help.request.replyFailed', message: 'Your reply could not be sent. Please try again.' },
  reply: /*i18n*/ { id: 'investor.help.request.reply', message: 'Reply' },
  yourReply: /*i18n*/ { id: 'investor.help.request.yourReply', message: 'Your reply' },
  sendReply: /*i18n*/ { id: 'investor.help.request.sendReply', message: 'Send reply' },
  closeExplanation: /*i18n*/ {
    id: 'investor.help.request.closeExplanation',
    message: 'Close it when your question is answered. A closed request takes no more replies; you can always open a new one.',
  },
  facts: /*i18n*/ { id: 'investor.help.request.facts', message: '{category} · opened {date}' },
  factsLinked: /*i18n*/ { id: 'investor.help.request.factsLinked', message: '{category} · {link} · opened {date}' },
  closed: /*i18n*/ { id: 'investor.help.request.closed', message: 'This request is closed. <0>Open a new request</0> if you still need help.' },
  allRequests: /*i18n*/ { id: 'investor.help.request.allRequests', message: 'All my requests' },
  crumb: /*i18n*/ { id: 'investor.help.request.crumb', message: 'Request #{id}' },
  backToHelp: /*i18n*/ { id: 'investor.help.request.backToHelp', message: 'Back to Help' },
  loadFailed: /*i18n*/ { id: 'investor.help.request.loadFailed', message: 'This request could not be loaded.' },
  loading: /*i18n*/ { id: 'investor.help.request.loading', message: 'Loading the request' },
};

export const ATTACHMENT_TEXTS = {
  label: /*i18n*/ { id: 'investor.help.attachments.label', message: 'Attachments (optional)' },
  full: /*i18n*/ { id: 'investor.help.attachments.full', message: 'You have attached {max} files, the most a message takes.' },
  list: /*i18n*/ { id: 'investor.help.attachments.list', message: 'Attached files' },
  removeNamed: /*i18n*/ { id: 'investor.help.attachments.removeNamed', message: 'Remove {name}' },
  remove: /*i18n*/ { id: 'investor.help.attachments.remove', message: 'Remove' },
};

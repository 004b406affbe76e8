import { helpRequestPath, PATHS, supportRequestPath } from '../routes/paths';
import { englishTexts, type Message } from './messages';
import { formatUsd } from './money';

/**
 * The in-app notification centre (docs/notifications.md). Not the email outbox, which the API
 * calls `notifications` (docs/email.md#notifications): an in-app notification is an inbox item.
 */

/** What an investor can choose how to hear about, one preference each. */
export const INVESTOR_CATEGORIES = ['deposits', 'plans', 'withdrawals', 'identity', 'security', 'support'] as const;
export type InvestorCategory = (typeof INVESTOR_CATEGORIES)[number];
/** What staff hear about: the queues waiting for them and the server's own decisions. */
export const STAFF_CATEGORIES = ['staff_queue', 'deployments'] as const;
export type StaffCategory = (typeof STAFF_CATEGORIES)[number];
export type InboxCategory = InvestorCategory | StaffCategory;

/** Each category's name, in the reader's language where a page shows it. */
export const CATEGORY_TEXTS: Record<InboxCategory, Message> = {
  deposits: /*i18n*/ { id: 'rules.inbox.category.deposits', message: 'Deposits and payments' },
  plans: /*i18n*/ { id: 'rules.inbox.category.plans', message: 'Plans' },
  withdrawals: /*i18n*/ { id: 'rules.inbox.category.withdrawals', message: 'Withdrawals' },
  identity: /*i18n*/ { id: 'rules.inbox.category.identity', message: 'Identity verification' },
  security: /*i18n*/ { id: 'rules.inbox.category.security', message: 'Security' },
  support: /*i18n*/ { id: 'rules.inbox.category.support', message: 'Support replies' },
  staff_queue: /*i18n*/ { id: 'rules.inbox.category.staffQueue', message: 'Work waiting' },
  deployments: /*i18n*/ { id: 'rules.inbox.category.deployments', message: 'Deployments' },
};

export const CATEGORY_LABELS: Record<InboxCategory, string> = englishTexts(CATEGORY_TEXTS);

export const DELIVERY_CHANNELS = ['in_app', 'email', 'both'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DEFAULT_CHANNEL: DeliveryChannel = 'both';

export const CHANNEL_TEXTS: Record<DeliveryChannel, Message> = {
  in_app: /*i18n*/ { id: 'rules.inbox.channel.inApp', message: 'In the app' },
  email: /*i18n*/ { id: 'rules.inbox.channel.email', message: 'By email' },
  both: /*i18n*/ { id: 'rules.inbox.channel.both', message: 'Both' },
};

export const CHANNEL_LABELS: Record<DeliveryChannel, string> = englishTexts(CHANNEL_TEXTS);

/** The preferences' note. */
export const SECURITY_ALWAYS_EMAILED = /*i18n*/ { id: 'rules.inbox.securityAlwaysEmailed', message: 'Security notices are always emailed as well.' };

export const INBOX_TEXTS = {
  notFound: /*i18n*/ { id: 'rules.inbox.notFound', message: 'Notification not found.' },
  markedRead: /*i18n*/ { id: 'rules.inbox.markedRead', message: 'Marked as read.' },
  allMarkedRead: /*i18n*/ { id: 'rules.inbox.allMarkedRead', message: 'All notifications marked as read.' },
  preferencesSaved: /*i18n*/ { id: 'rules.inbox.preferencesSaved', message: 'Notification preferences saved.' },
  categoryTwice: /*i18n*/ { id: 'rules.inbox.categoryTwice', message: 'Each category may be given once.' },
} satisfies Record<string, Message>;

/**
 * Whether a notice of this category is emailed: security notices always are, since an account
 * taken over could otherwise silence them.
 */
export function sendsEmail(category: InboxCategory, channel: DeliveryChannel): boolean {
  return category === 'security' || channel !== 'in_app';
}

/** Whether it shows in the bell (an investor who chose email only still has the page's list). */
export function showsInApp(category: InboxCategory, channel: DeliveryChannel): boolean {
  return category === 'security' || channel !== 'email';
}

/** The bell's badge: past 99 it says 99+. */
export function unreadBadge(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/** What an in-app notification says, and where it leads. */
export interface InboxNotice {
  category: InboxCategory;
  title: string;
  body: string;
  link: string | null;
}

const DASHBOARD = PATHS.dashboard;
const HISTORY = PATHS.transactionHistory;
const PLANS = PATHS.userPlans;

function paidIn(amount: number, coin: string | null): string {
  return coin ? `${formatUsd(amount)} in ${coin}` : formatUsd(amount);
}

/** An admin's reason inside a sentence of ours, which ends it: its own final full stop would double ours. */
function reasonClause(reason: string): string {
  return reason.replace(/\.$/, '');
}

/** The texts of every event, written once: the API raises them, the page shows them. */
export const INBOX_NOTICES = {
  depositSeen: (amount: number, coin: string): InboxNotice => ({
    category: 'deposits',
    title: 'Payment seen',
    body: `Your payment of ${paidIn(amount, coin)} is on its way: we are waiting for its confirmations.`,
    link: DASHBOARD,
  }),
  depositPartial: (amount: number, coin: string): InboxNotice => ({
    category: 'deposits',
    title: 'Payment short',
    body: `Your payment of ${paidIn(amount, coin)} is less than the invoice asked; our team will look at it.`,
    link: DASHBOARD,
  }),
  depositConfirmed: (amount: number, coin: string | null): InboxNotice => ({
    category: 'deposits',
    title: 'Deposit confirmed',
    body: `Your deposit of ${paidIn(amount, coin)} is confirmed.`,
    link: HISTORY,
  }),
  /** Without the admin's reason (it is optional), the usual one: the payment was not found. */
  depositRejected: (amount: number, coin: string | null, reason: string | null): InboxNotice => ({
    category: 'deposits',
    title: 'Deposit not confirmed',
    body: `Your deposit of ${paidIn(amount, coin)} was not confirmed: ${reason ? reasonClause(reason) : 'the payment was not found'}.`,
    link: HISTORY,
  }),
  planStarted: (amount: number): InboxNotice => ({
    category: 'plans',
    title: 'Plan started',
    body: `Your plan of ${formatUsd(amount)} has started earning.`,
    link: PLANS,
  }),
  /** What one run of the daily accrual credited a user (docs/notifications.md#what-the-accrual-credited). */
  earningsCredited: (amount: number, days: number, plans: number): InboxNotice => ({
    category: 'plans',
    title: 'Daily earnings',
    body: `Your ${plans === 1 ? 'plan' : `${plans} plans`} earned ${formatUsd(amount)} (${days} plan ${days === 1 ? 'day' : 'days'}).`,
    link: HISTORY,
  }),
  planEnded: (title: string, amount: number, renewed: boolean): InboxNotice => ({
    category: 'plans',
    title: renewed ? 'Plan renewed' : 'Plan matured',
    body: renewed
      ? `Your ${title} plan has ended and renewed with ${formatUsd(amount)}.`
      : `Your ${title} plan has ended: its capital of ${formatUsd(amount)} is in your balance.`,
    link: PLANS,
  }),
  withdrawalApproved: (amount: number, coin: string | null): InboxNotice => ({
    category: 'withdrawals',
    title: 'Withdrawal sent',
    body: `Your withdrawal of ${paidIn(amount, coin)} has been sent to your address.`,
    link: HISTORY,
  }),
  withdrawalRejected: (amount: number, coin: string | null, reason: string | null): InboxNotice => ({
    category: 'withdrawals',
    title: 'Withdrawal rejected',
    body: `Your withdrawal of ${paidIn(amount, coin)} was rejected${reason ? `: ${reasonClause(reason)}` : ''}. The amount is back in your wallet.`,
    link: HISTORY,
  }),
  identityDecided: (accepted: boolean, reason: string | null): InboxNotice => ({
    category: 'identity',
    title: accepted ? 'Identity verified' : 'Identity not accepted',
    body: accepted ? 'Your identity has been verified.' : `Your identity verification was not accepted: ${reason ?? 'no reason given'}.`,
    link: PATHS.verifyIdentity,
  }),
  security: (what: string): InboxNotice => ({
    category: 'security',
    title: 'Security notice',
    body: `${what[0].toUpperCase()}${what.slice(1)}. If this was not you, freeze your account from the email we sent.`,
    link: PATHS.security,
  }),
  supportReplied: (subject: string, requestId: number): InboxNotice => ({
    category: 'support',
    title: 'Support replied',
    body: `There is a reply to your request "${subject}".`,
    link: helpRequestPath(requestId),
  }),
  supportRequestWaiting: (username: string, subject: string, requestId: number): InboxNotice => ({
    category: 'staff_queue',
    title: 'Support request waiting',
    body: `${username} wrote about "${subject}".`,
    link: supportRequestPath(requestId),
  }),
  depositException: (amount: number, coin: string): InboxNotice => ({
    category: 'staff_queue',
    title: 'Payment needs a decision',
    body: `A payment of ${paidIn(amount, coin)} did not match its invoice.`,
    link: PATHS.chainPayments,
  }),
  withdrawalWaiting: (amount: number, username: string): InboxNotice => ({
    category: 'staff_queue',
    title: 'Withdrawal waiting',
    body: `${username} asked to withdraw ${formatUsd(amount)}.`,
    link: PATHS.manageWithdrawals,
  }),
  identityWaiting: (username: string): InboxNotice => ({
    category: 'staff_queue',
    title: 'Identity review waiting',
    body: `${username} sent identity documents to review.`,
    link: PATHS.manageIdentityVerification,
  }),
  canaryRolledBack: (remote: string, version: string): InboxNotice => ({
    category: 'deployments',
    title: 'Canary rolled back',
    body: `The ${remote} remote's canary ${version} was rolled back automatically.`,
    link: PATHS.deployments,
  }),
} as const;

/**
 * What changed, as the stream names it: the page refreshes the data each kind touches
 * (docs/notifications.md#the-stream).
 */
export const EVENT_KINDS = ['inbox', 'balance', 'plans', 'invoice', 'identity', 'queue', 'deployment', 'support'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

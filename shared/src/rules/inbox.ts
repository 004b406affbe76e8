import { helpRequestPath, PATHS, supportRequestPath } from '../routes/paths';
import { formattingLocale, type Writer } from './locale';
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

/** An in-app notice as its reader reads it: written in their language when it is stored. */
export type Notice = (writer: Writer) => InboxNotice;

const NOTICE_TEXTS = {
  amountIn: /*i18n*/ { id: 'notice.amountIn', message: '{amount} in {coin}' },
  depositSeenTitle: /*i18n*/ { id: 'notice.depositSeen.title', message: 'Payment seen' },
  depositSeenBody: /*i18n*/ { id: 'notice.depositSeen.body', message: 'Your payment of {amount} is on its way: we are waiting for its confirmations.' },
  depositPartialTitle: /*i18n*/ { id: 'notice.depositPartial.title', message: 'Payment short' },
  depositPartialBody: /*i18n*/ {
    id: 'notice.depositPartial.body',
    message: 'Your payment of {amount} is less than the invoice asked; our team will look at it.',
  },
  depositConfirmedTitle: /*i18n*/ { id: 'notice.depositConfirmed.title', message: 'Deposit confirmed' },
  depositConfirmedBody: /*i18n*/ { id: 'notice.depositConfirmed.body', message: 'Your deposit of {amount} is confirmed.' },
  depositRejectedTitle: /*i18n*/ { id: 'notice.depositRejected.title', message: 'Deposit not confirmed' },
  depositRejectedBody: /*i18n*/ { id: 'notice.depositRejected.body', message: 'Your deposit of {amount} was not confirmed: {reason}.' },
  depositNotFoundBody: /*i18n*/ { id: 'notice.depositRejected.notFound', message: 'Your deposit of {amount} was not confirmed: the payment was not found.' },
  planStartedTitle: /*i18n*/ { id: 'notice.planStarted.title', message: 'Plan started' },
  planStartedBody: /*i18n*/ { id: 'notice.planStarted.body', message: 'Your plan of {amount} has started earning.' },
  earningsTitle: /*i18n*/ { id: 'notice.earnings.title', message: 'Daily earnings' },
  earningsBody: /*i18n*/ {
    id: 'notice.earnings.body',
    message: '{plans, plural, one {Your plan} other {Your # plans}} earned {amount} ({days, plural, one {# plan day} other {# plan days}}).',
  },
  planRenewedTitle: /*i18n*/ { id: 'notice.planRenewed.title', message: 'Plan renewed' },
  planRenewedBody: /*i18n*/ { id: 'notice.planRenewed.body', message: 'Your {plan} plan has ended and renewed with {amount}.' },
  planMaturedTitle: /*i18n*/ { id: 'notice.planMatured.title', message: 'Plan matured' },
  planMaturedBody: /*i18n*/ { id: 'notice.planMatured.body', message: 'Your {plan} plan has ended: its capital of {amount} is in your balance.' },
  withdrawalSentTitle: /*i18n*/ { id: 'notice.withdrawalSent.title', message: 'Withdrawal sent' },
  withdrawalSentBody: /*i18n*/ { id: 'notice.withdrawalSent.body', message: 'Your withdrawal of {amount} has been sent to your address.' },
  withdrawalRejectedTitle: /*i18n*/ { id: 'notice.withdrawalRejected.title', message: 'Withdrawal rejected' },
  withdrawalRejectedBody: /*i18n*/ {
    id: 'notice.withdrawalRejected.body',
    message: 'Your withdrawal of {amount} was rejected: {reason}. The amount is back in your wallet.',
  },
  withdrawalRejectedNoReason: /*i18n*/ {
    id: 'notice.withdrawalRejected.noReason',
    message: 'Your withdrawal of {amount} was rejected. The amount is back in your wallet.',
  },
  identityVerifiedTitle: /*i18n*/ { id: 'notice.identityVerified.title', message: 'Identity verified' },
  identityVerifiedBody: /*i18n*/ { id: 'notice.identityVerified.body', message: 'Your identity has been verified.' },
  identityRejectedTitle: /*i18n*/ { id: 'notice.identityRejected.title', message: 'Identity not accepted' },
  identityRejectedBody: /*i18n*/ { id: 'notice.identityRejected.body', message: 'Your identity verification was not accepted: {reason}.' },
  identityNoReason: /*i18n*/ { id: 'notice.identityRejected.noReason', message: 'no reason given' },
  securityTitle: /*i18n*/ { id: 'notice.security.title', message: 'Security notice' },
  securityBody: /*i18n*/ { id: 'notice.security.body', message: '{what}. If this was not you, freeze your account from the email we sent.' },
  supportRepliedTitle: /*i18n*/ { id: 'notice.supportReplied.title', message: 'Support replied' },
  supportRepliedBody: /*i18n*/ { id: 'notice.supportReplied.body', message: 'There is a reply to your request "{subject}".' },
  supportWaitingTitle: /*i18n*/ { id: 'notice.supportWaiting.title', message: 'Support request waiting' },
  supportWaitingBody: /*i18n*/ { id: 'notice.supportWaiting.body', message: '{username} wrote about "{subject}".' },
  depositExceptionTitle: /*i18n*/ { id: 'notice.depositException.title', message: 'Payment needs a decision' },
  depositExceptionBody: /*i18n*/ { id: 'notice.depositException.body', message: 'A payment of {amount} did not match its invoice.' },
  withdrawalWaitingTitle: /*i18n*/ { id: 'notice.withdrawalWaiting.title', message: 'Withdrawal waiting' },
  withdrawalWaitingBody: /*i18n*/ { id: 'notice.withdrawalWaiting.body', message: '{username} asked to withdraw {amount}.' },
  identityWaitingTitle: /*i18n*/ { id: 'notice.identityWaiting.title', message: 'Identity review waiting' },
  identityWaitingBody: /*i18n*/ { id: 'notice.identityWaiting.body', message: '{username} sent identity documents to review.' },
  canaryTitle: /*i18n*/ { id: 'notice.canary.title', message: 'Canary rolled back' },
  canaryBody: /*i18n*/ { id: 'notice.canary.body', message: "The {remote} remote's canary {version} was rolled back automatically." },
} satisfies Record<string, Message>;

const T = NOTICE_TEXTS;

/** An amount in the reader's locale, with its coin when there is one ("US$ 12,50 em BTC"). */
function paidIn({ translate, locale }: Writer, cents: number, coin: string | null): string {
  const amount = formatUsd(cents, locale);
  return coin ? translate({ ...T.amountIn, values: { amount, coin } }) : amount;
}

/** An admin's reason inside a sentence of ours, which ends it: its own final full stop would double ours. */
const reasonClause = (reason: string) => reason.replace(/\.$/, '');

/** A notice where it belongs and leads, its title and body written for the reader. */
function written(category: InboxCategory, link: string, writer: Writer, title: Message, body: Message): InboxNotice {
  return { category, link, title: writer.translate(title), body: writer.translate(body) };
}

/** Every notice, by kind, written once: the API stores it in its reader's language, the page shows it (docs/i18n.md#emails-and-notifications). */
export const INBOX_NOTICES = {
  depositSeen:
    (amount: number, coin: string): Notice =>
    (w) =>
      written('deposits', DASHBOARD, w, T.depositSeenTitle, { ...T.depositSeenBody, values: { amount: paidIn(w, amount, coin) } }),
  depositPartial:
    (amount: number, coin: string): Notice =>
    (w) =>
      written('deposits', DASHBOARD, w, T.depositPartialTitle, { ...T.depositPartialBody, values: { amount: paidIn(w, amount, coin) } }),
  depositConfirmed:
    (amount: number, coin: string | null): Notice =>
    (w) =>
      written('deposits', HISTORY, w, T.depositConfirmedTitle, {
        ...T.depositConfirmedBody,
        values: { amount: paidIn(w, amount, coin) },
      }),
  /** Without the admin's reason (it is optional), the usual one: the payment was not found. */
  depositRejected:
    (amount: number, coin: string | null, reason: string | null): Notice =>
    (w) =>
      written(
        'deposits',
        HISTORY,
        w,
        T.depositRejectedTitle,
        reason
          ? { ...T.depositRejectedBody, values: { amount: paidIn(w, amount, coin), reason: reasonClause(reason) } }
          : { ...T.depositNotFoundBody, values: { amount: paidIn(w, amount, coin) } },
      ),
  planStarted:
    (amount: number): Notice =>
    (w) =>
      written('plans', PLANS, w, T.planStartedTitle, { ...T.planStartedBody, values: { amount: formatUsd(amount, w.locale) } }),
  /** What one run of the daily accrual credited a user (docs/notifications.md#what-the-accrual-credited). */
  earningsCredited:
    (amount: number, days: number, plans: number): Notice =>
    (w) =>
      written('plans', HISTORY, w, T.earningsTitle, {
        ...T.earningsBody,
        values: { plans, days, amount: formatUsd(amount, w.locale) },
      }),
  planEnded:
    (title: string, amount: number, renewed: boolean): Notice =>
    (w) =>
      written('plans', PLANS, w, renewed ? T.planRenewedTitle : T.planMaturedTitle, {
        ...(renewed ? T.planRenewedBody : T.planMaturedBody),
        values: { plan: title, amount: formatUsd(amount, w.locale) },
      }),
  withdrawalApproved:
    (amount: number, coin: string | null): Notice =>
    (w) =>
      written('withdrawals', HISTORY, w, T.withdrawalSentTitle, {
        ...T.withdrawalSentBody,
        values: { amount: paidIn(w, amount, coin) },
      }),
  withdrawalRejected:
    (amount: number, coin: string | null, reason: string | null): Notice =>
    (w) =>
      written(
        'withdrawals',
        HISTORY,
        w,
        T.withdrawalRejectedTitle,
        reason
          ? { ...T.withdrawalRejectedBody, values: { amount: paidIn(w, amount, coin), reason: reasonClause(reason) } }
          : { ...T.withdrawalRejectedNoReason, values: { amount: paidIn(w, amount, coin) } },
      ),
  identityDecided:
    (accepted: boolean, reason: string | null): Notice =>
    (w) =>
      accepted
        ? written('identity', PATHS.verifyIdentity, w, T.identityVerifiedTitle, T.identityVerifiedBody)
        : written('identity', PATHS.verifyIdentity, w, T.identityRejectedTitle, {
            ...T.identityRejectedBody,
            // The reason's own full stop is dropped, as for the other rejections (the shared rule's English doubled it).
            values: { reason: reason ? reasonClause(reason) : w.translate(T.identityNoReason) },
          }),
  /** A security email's subject (a text in the reader's language), said in the bell too. */
  security:
    (what: Message): Notice =>
    (w) => {
      const said = w.translate(what);
      return written('security', PATHS.security, w, T.securityTitle, {
        ...T.securityBody,
        values: { what: `${said[0].toLocaleUpperCase(formattingLocale(w.locale))}${said.slice(1)}` },
      });
    },
  supportReplied:
    (subject: string, requestId: number): Notice =>
    (w) =>
      written('support', helpRequestPath(requestId), w, T.supportRepliedTitle, { ...T.supportRepliedBody, values: { subject } }),
  supportRequestWaiting:
    (username: string, subject: string, requestId: number): Notice =>
    (w) =>
      written('staff_queue', supportRequestPath(requestId), w, T.supportWaitingTitle, {
        ...T.supportWaitingBody,
        values: { username, subject },
      }),
  depositException:
    (amount: number, coin: string): Notice =>
    (w) =>
      written('staff_queue', PATHS.chainPayments, w, T.depositExceptionTitle, {
        ...T.depositExceptionBody,
        values: { amount: paidIn(w, amount, coin) },
      }),
  withdrawalWaiting:
    (amount: number, username: string): Notice =>
    (w) =>
      written('staff_queue', PATHS.manageWithdrawals, w, T.withdrawalWaitingTitle, {
        ...T.withdrawalWaitingBody,
        values: { username, amount: formatUsd(amount, w.locale) },
      }),
  identityWaiting:
    (username: string): Notice =>
    (w) =>
      written('staff_queue', PATHS.manageIdentityVerification, w, T.identityWaitingTitle, { ...T.identityWaitingBody, values: { username } }),
  canaryRolledBack:
    (remote: string, version: string): Notice =>
    (w) =>
      written('deployments', PATHS.deployments, w, T.canaryTitle, { ...T.canaryBody, values: { remote, version } }),
} as const;

/**
 * What changed, as the stream names it: the page refreshes the data each kind touches
 * (docs/notifications.md#the-stream).
 */
export const EVENT_KINDS = ['inbox', 'balance', 'plans', 'invoice', 'identity', 'queue', 'deployment', 'support'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

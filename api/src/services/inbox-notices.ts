import { formatUsd, formattingLocale, INBOX_NOTICES, type InboxNotice, type Message } from '@arcvest/shared/rules';
import type { Writer } from '../i18n';

/**
 * An in-app notice as its reader reads it: written in their language when it is stored
 * (docs/i18n.md#emails-and-notifications). The category and link are the shared rule's
 * (`INBOX_NOTICES`, whose English these texts repeat); the title and body are the API's texts.
 */
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

/** The shared rule's notice (category, link) with the title and body written for the reader. */
function written(base: InboxNotice, writer: Writer, title: Message, body: Message): InboxNotice {
  return { ...base, title: writer.translate(title), body: writer.translate(body) };
}

/** Every notice the API stores, by kind: each gives what the reader reads. */
export const NOTICES = {
  depositSeen:
    (amount: number, coin: string): Notice =>
    (w) =>
      written(INBOX_NOTICES.depositSeen(amount, coin), w, T.depositSeenTitle, { ...T.depositSeenBody, values: { amount: paidIn(w, amount, coin) } }),
  depositPartial:
    (amount: number, coin: string): Notice =>
    (w) =>
      written(INBOX_NOTICES.depositPartial(amount, coin), w, T.depositPartialTitle, { ...T.depositPartialBody, values: { amount: paidIn(w, amount, coin) } }),
  depositConfirmed:
    (amount: number, coin: string | null): Notice =>
    (w) =>
      written(INBOX_NOTICES.depositConfirmed(amount, coin), w, T.depositConfirmedTitle, {
        ...T.depositConfirmedBody,
        values: { amount: paidIn(w, amount, coin) },
      }),
  /** Without the admin's reason (it is optional), the usual one: the payment was not found. */
  depositRejected:
    (amount: number, coin: string | null, reason: string | null): Notice =>
    (w) =>
      written(
        INBOX_NOTICES.depositRejected(amount, coin, reason),
        w,
        T.depositRejectedTitle,
        reason
          ? { ...T.depositRejectedBody, values: { amount: paidIn(w, amount, coin), reason: reasonClause(reason) } }
          : { ...T.depositNotFoundBody, values: { amount: paidIn(w, amount, coin) } },
      ),
  planStarted:
    (amount: number): Notice =>
    (w) =>
      written(INBOX_NOTICES.planStarted(amount), w, T.planStartedTitle, { ...T.planStartedBody, values: { amount: formatUsd(amount, w.locale) } }),
  /** What one run of the daily accrual credited a user (docs/notifications.md#what-the-accrual-credited). */
  earningsCredited:
    (amount: number, days: number, plans: number): Notice =>
    (w) =>
      written(INBOX_NOTICES.earningsCredited(amount, days, plans), w, T.earningsTitle, {
        ...T.earningsBody,
        values: { plans, days, amount: formatUsd(amount, w.locale) },
      }),
  planEnded:
    (title: string, amount: number, renewed: boolean): Notice =>
    (w) =>
      written(INBOX_NOTICES.planEnded(title, amount, renewed), w, renewed ? T.planRenewedTitle : T.planMaturedTitle, {
        ...(renewed ? T.planRenewedBody : T.planMaturedBody),
        values: { plan: title, amount: formatUsd(amount, w.locale) },
      }),
  withdrawalApproved:
    (amount: number, coin: string | null): Notice =>
    (w) =>
      written(INBOX_NOTICES.withdrawalApproved(amount, coin), w, T.withdrawalSentTitle, {
        ...T.withdrawalSentBody,
        values: { amount: paidIn(w, amount, coin) },
      }),
  withdrawalRejected:
    (amount: number, coin: string | null, reason: string | null): Notice =>
    (w) =>
      written(
        INBOX_NOTICES.withdrawalRejected(amount, coin, reason),
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
        ? written(INBOX_NOTICES.identityDecided(true, null), w, T.identityVerifiedTitle, T.identityVerifiedBody)
        : written(INBOX_NOTICES.identityDecided(false, reason), w, T.identityRejectedTitle, {
            ...T.identityRejectedBody,
            // The reason's own full stop is dropped, as for the other rejections (the shared rule's English doubled it).
            values: { reason: reason ? reasonClause(reason) : w.translate(T.identityNoReason) },
          }),
  /** A security email's subject (a text in the reader's language), said in the bell too. */
  security:
    (what: Message): Notice =>
    (w) => {
      const said = w.translate(what);
      return written(INBOX_NOTICES.security(said), w, T.securityTitle, {
        ...T.securityBody,
        values: { what: `${said[0].toLocaleUpperCase(formattingLocale(w.locale))}${said.slice(1)}` },
      });
    },
  supportReplied:
    (subject: string, requestId: number): Notice =>
    (w) =>
      written(INBOX_NOTICES.supportReplied(subject, requestId), w, T.supportRepliedTitle, { ...T.supportRepliedBody, values: { subject } }),
  supportRequestWaiting:
    (username: string, subject: string, requestId: number): Notice =>
    (w) =>
      written(INBOX_NOTICES.supportRequestWaiting(username, subject, requestId), w, T.supportWaitingTitle, {
        ...T.supportWaitingBody,
        values: { username, subject },
      }),
  depositException:
    (amount: number, coin: string): Notice =>
    (w) =>
      written(INBOX_NOTICES.depositException(amount, coin), w, T.depositExceptionTitle, {
        ...T.depositExceptionBody,
        values: { amount: paidIn(w, amount, coin) },
      }),
  withdrawalWaiting:
    (amount: number, username: string): Notice =>
    (w) =>
      written(INBOX_NOTICES.withdrawalWaiting(amount, username), w, T.withdrawalWaitingTitle, {
        ...T.withdrawalWaitingBody,
        values: { username, amount: formatUsd(amount, w.locale) },
      }),
  identityWaiting:
    (username: string): Notice =>
    (w) =>
      written(INBOX_NOTICES.identityWaiting(username), w, T.identityWaitingTitle, { ...T.identityWaitingBody, values: { username } }),
  canaryRolledBack:
    (remote: string, version: string): Notice =>
    (w) =>
      written(INBOX_NOTICES.canaryRolledBack(remote, version), w, T.canaryTitle, { ...T.canaryBody, values: { remote, version } }),
} as const;

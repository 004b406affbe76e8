import {
  formatUsd,
  formatUtc,
  formattingLocale,
  FREEZE_LINK_DAYS,
  STAFF_ROLE_TEXTS,
  type Message,
  type Translate,
  type UiLocale,
  type Writer,
} from '@arcvest/shared/rules';
import type { TransactionRow, UserRow } from '../db/tables';

/** What a notification says; the outbox adds the recipient. */
export interface NotificationText {
  subject: string;
  text: string;
}

type Recipient = Pick<UserRow, 'firstname'>;

const LETTER_TEXTS = {
  hello: /*i18n*/ { id: 'email.hello', message: 'Hello {name},' },
} satisfies Record<string, Message>;

/** A letter in the recipient's language: the greeting, then the lines as given (already in that language). */
export function letterIn(translate: Translate, user: Recipient, ...lines: string[]): string {
  return [translate({ ...LETTER_TEXTS.hello, values: { name: user.firstname } }), '', ...lines].join('\n');
}

const IDENTITY_EMAIL_TEXTS = {
  verifiedSubject: /*i18n*/ { id: 'email.identity.verifiedSubject', message: 'Your {site} identity is verified' },
  verified: /*i18n*/ { id: 'email.identity.verified', message: 'Your identity has been verified. Your account is now at level 3.' },
  rejectedSubject: /*i18n*/ { id: 'email.identity.rejectedSubject', message: 'Your {site} identity verification was not accepted' },
  rejected: /*i18n*/ { id: 'email.identity.rejected', message: 'Your identity verification was not accepted, for this reason:' },
  submitAgain: /*i18n*/ { id: 'email.identity.submitAgain', message: 'You may submit your documents again from your profile.' },
} satisfies Record<string, Message>;

export function identityDecisionEmail(
  { translate }: Writer,
  site: string,
  user: Recipient,
  decision: { accepted: true } | { accepted: false; reason: string },
): NotificationText {
  const texts = IDENTITY_EMAIL_TEXTS;
  if (decision.accepted) {
    return { subject: translate({ ...texts.verifiedSubject, values: { site } }), text: letterIn(translate, user, translate(texts.verified)) };
  }
  return {
    subject: translate({ ...texts.rejectedSubject, values: { site } }),
    text: letterIn(translate, user, translate(texts.rejected), '', decision.reason, '', translate(texts.submitAgain)),
  };
}

const TRANSACTION_EMAIL_TEXTS = {
  amountIn: /*i18n*/ { id: 'email.transaction.amountIn', message: '{amount} in {coin}' },
  depositConfirmedSubject: /*i18n*/ { id: 'email.deposit.confirmedSubject', message: 'Your {site} deposit is confirmed' },
  depositConfirmed: /*i18n*/ { id: 'email.deposit.confirmed', message: 'Your deposit of {amount} is confirmed and your plan has started.' },
  depositRejectedSubject: /*i18n*/ { id: 'email.deposit.rejectedSubject', message: 'Your {site} deposit was not confirmed' },
  depositRejectedFor: /*i18n*/ { id: 'email.deposit.rejectedFor', message: 'Your deposit of {amount} was not confirmed, for this reason:' },
  depositNotFound: /*i18n*/ { id: 'email.deposit.notFound', message: 'Your deposit of {amount} was not confirmed: the payment was not found.' },
  depositReply: /*i18n*/ { id: 'email.deposit.reply', message: 'If you did pay, reply with the transaction details.' },
  withdrawalSentSubject: /*i18n*/ { id: 'email.withdrawal.sentSubject', message: 'Your {site} withdrawal has been sent' },
  withdrawalSent: /*i18n*/ { id: 'email.withdrawal.sent', message: 'Your withdrawal of {amount} has been sent to your address.' },
  withdrawalRejectedSubject: /*i18n*/ { id: 'email.withdrawal.rejectedSubject', message: 'Your {site} withdrawal was rejected' },
  withdrawalRejectedFor: /*i18n*/ { id: 'email.withdrawal.rejectedFor', message: 'Your withdrawal of {amount} was rejected, for this reason:' },
  withdrawalBack: /*i18n*/ { id: 'email.withdrawal.back', message: 'The amount is back in your wallet.' },
  withdrawalRejected: /*i18n*/ { id: 'email.withdrawal.rejected', message: 'Your withdrawal of {amount} was rejected. The amount is back in your wallet.' },
} satisfies Record<string, Message>;

/** A deposit or withdrawal confirmed or rejected by an administrator; a rejection says the admin's reason when they gave one. */
export function transactionDecisionEmail(
  { translate, locale }: Writer,
  site: string,
  user: Recipient,
  transaction: Pick<TransactionRow, 'type' | 'amount' | 'payment_method'>,
  confirmed: boolean,
  reason: string | null,
): NotificationText {
  const texts = TRANSACTION_EMAIL_TEXTS;
  const usd = formatUsd(Number(transaction.amount), locale);
  const amount = transaction.payment_method ? translate({ ...texts.amountIn, values: { amount: usd, coin: transaction.payment_method } }) : usd;
  const say = (message: Message) => translate({ ...message, values: { amount } });
  const letter = (...lines: string[]) => letterIn(translate, user, ...lines);
  if (transaction.type === 'deposit') {
    return confirmed
      ? { subject: translate({ ...texts.depositConfirmedSubject, values: { site } }), text: letter(say(texts.depositConfirmed)) }
      : {
          subject: translate({ ...texts.depositRejectedSubject, values: { site } }),
          text: reason
            ? letter(say(texts.depositRejectedFor), '', reason, '', translate(texts.depositReply))
            : letter(say(texts.depositNotFound), translate(texts.depositReply)),
        };
  }
  return confirmed
    ? { subject: translate({ ...texts.withdrawalSentSubject, values: { site } }), text: letter(say(texts.withdrawalSent)) }
    : {
        subject: translate({ ...texts.withdrawalRejectedSubject, values: { site } }),
        text: reason ? letter(say(texts.withdrawalRejectedFor), '', reason, '', translate(texts.withdrawalBack)) : letter(say(texts.withdrawalRejected)),
      };
}

const STAFF_ROLE_EMAIL_TEXTS = {
  subject: /*i18n*/ { id: 'email.staffRole.subject', message: "{site}: {username}'s staff role is now {to}" },
  changed: /*i18n*/ {
    id: 'email.staffRole.changed',
    message: '{by} changed the staff role of {username} from {from} to {to}. It took effect at once.',
  },
  none: /*i18n*/ { id: 'email.staffRole.none', message: 'none' },
  auditLog: /*i18n*/ { id: 'email.staffRole.auditLog', message: 'The audit log has the details.' },
} satisfies Record<string, Message>;

/** A staff role's name in the reader's language, in lower case as inside a sentence ("finance"). */
function roleName({ translate, locale }: Writer, role: string): string {
  const text = (STAFF_ROLE_TEXTS as Partial<Record<string, Message>>)[role];
  return text ? translate(text).toLocaleLowerCase(formattingLocale(locale)) : role;
}

/** To every owner and compliance officer: an admin's staff role changed, and who changed it. */
export function staffRoleChangedEmail(
  writer: Writer,
  site: string,
  admin: Recipient,
  change: { username: string; from: string | null; to: string; by: string },
): NotificationText {
  const { translate } = writer;
  const texts = STAFF_ROLE_EMAIL_TEXTS;
  const to = roleName(writer, change.to);
  const from = change.from === null ? translate(texts.none) : roleName(writer, change.from);
  return {
    subject: translate({ ...texts.subject, values: { site, username: change.username, to } }),
    text: letterIn(
      translate,
      admin,
      translate({ ...texts.changed, values: { by: change.by, username: change.username, from, to } }),
      '',
      translate(texts.auditLog),
    ),
  };
}

const SUSPENSION_EMAIL_TEXTS = {
  subject: /*i18n*/ { id: 'email.suspension.subject', message: 'Your {site} account is suspended' },
  suspended: /*i18n*/ { id: 'email.suspension.suspended', message: 'Your {site} account has been suspended, and you cannot sign in.' },
  askWhy: /*i18n*/ { id: 'email.suspension.askWhy', message: 'To ask why, write to {supportEmail}.' },
} satisfies Record<string, Message>;

export function suspensionEmail({ translate }: Writer, site: string, user: Recipient, supportEmail: string): NotificationText {
  const texts = SUSPENSION_EMAIL_TEXTS;
  return {
    subject: translate({ ...texts.subject, values: { site } }),
    text: letterIn(translate, user, translate({ ...texts.suspended, values: { site } }), translate({ ...texts.askWhy, values: { supportEmail } })),
  };
}

const PLAN_EMAIL_TEXTS = {
  notRenewedSubject: /*i18n*/ { id: 'email.plan.notRenewedSubject', message: 'Your {site} {plan} plan was not renewed' },
  notRenewed: /*i18n*/ { id: 'email.plan.notRenewed', message: 'Your {plan} plan has ended and was set to renew, but it could not be: {reason}' },
  capitalInBalance: /*i18n*/ { id: 'email.plan.capitalInBalance', message: 'The capital of {amount} is in your balance.' },
  renewedSubject: /*i18n*/ { id: 'email.plan.renewedSubject', message: 'Your {site} {plan} plan has renewed' },
  renewed: /*i18n*/ {
    id: 'email.plan.renewed',
    message: 'Your {plan} plan has ended and, as you chose, its capital of {amount} bought the same plan again.',
  },
  maturedSubject: /*i18n*/ { id: 'email.plan.maturedSubject', message: 'Your {site} {plan} plan has matured' },
  matured: /*i18n*/ { id: 'email.plan.matured', message: 'Your {plan} plan has ended. Its capital of {amount} is in your balance.' },
} satisfies Record<string, Message>;

/** A plan set to renew whose capital went to the balance instead, and why (a text in the reader's language). */
export function renewalRefusedEmail(
  { translate, locale }: Writer,
  site: string,
  user: Recipient,
  plan: { title: string; amount: number },
  reason: string,
): NotificationText {
  const texts = PLAN_EMAIL_TEXTS;
  return {
    subject: translate({ ...texts.notRenewedSubject, values: { site, plan: plan.title } }),
    text: letterIn(
      translate,
      user,
      translate({ ...texts.notRenewed, values: { plan: plan.title, reason } }),
      translate({ ...texts.capitalInBalance, values: { amount: formatUsd(plan.amount, locale) } }),
    ),
  };
}

/**
 * A plan that ran its course: renewed with its capital, or its capital back in the balance (a plan
 * set to renew that could not be has `renewalRefusedEmail` instead).
 */
export function planEndedEmail(
  { translate, locale }: Writer,
  site: string,
  user: Recipient,
  plan: { title: string; amount: number },
  renewed: boolean,
): NotificationText {
  const texts = PLAN_EMAIL_TEXTS;
  const values = { site, plan: plan.title, amount: formatUsd(plan.amount, locale) };
  return renewed
    ? { subject: translate({ ...texts.renewedSubject, values }), text: letterIn(translate, user, translate({ ...texts.renewed, values })) }
    : { subject: translate({ ...texts.maturedSubject, values }), text: letterIn(translate, user, translate({ ...texts.matured, values })) };
}

const ADDRESS_NOTICE_TEXTS = {
  subject: /*i18n*/ { id: 'email.addressSaved.subject', message: 'a withdrawal address was saved' },
  saved: /*i18n*/ { id: 'email.addressSaved.saved', message: 'The {coin} address "{label}" ({address}) was saved to your account.' },
  usableFrom: /*i18n*/ { id: 'email.addressSaved.usableFrom', message: 'It can be used for withdrawals from {time}.' },
} satisfies Record<string, Message>;

/** A withdrawal address saved to the account: the owner hears of it at once, in case it was not them (`usableFrom` an ISO time). */
export function addressSavedNotice(entry: { label: string; address: string; coin: string; usableFrom: string }): SecurityNotice {
  const texts = ADDRESS_NOTICE_TEXTS;
  return {
    subject: texts.subject,
    lines: [
      { ...texts.saved, values: { coin: entry.coin, label: entry.label, address: entry.address } },
      ({ locale }) => ({ ...texts.usableFrom, values: { time: formatUtc(entry.usableFrom, locale) } }),
    ],
  };
}

/** What the server saw when it rolled a canary back (services/deployments.ts). */
export interface CanaryRollback {
  remote: string;
  version: string;
  current: string;
  canary_counts: { loads: number; errors: number };
  current_counts: { loads: number; errors: number };
  error_margin: number;
}

const CANARY_EMAIL_TEXTS = {
  subject: /*i18n*/ { id: 'email.canary.subject', message: "{site}: the {remote} remote's canary {version} was rolled back" },
  ended: /*i18n*/ {
    id: 'email.canary.ended',
    message: 'The canary {version} of the {remote} remote was ended automatically: every visitor gets version {current} again.',
  },
  canary: /*i18n*/ {
    id: 'email.canary.canary',
    message: 'Canary: {errors, plural, one {# error} other {# errors}} in its last {loads, plural, one {page load} other {# page loads}} ({rate}).',
  },
  current: /*i18n*/ {
    id: 'email.canary.current',
    message: 'Current version: {errors, plural, one {# error} other {# errors}} in its last {loads, plural, one {page load} other {# page loads}} ({rate}).',
  },
  margin: /*i18n*/ { id: 'email.canary.margin', message: "The canary may exceed the current version's error rate by {points} points." },
  details: /*i18n*/ { id: 'email.canary.details', message: 'The deployments page of the admin console and the audit log have the details.' },
} satisfies Record<string, Message>;

const percent = ({ loads, errors }: { loads: number; errors: number }, locale: UiLocale) =>
  `${new Intl.NumberFormat(formattingLocale(locale), { maximumFractionDigits: 1 }).format(loads === 0 ? 0 : Math.round((errors / loads) * 1000) / 10)} %`;

/** To each admin, in their language: a canary was ended by the server, and on what figures. */
export function canaryRolledBackEmail({ translate, locale }: Writer, site: string, admin: Recipient, rollback: CanaryRollback): NotificationText {
  const texts = CANARY_EMAIL_TEXTS;
  const { canary_counts: canary, current_counts: current, remote, version } = rollback;
  const counts = (message: Message, figures: { loads: number; errors: number }) =>
    translate({ ...message, values: { errors: figures.errors, loads: figures.loads, rate: percent(figures, locale) } });
  return {
    subject: translate({ ...texts.subject, values: { site, remote, version } }),
    text: letterIn(
      translate,
      admin,
      translate({ ...texts.ended, values: { version, remote, current: rollback.current } }),
      '',
      counts(texts.canary, canary),
      counts(texts.current, current),
      translate({ ...texts.margin, values: { points: rollback.error_margin * 100 } }),
      '',
      translate(texts.details),
    ),
  };
}

const SECURITY_EMAIL_TEXTS = {
  subject: /*i18n*/ { id: 'email.security.subject', message: '{site} security: {what}' },
  wasYou: /*i18n*/ { id: 'email.security.wasYou', message: 'If this was you, there is nothing to do.' },
  notYou: /*i18n*/ { id: 'email.security.notYou', message: 'If it was not you, freeze your account now (this link works once, for {days} days):' },
  frozen: /*i18n*/ {
    id: 'email.security.frozen',
    message: 'A frozen account cannot sign in, withdraw or change anything until support has checked who you are.',
  },
} satisfies Record<string, Message>;

/** A notice's line in the reader's language: a text (a descriptor, or one written for their locale), or a string kept as given. */
export function lineIn(writer: Writer, line: NoticeLine): string {
  const text = typeof line === 'function' ? line(writer) : line;
  return typeof text === 'string' ? text : writer.translate(text);
}

/**
 * A change to how the account signs in or where its money may go: said to the owner at once, in
 * their language, with the one-click link that freezes the account if it was not them (docs/security.md#freeze).
 */
export function securityEmail(writer: Writer, site: string, user: Recipient, notice: SecurityNotice, freezeUrl: string): NotificationText {
  const { translate } = writer;
  const texts = SECURITY_EMAIL_TEXTS;
  return {
    subject: translate({ ...texts.subject, values: { site, what: translate(notice.subject) } }),
    text: letterIn(
      translate,
      user,
      ...notice.lines.map((line) => lineIn(writer, line)),
      '',
      translate(texts.wasYou),
      translate({ ...texts.notYou, values: { days: FREEZE_LINK_DAYS } }),
      freezeUrl,
      '',
      translate(texts.frozen),
    ),
  };
}

/**
 * A line of a security notice: a descriptor, one made for the reader's locale (a date), or a
 * string written as it is (a blank line, a text someone typed).
 */
export type NoticeLine = Message | string | ((writer: Writer) => Message | string);

/** What a security email says happened, before the freeze link; the subject is the notice's title too. */
export interface SecurityNotice {
  subject: Message;
  lines: NoticeLine[];
}

const SUPPORT_EMAIL_TEXTS = {
  replySubject: /*i18n*/ { id: 'email.support.replySubject', message: '{site} support answered: {subject}' },
  replied: /*i18n*/ { id: 'email.support.replied', message: 'We have answered your support request "{subject}".' },
  readHere: /*i18n*/ { id: 'email.support.readHere', message: 'Read the answer and reply here: {link}' },
  investorSubject: /*i18n*/ { id: 'email.support.investorSubject', message: '{site} support request #{id} from {username}: {subject}' },
  investorWrote: /*i18n*/ { id: 'email.support.investorWrote', message: '{username} wrote on support request #{id}, "{subject}".' },
  openInConsole: /*i18n*/ { id: 'email.support.openInConsole', message: 'Open it in the console: {link}' },
} satisfies Record<string, Message>;

/** To the investor: staff answered their support request; the link, never the attachments (docs/support.md). */
export function supportReplyEmail({ translate }: Writer, site: string, user: Recipient, request: { subject: string }, link: string): NotificationText {
  const texts = SUPPORT_EMAIL_TEXTS;
  return {
    subject: translate({ ...texts.replySubject, values: { site, subject: request.subject } }),
    text: letterIn(
      translate,
      user,
      translate({ ...texts.replied, values: { subject: request.subject } }),
      '',
      translate({ ...texts.readHere, values: { link } }),
    ),
  };
}

/** To the assigned staff member, or the support address (then in English): an investor wrote on a request. */
export function supportInvestorMessageEmail(
  { translate }: Writer,
  site: string,
  request: { id: number; subject: string; username: string },
  link: string,
): NotificationText {
  const texts = SUPPORT_EMAIL_TEXTS;
  const values = { site, id: request.id, subject: request.subject, username: request.username };
  return {
    subject: translate({ ...texts.investorSubject, values }),
    text: [translate({ ...texts.investorWrote, values }), '', translate({ ...texts.openInConsole, values: { link } })].join('\n'),
  };
}

const SECURITY_LINE_TEXTS = {
  hold: /*i18n*/ { id: 'email.security.hold', message: 'For your security, withdrawals and new withdrawal addresses are on hold for a while.' },
} satisfies Record<string, Message>;

/** The line of every security notice whose change starts a hold on withdrawals. */
export const HOLD_LINE = SECURITY_LINE_TEXTS.hold;

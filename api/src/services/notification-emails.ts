import { formatUsd, inEnglish, type Message, type Translate } from '@arcvest/shared/rules';
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

function letter(user: Recipient, ...lines: string[]): string {
  return [inEnglish({ ...LETTER_TEXTS.hello, values: { name: user.firstname } }), '', ...lines].join('\n');
}

/** A letter in the recipient's language: the greeting, then the lines as given (already in that language). */
export function letterIn(translate: Translate, user: Recipient, ...lines: string[]): string {
  return [translate({ ...LETTER_TEXTS.hello, values: { name: user.firstname } }), '', ...lines].join('\n');
}

export function identityDecisionEmail(siteName: string, user: Recipient, decision: { accepted: true } | { accepted: false; reason: string }): NotificationText {
  if (decision.accepted) {
    return { subject: `Your ${siteName} identity is verified`, text: letter(user, 'Your identity has been verified. Your account is now at level 3.') };
  }
  return {
    subject: `Your ${siteName} identity verification was not accepted`,
    text: letter(
      user,
      'Your identity verification was not accepted, for this reason:',
      '',
      decision.reason,
      '',
      'You may submit your documents again from your profile.',
    ),
  };
}

/** A deposit or withdrawal confirmed or rejected by an administrator; a rejection says the admin's reason when they gave one. */
export function transactionDecisionEmail(
  siteName: string,
  user: Recipient,
  transaction: Pick<TransactionRow, 'type' | 'amount' | 'payment_method'>,
  confirmed: boolean,
  reason: string | null,
): NotificationText {
  const coin = transaction.payment_method ? ` in ${transaction.payment_method}` : '';
  const amount = `${formatUsd(Number(transaction.amount))}${coin}`;
  if (transaction.type === 'deposit') {
    return confirmed
      ? { subject: `Your ${siteName} deposit is confirmed`, text: letter(user, `Your deposit of ${amount} is confirmed and your plan has started.`) }
      : {
          subject: `Your ${siteName} deposit was not confirmed`,
          text: reason
            ? letter(
                user,
                `Your deposit of ${amount} was not confirmed, for this reason:`,
                '',
                reason,
                '',
                'If you did pay, reply with the transaction details.',
              )
            : letter(user, `Your deposit of ${amount} was not confirmed: the payment was not found.`, 'If you did pay, reply with the transaction details.'),
        };
  }
  return confirmed
    ? { subject: `Your ${siteName} withdrawal has been sent`, text: letter(user, `Your withdrawal of ${amount} has been sent to your address.`) }
    : {
        subject: `Your ${siteName} withdrawal was rejected`,
        text: reason
          ? letter(user, `Your withdrawal of ${amount} was rejected, for this reason:`, '', reason, '', 'The amount is back in your wallet.')
          : letter(user, `Your withdrawal of ${amount} was rejected. The amount is back in your wallet.`),
      };
}

/** To every owner and compliance officer: an admin's staff role changed, and who changed it. */
export function staffRoleChangedEmail(
  siteName: string,
  admin: Recipient,
  change: { username: string; from: string | null; to: string; by: string },
): NotificationText {
  return {
    subject: `${siteName}: ${change.username}'s staff role is now ${change.to}`,
    text: letter(
      admin,
      `${change.by} changed the staff role of ${change.username} from ${change.from ?? 'none'} to ${change.to}. It took effect at once.`,
      '',
      'The audit log has the details.',
    ),
  };
}

export function suspensionEmail(siteName: string, user: Recipient, supportEmail: string): NotificationText {
  return {
    subject: `Your ${siteName} account is suspended`,
    text: letter(user, `Your ${siteName} account has been suspended, and you cannot sign in.`, `To ask why, write to ${supportEmail}.`),
  };
}

/** A plan set to renew whose capital went to the balance instead, and why. */
export function renewalRefusedEmail(siteName: string, user: Recipient, plan: { title: string; amount: number }, reason: string): NotificationText {
  return {
    subject: `Your ${siteName} ${plan.title} plan was not renewed`,
    text: letter(
      user,
      `Your ${plan.title} plan has ended and was set to renew, but it could not be: ${reason}`,
      `The capital of ${formatUsd(plan.amount)} is in your balance.`,
    ),
  };
}

/**
 * A plan that ran its course: renewed with its capital, or its capital back in the balance (a plan
 * set to renew that could not be has `renewalRefusedEmail` instead).
 */
export function planEndedEmail(siteName: string, user: Recipient, plan: { title: string; amount: number }, renewed: boolean): NotificationText {
  const capital = formatUsd(plan.amount);
  return renewed
    ? {
        subject: `Your ${siteName} ${plan.title} plan has renewed`,
        text: letter(user, `Your ${plan.title} plan has ended and, as you chose, its capital of ${capital} bought the same plan again.`),
      }
    : {
        subject: `Your ${siteName} ${plan.title} plan has matured`,
        text: letter(user, `Your ${plan.title} plan has ended. Its capital of ${capital} is in your balance.`),
      };
}

/** A withdrawal address saved to the account: the owner hears of it at once, in case it was not them. */
export function addressSavedNotice(entry: { label: string; address: string; coin: string; usableFrom: string }): SecurityNotice {
  return {
    subject: 'a withdrawal address was saved',
    lines: [
      `The ${entry.coin} address "${entry.label}" (${entry.address}) was saved to your account.`,
      `It can be used for withdrawals from ${entry.usableFrom}.`,
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

const percent = ({ loads, errors }: { loads: number; errors: number }) => `${loads === 0 ? 0 : Math.round((errors / loads) * 1000) / 10} %`;

/** To each admin: a canary was ended by the server, and on what figures. */
export function canaryRolledBackEmail(siteName: string, admin: Recipient, rollback: CanaryRollback): NotificationText {
  const { canary_counts: canary, current_counts: current } = rollback;
  return {
    subject: `${siteName}: the ${rollback.remote} remote's canary ${rollback.version} was rolled back`,
    text: letter(
      admin,
      `The canary ${rollback.version} of the ${rollback.remote} remote was ended automatically: every visitor gets version ${rollback.current} again.`,
      '',
      `Canary: ${canary.errors} errors in its last ${canary.loads} page loads (${percent(canary)}).`,
      `Current version: ${current.errors} errors in its last ${current.loads} page loads (${percent(current)}).`,
      `The canary may exceed the current version's error rate by ${rollback.error_margin * 100} points.`,
      '',
      'The deployments page of the admin console and the audit log have the details.',
    ),
  };
}

/**
 * A change to how the account signs in or where its money may go: said to the owner at once,
 * with the one-click link that freezes the account if it was not them (docs/security.md#freeze).
 */
export function securityEmail(siteName: string, user: Recipient, notice: SecurityNotice, freezeUrl: string): NotificationText {
  return {
    subject: `${siteName} security: ${notice.subject}`,
    text: letter(
      user,
      ...notice.lines,
      '',
      'If this was you, there is nothing to do.',
      `If it was not you, freeze your account now (this link works once, for 7 days):`,
      freezeUrl,
      '',
      'A frozen account cannot sign in, withdraw or change anything until support has checked who you are.',
    ),
  };
}

/** What a security email says happened, before the freeze link. */
export interface SecurityNotice {
  subject: string;
  lines: string[];
}

/** To the investor: staff answered their support request; the link, never the attachments (docs/support.md). */
export function supportReplyEmail(siteName: string, user: Recipient, request: { subject: string }, link: string): NotificationText {
  return {
    subject: `${siteName} support answered: ${request.subject}`,
    text: letter(user, `We have answered your support request "${request.subject}".`, '', `Read the answer and reply here: ${link}`),
  };
}

/** To the assigned staff member, or the support address: an investor wrote on a request. */
export function supportInvestorMessageEmail(siteName: string, request: { id: number; subject: string; username: string }, link: string): NotificationText {
  return {
    subject: `${siteName} support request #${request.id} from ${request.username}: ${request.subject}`,
    text: [`${request.username} wrote on support request #${request.id}, "${request.subject}".`, '', `Open it in the console: ${link}`].join('\n'),
  };
}

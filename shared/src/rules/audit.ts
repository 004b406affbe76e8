import { ID_PATTERN } from './limits';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { englishTexts, inEnglish, type Message, type Translate } from './messages';
import { formatUsd } from './money';

/** The audit log's admin filter: a user id (digits) or a username. */
export const AUDIT_ACTOR_PATTERN = '^[A-Za-z0-9_.-]{1,64}$';
/** An action key: 'wallet.bonus'. */
export const AUDIT_ACTION_PATTERN = '^[a-z0-9._-]{1,64}$';

export interface AuditFilterInput {
  actor: string;
  user: string;
}

/** The audit log's own words about its filters and details, for the console to say in the reader's language. */
export const AUDIT_TEXTS = {
  actorInvalid: /*i18n*/ { id: 'rules.audit.actorInvalid', message: "Enter an admin's username or user id." },
  userInvalid: /*i18n*/ { id: 'rules.audit.userInvalid', message: "Enter the user's id: digits only, e.g. 42." },
  reason: /*i18n*/ { id: 'rules.audit.reason', message: 'Reason: {reason}' },
} satisfies Record<string, Message>;

/** What is wrong with the typed filters, per field (empty: nothing); the server checks the same patterns. */
export function auditFilterErrors(input: AuditFilterInput, translate: Translate = inEnglish): Partial<Record<keyof AuditFilterInput, string>> {
  const errors: Partial<Record<keyof AuditFilterInput, string>> = {};
  const actor = input.actor.trim();
  const user = input.user.trim();
  if (actor && !new RegExp(AUDIT_ACTOR_PATTERN).test(actor)) errors.actor = translate(AUDIT_TEXTS.actorInvalid);
  if (user && !new RegExp(ID_PATTERN).test(user)) errors.user = translate(AUDIT_TEXTS.userInvalid);
  return errors;
}

/**
 * Human words for the audit log's action keys (what `recordAudit` writes), in the order the
 * action filter offers them. A key missing here still shows, as auditActionLabel words it.
 */
export const AUDIT_ACTION_TEXTS: Readonly<Record<string, Message>> = {
  'wallet.bonus': /*i18n*/ { id: 'rules.auditAction.walletBonus', message: 'Bonus given' },
  'wallet.fee': /*i18n*/ { id: 'rules.auditAction.walletFee', message: 'Fee charged' },
  'transaction.confirm': /*i18n*/ { id: 'rules.auditAction.transactionConfirm', message: 'Transaction confirmed' },
  'transaction.reject': /*i18n*/ { id: 'rules.auditAction.transactionReject', message: 'Transaction rejected' },
  'plan.buy-for-user': /*i18n*/ { id: 'rules.auditAction.planBuyForUser', message: 'Plan bought for a user' },
  'plan.redeem': /*i18n*/ { id: 'rules.auditAction.planRedeem', message: 'Plan redeemed early' },
  'identity.accept': /*i18n*/ { id: 'rules.auditAction.identityAccept', message: 'Identity accepted' },
  'identity.reject': /*i18n*/ { id: 'rules.auditAction.identityReject', message: 'Identity rejected' },
  'user.suspend': /*i18n*/ { id: 'rules.auditAction.userSuspend', message: 'User suspended' },
  'user.sessions.end': /*i18n*/ { id: 'rules.auditAction.userSessionsEnd', message: 'Sessions ended' },
  'user.freeze': /*i18n*/ { id: 'rules.auditAction.userFreeze', message: 'Account frozen by its owner' },
  'user.unfreeze': /*i18n*/ { id: 'rules.auditAction.userUnfreeze', message: 'Account unfrozen' },
  'security.step-up-failures': /*i18n*/ { id: 'rules.auditAction.securityStepUpFailures', message: 'Withdrawal confirmation failed 5 times' },
  'security.second-factor-locked': /*i18n*/ { id: 'rules.auditAction.securitySecondFactorLocked', message: 'Second factor locked' },
  'user.unsuspend': /*i18n*/ { id: 'rules.auditAction.userUnsuspend', message: 'User unsuspended' },
  'user.role': /*i18n*/ { id: 'rules.auditAction.userRole', message: 'Role changed' },
  'user.staff-role': /*i18n*/ { id: 'rules.auditAction.userStaffRole', message: 'Staff role changed' },
  'staff.invite': /*i18n*/ { id: 'rules.auditAction.staffInvite', message: 'Staff invited' },
  'staff.invite-revoke': /*i18n*/ { id: 'rules.auditAction.staffInviteRevoke', message: 'Staff invitation revoked' },
  'staff.invite-accept': /*i18n*/ { id: 'rules.auditAction.staffInviteAccept', message: 'Staff invitation accepted' },
  'approval.request': /*i18n*/ { id: 'rules.auditAction.approvalRequest', message: 'Approval asked for' },
  'approval.approve': /*i18n*/ { id: 'rules.auditAction.approvalApprove', message: 'Approval given: action done' },
  'approval.fail': /*i18n*/ { id: 'rules.auditAction.approvalFail', message: 'Approval given: action refused' },
  'approval.reject': /*i18n*/ { id: 'rules.auditAction.approvalReject', message: 'Approval request rejected' },
  'user.message.set': /*i18n*/ { id: 'rules.auditAction.userMessageSet', message: 'Display message set' },
  'user.message.remove': /*i18n*/ { id: 'rules.auditAction.userMessageRemove', message: 'Display message removed' },
  'user.update': /*i18n*/ { id: 'rules.auditAction.userUpdate', message: 'User edited' },
  'user.delete': /*i18n*/ { id: 'rules.auditAction.userDelete', message: 'User deleted' },
  'user.create-first-admin': /*i18n*/ { id: 'rules.auditAction.userCreateFirstAdmin', message: 'First admin created' },
  'plan.create': /*i18n*/ { id: 'rules.auditAction.planCreate', message: 'Plan created' },
  'plan.update': /*i18n*/ { id: 'rules.auditAction.planUpdate', message: 'Plan edited' },
  'plan.delete': /*i18n*/ { id: 'rules.auditAction.planDelete', message: 'Plan deleted' },
  'address.create': /*i18n*/ { id: 'rules.auditAction.addressCreate', message: 'Address added' },
  'address.delete': /*i18n*/ { id: 'rules.auditAction.addressDelete', message: 'Address deleted' },
  'chain-key.set': /*i18n*/ { id: 'rules.auditAction.chainKeySet', message: 'Extended public key set' },
  'deployment.canary-share': /*i18n*/ { id: 'rules.auditAction.deploymentCanaryShare', message: 'Canary share changed' },
  'deployment.promote': /*i18n*/ { id: 'rules.auditAction.deploymentPromote', message: 'Canary promoted' },
  'deployment.end-canary': /*i18n*/ { id: 'rules.auditAction.deploymentEndCanary', message: 'Canary ended' },
  'deployment.auto-rollback': /*i18n*/ { id: 'rules.auditAction.deploymentAutoRollback', message: 'Canary rolled back automatically' },
  'liabilities.snapshot': /*i18n*/ { id: 'rules.auditAction.liabilitiesSnapshot', message: 'Proof of liabilities taken' },
  'reserve-address.add': /*i18n*/ { id: 'rules.auditAction.reserveAddressAdd', message: 'Reserve address registered' },
  'reserve-address.remove': /*i18n*/ { id: 'rules.auditAction.reserveAddressRemove', message: 'Reserve address removed' },
  'support.reply': /*i18n*/ { id: 'rules.auditAction.supportReply', message: 'Support reply sent' },
  'support.note': /*i18n*/ { id: 'rules.auditAction.supportNote', message: 'Support note added' },
  'support.assign': /*i18n*/ { id: 'rules.auditAction.supportAssign', message: 'Support request taken' },
  'support.close': /*i18n*/ { id: 'rules.auditAction.supportClose', message: 'Support request closed' },
  'support.saved-reply.create': /*i18n*/ { id: 'rules.auditAction.supportSavedReplyCreate', message: 'Saved reply created' },
  'support.saved-reply.delete': /*i18n*/ { id: 'rules.auditAction.supportSavedReplyDelete', message: 'Saved reply deleted' },
};

/** The same words in English, for those that say them as plain strings. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = englishTexts(AUDIT_ACTION_TEXTS);

/** 'wallet.bonus' -> 'Bonus given'; an unknown key as words: 'user.reset-password' -> 'User reset password'. */
export function auditActionLabel(action: string, translate: Translate = inEnglish): string {
  const known = AUDIT_ACTION_TEXTS[action];
  if (known) return translate(known);
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Keys whose number is money in cents, wherever they appear in the details. */
const MONEY_KEYS = new Set([
  'amount',
  'wallet',
  'bonus',
  'fee',
  'min_amount',
  'max_amount',
  'capital',
  'penalty',
  'earnings_deducted',
  'referral_bonus_deducted',
  'credited',
]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value for a reader: money in dollars, a named thing (a plan) by its title, a record as 'key: value' pairs. */
function describeValue(key: string, value: unknown, locale: UiLocale): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && MONEY_KEYS.has(key)) return formatUsd(value, locale);
  if (isRecord(value)) {
    if (typeof value.title === 'string') return value.title;
    return Object.entries(value)
      .map(([inner, innerValue]) => `${words(inner)}: ${describeValue(inner, innerValue, locale)}`)
      .join(', ');
  }
  return String(value);
}

const words = (key: string) => key.replace(/_/g, ' ');

/** 'before → after'; for two records, one line per field that changed. */
function describeChange(before: unknown, after: unknown, locale: UiLocale): string[] {
  if (!isRecord(before) || !isRecord(after)) return [`${describeValue('', before, locale)} → ${describeValue('', after, locale)}`];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${words(key)}: ${describeValue(key, before[key], locale)} → ${describeValue(key, after[key], locale)}`);
}

/** Shown first and on their own (amount, reason, the change), or ids that repeat the row's target. */
const SPECIAL_KEYS = new Set(['amount', 'reason', 'before', 'after', 'user_id', 'transaction_id']);

/**
 * The details of an audit entry as short lines for a reader: the amount in dollars first,
 * then the reason, the change ('before → after'), and any other field as 'key: value'. The
 * amounts and the word "Reason" are the reader's; the keys and values are the server's, as written.
 */
export function summariseAuditDetails(details: Record<string, unknown>, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string[] {
  const lines: string[] = [];
  if (typeof details.amount === 'number') lines.push(formatUsd(details.amount, locale));
  if (typeof details.reason === 'string' && details.reason.trim()) lines.push(translate({ ...AUDIT_TEXTS.reason, values: { reason: details.reason } }));
  if ('before' in details || 'after' in details) lines.push(...describeChange(details.before, details.after, locale));
  for (const [key, value] of Object.entries(details)) {
    if (!SPECIAL_KEYS.has(key)) lines.push(`${words(key)}: ${describeValue(key, value, locale)}`);
  }
  return lines;
}

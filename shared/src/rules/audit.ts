import { ID_PATTERN } from './limits';
import { formatUsd } from './money';

/** The audit log's admin filter: a user id (digits) or a username. */
export const AUDIT_ACTOR_PATTERN = '^[A-Za-z0-9_.-]{1,64}$';
/** An action key: 'wallet.bonus'. */
export const AUDIT_ACTION_PATTERN = '^[a-z0-9._-]{1,64}$';

export interface AuditFilterInput {
  actor: string;
  user: string;
}

/** What is wrong with the typed filters, per field (empty: nothing); the server checks the same patterns. */
export function auditFilterErrors(input: AuditFilterInput): Partial<Record<keyof AuditFilterInput, string>> {
  const errors: Partial<Record<keyof AuditFilterInput, string>> = {};
  const actor = input.actor.trim();
  const user = input.user.trim();
  if (actor && !new RegExp(AUDIT_ACTOR_PATTERN).test(actor)) errors.actor = "Enter an admin's username or user id.";
  if (user && !new RegExp(ID_PATTERN).test(user)) errors.user = "Enter the user's id: digits only, e.g. 42.";
  return errors;
}

/**
 * Human words for the audit log's action keys (what `recordAudit` writes), in the order the
 * action filter offers them. A key missing here still shows, as auditActionLabel words it.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'wallet.bonus': 'Bonus given',
  'wallet.fee': 'Fee charged',
  'transaction.confirm': 'Transaction confirmed',
  'transaction.reject': 'Transaction rejected',
  'plan.buy-for-user': 'Plan bought for a user',
  'plan.redeem': 'Plan redeemed early',
  'identity.accept': 'Identity accepted',
  'identity.reject': 'Identity rejected',
  'user.suspend': 'User suspended',
  'user.sessions.end': 'Sessions ended',
  'user.freeze': 'Account frozen by its owner',
  'user.unfreeze': 'Account unfrozen',
  'security.step-up-failures': 'Withdrawal confirmation failed 5 times',
  'security.second-factor-locked': 'Second factor locked',
  'user.unsuspend': 'User unsuspended',
  'user.role': 'Role changed',
  'user.staff-role': 'Staff role changed',
  'staff.invite': 'Staff invited',
  'staff.invite-revoke': 'Staff invitation revoked',
  'staff.invite-accept': 'Staff invitation accepted',
  'approval.request': 'Approval asked for',
  'approval.approve': 'Approval given: action done',
  'approval.fail': 'Approval given: action refused',
  'approval.reject': 'Approval request rejected',
  'user.message.set': 'Display message set',
  'user.message.remove': 'Display message removed',
  'user.update': 'User edited',
  'user.delete': 'User deleted',
  'user.create-first-admin': 'First admin created',
  'plan.create': 'Plan created',
  'plan.update': 'Plan edited',
  'plan.delete': 'Plan deleted',
  'address.create': 'Address added',
  'address.delete': 'Address deleted',
  'chain-key.set': 'Extended public key set',
  'deployment.canary-share': 'Canary share changed',
  'deployment.promote': 'Canary promoted',
  'deployment.end-canary': 'Canary ended',
  'deployment.auto-rollback': 'Canary rolled back automatically',
  'liabilities.snapshot': 'Proof of liabilities taken',
  'reserve-address.add': 'Reserve address registered',
  'reserve-address.remove': 'Reserve address removed',
  'support.reply': 'Support reply sent',
  'support.note': 'Support note added',
  'support.assign': 'Support request taken',
  'support.close': 'Support request closed',
  'support.saved-reply.create': 'Saved reply created',
  'support.saved-reply.delete': 'Saved reply deleted',
};

/** 'wallet.bonus' -> 'Bonus given'; an unknown key as words: 'user.reset-password' -> 'User reset password'. */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
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
function describeValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && MONEY_KEYS.has(key)) return formatUsd(value);
  if (isRecord(value)) {
    if (typeof value.title === 'string') return value.title;
    return Object.entries(value)
      .map(([inner, innerValue]) => `${words(inner)}: ${describeValue(inner, innerValue)}`)
      .join(', ');
  }
  return String(value);
}

const words = (key: string) => key.replace(/_/g, ' ');

/** 'before → after'; for two records, one line per field that changed. */
function describeChange(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [`${describeValue('', before)} → ${describeValue('', after)}`];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${words(key)}: ${describeValue(key, before[key])} → ${describeValue(key, after[key])}`);
}

/** Shown first and on their own (amount, reason, the change), or ids that repeat the row's target. */
const SPECIAL_KEYS = new Set(['amount', 'reason', 'before', 'after', 'user_id', 'transaction_id']);

/**
 * The details of an audit entry as short lines for a reader: the amount in dollars first,
 * then the reason, the change ('before → after'), and any other field as 'key: value'.
 */
export function summariseAuditDetails(details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (typeof details.amount === 'number') lines.push(formatUsd(details.amount));
  if (typeof details.reason === 'string' && details.reason.trim()) lines.push(`Reason: ${details.reason}`);
  if ('before' in details || 'after' in details) lines.push(...describeChange(details.before, details.after));
  for (const [key, value] of Object.entries(details)) {
    if (!SPECIAL_KEYS.has(key)) lines.push(`${words(key)}: ${describeValue(key, value)}`);
  }
  return lines;
}

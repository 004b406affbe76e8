import { formatUsd } from './money';
import { staffCan, type StaffPermission, type StaffRole } from './staff-roles';

// Four-eyes approval (docs/security-authorization.md#four-eyes-approval): the actions below,
// asked by one staff member, wait for a second one with the same permission.

export const APPROVAL_KINDS = [
  'withdrawal.confirm',
  'wallet.bonus',
  'wallet.fee',
  'plan.buy_for_user',
  'plan.create',
  'plan.change',
  'chain_key.save',
  'reserve_address.register',
  'staff.make_owner',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'done', 'rejected', 'failed', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The permission an action needs: the one its own route names; the approver must hold it too. */
export const APPROVAL_KIND_PERMISSION: Record<ApprovalKind, StaffPermission> = {
  'withdrawal.confirm': 'money.decide',
  'wallet.bonus': 'money.adjust',
  'wallet.fee': 'money.adjust',
  'plan.buy_for_user': 'money.adjust',
  'plan.create': 'platform.configure',
  'plan.change': 'platform.configure',
  'chain_key.save': 'platform.configure',
  'reserve_address.register': 'platform.configure',
  'staff.make_owner': 'staff.manage',
};

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  'withdrawal.confirm': 'Confirm a withdrawal',
  'wallet.bonus': 'Give a bonus',
  'wallet.fee': 'Charge a fee',
  'plan.buy_for_user': 'Buy a plan for a user',
  'plan.create': 'Create a plan',
  'plan.change': "Change a plan's terms",
  'chain_key.save': 'Save a chain key',
  'reserve_address.register': 'Register a reserve address',
  'staff.make_owner': 'Make someone an owner',
};

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Waiting for approval',
  done: 'Approved and done',
  rejected: 'Rejected',
  failed: 'Approved, not done',
  expired: 'Expired',
};

/** A request waits this long for its second person, then does nothing. */
export const APPROVAL_HOURS = 72;
/** Withdrawals from this many dollars up need a second person, unless FOUR_EYES_USD says otherwise. */
export const DEFAULT_FOUR_EYES_USD = 1000;

export const APPROVAL_MESSAGES = {
  waiting: 'Sent for approval: a second staff member with the permission must approve it before anything changes.',
  ownRequest: 'You asked for this yourself: another staff member must approve it.',
  notPending: 'This request is no longer waiting: it was approved, rejected or has expired.',
  notFound: 'Approval request not found.',
  alreadyWaiting: (id: number) => `This is already waiting for approval (request #${id}): approve or reject that one first.`,
  done: 'Approved and done.',
  rejected: 'Request rejected: nothing was changed.',
  failed: (why: string) => `Approved, but not done: ${why}`,
  /** Said before an action that needs a second person. */
  needsSecondPerson: 'A second staff member must approve this before it takes effect.',
  /** Said on every money page when four-eyes approval is off. */
  singleApprover: 'Four-eyes approval is off (FOUR_EYES=off): what you confirm here takes effect at once, approved by you alone.',
  ownerInviteNeedsApproval: 'Invite with another role, then make them an owner from their user page: while another owner exists, a second owner approves that.',
} as const;

export type ApprovalTargetType = 'transaction' | 'user' | 'plan' | 'chain_key';

/** What a request acts on, as its `target`: one pending request per target and kind. */
export function approvalTarget(type: ApprovalTargetType, id: number | string): string {
  return `${type}:${id}`;
}

/** Whether confirming a withdrawal of `amountCents` waits for a second person. */
export function withdrawalNeedsApproval(amountCents: number, thresholdCents: number): boolean {
  return amountCents >= thresholdCents;
}

/** The threshold of FOUR_EYES_USD, in cents. */
export function fourEyesThresholdCents(dollars: number): number {
  return dollars * 100;
}

/** "Withdrawals of $1,000.00 or more" */
export function withdrawalThresholdText(thresholdCents: number): string {
  return `Withdrawals of ${formatUsd(thresholdCents)} or more`;
}

/**
 * Whether `viewer` may approve or reject a request: their role holds the action's permission,
 * and (to approve) they are not the one who asked.
 */
export function mayDecideApproval(
  viewer: { id: number; staff_role: StaffRole | null | undefined },
  approval: { kind: ApprovalKind; requested_by_id: number },
  decision: 'approve' | 'reject',
): boolean {
  if (!staffCan(viewer.staff_role, APPROVAL_KIND_PERMISSION[approval.kind])) return false;
  return decision === 'reject' || viewer.id !== approval.requested_by_id;
}

/** A plan's terms whose change waits for a second person; its title and risk text do not. */
export const APPROVED_PLAN_TERMS = [
  'roi',
  'duration',
  'min_amount',
  'max_amount',
  'early_redemption_penalty_percent',
  'early_redemption_deducts_earnings',
] as const;
type PlanTerms = Record<(typeof APPROVED_PLAN_TERMS)[number], number | boolean | null>;

/** Whether saving `after` over `before` changes a term (so it waits for approval). */
export function planTermsChanged(before: PlanTerms, after: PlanTerms): boolean {
  return APPROVED_PLAN_TERMS.some((term) => before[term] !== after[term]);
}

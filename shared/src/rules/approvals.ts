import { englishTexts, inEnglish, type Message, type Translate } from './messages';
import { formatUsd } from './money';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
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

/** Each kind's name, for a page to say in its language. */
export const APPROVAL_KIND_TEXTS: Record<ApprovalKind, Message> = {
  'withdrawal.confirm': /*i18n*/ { id: 'rules.approvalKind.withdrawalConfirm', message: 'Confirm a withdrawal' },
  'wallet.bonus': /*i18n*/ { id: 'rules.approvalKind.walletBonus', message: 'Give a bonus' },
  'wallet.fee': /*i18n*/ { id: 'rules.approvalKind.walletFee', message: 'Charge a fee' },
  'plan.buy_for_user': /*i18n*/ { id: 'rules.approvalKind.planBuyForUser', message: 'Buy a plan for a user' },
  'plan.create': /*i18n*/ { id: 'rules.approvalKind.planCreate', message: 'Create a plan' },
  'plan.change': /*i18n*/ { id: 'rules.approvalKind.planChange', message: "Change a plan's terms" },
  'chain_key.save': /*i18n*/ { id: 'rules.approvalKind.chainKeySave', message: 'Save a chain key' },
  'reserve_address.register': /*i18n*/ { id: 'rules.approvalKind.reserveAddressRegister', message: 'Register a reserve address' },
  'staff.make_owner': /*i18n*/ { id: 'rules.approvalKind.staffMakeOwner', message: 'Make someone an owner' },
};

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = englishTexts(APPROVAL_KIND_TEXTS);

/** Each status's name, for a page to say in its language. */
export const APPROVAL_STATUS_TEXTS: Record<ApprovalStatus, Message> = {
  pending: /*i18n*/ { id: 'rules.approvalStatus.pending', message: 'Waiting for approval' },
  done: /*i18n*/ { id: 'rules.approvalStatus.done', message: 'Approved and done' },
  rejected: /*i18n*/ { id: 'rules.approvalStatus.rejected', message: 'Rejected' },
  failed: /*i18n*/ { id: 'rules.approvalStatus.failed', message: 'Approved, not done' },
  expired: /*i18n*/ { id: 'rules.approvalStatus.expired', message: 'Expired' },
};

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = englishTexts(APPROVAL_STATUS_TEXTS);

/** A request waits this long for its second person, then does nothing. */
export const APPROVAL_HOURS = 72;
/** Withdrawals from this many dollars up need a second person, unless FOUR_EYES_USD says otherwise. */
export const DEFAULT_FOUR_EYES_USD = 1000;

/** What the API and the console say about approvals, for each reader to read in their language. */
export const APPROVAL_TEXTS = {
  waiting: /*i18n*/ {
    id: 'rules.approval.waiting',
    message: 'Sent for approval: a second staff member with the permission must approve it before anything changes.',
  },
  ownRequest: /*i18n*/ { id: 'rules.approval.ownRequest', message: 'You asked for this yourself: another staff member must approve it.' },
  notPending: /*i18n*/ { id: 'rules.approval.notPending', message: 'This request is no longer waiting: it was approved, rejected or has expired.' },
  notFound: /*i18n*/ { id: 'rules.approval.notFound', message: 'Approval request not found.' },
  alreadyWaiting: /*i18n*/ {
    id: 'rules.approval.alreadyWaiting',
    message: 'This is already waiting for approval (request #{id}): approve or reject that one first.',
  },
  done: /*i18n*/ { id: 'rules.approval.done', message: 'Approved and done.' },
  rejected: /*i18n*/ { id: 'rules.approval.rejected', message: 'Request rejected: nothing was changed.' },
  failed: /*i18n*/ { id: 'rules.approval.failed', message: 'Approved, but not done: {why}' },
  /** Said before an action that needs a second person. */
  needsSecondPerson: /*i18n*/ { id: 'rules.approval.needsSecondPerson', message: 'A second staff member must approve this before it takes effect.' },
  /** Said on every money page when four-eyes approval is off. */
  singleApprover: /*i18n*/ {
    id: 'rules.approval.singleApprover',
    message: 'Four-eyes approval is off (FOUR_EYES=off): what you confirm here takes effect at once, approved by you alone.',
  },
  ownerInviteNeedsApproval: /*i18n*/ {
    id: 'rules.approval.ownerInviteNeedsApproval',
    message: 'Invite with another role, then make them an owner from their user page: while another owner exists, a second owner approves that.',
  },
  thresholdText: /*i18n*/ { id: 'rules.approval.threshold', message: 'Withdrawals of {amount} or more' },
} satisfies Record<string, Message>;

const { alreadyWaiting, failed, thresholdText, ...plainApprovalTexts } = APPROVAL_TEXTS;

/** The approval texts in English, as the API says them until its messages are translated. */
export const APPROVAL_MESSAGES = {
  ...englishTexts(plainApprovalTexts),
  alreadyWaiting: (id: number) => inEnglish({ ...alreadyWaiting, values: { id } }),
  failed: (why: string) => inEnglish({ ...failed, values: { why } }),
};

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
export function withdrawalThresholdText(thresholdCents: number, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  return translate({ ...thresholdText, values: { amount: formatUsd(thresholdCents, locale) } });
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

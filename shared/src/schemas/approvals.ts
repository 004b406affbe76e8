import { Type, type Static } from '@sinclair/typebox';
import { APPROVAL_KINDS, APPROVAL_STATUSES } from '../rules/approvals';
import { MAX_REJECTION_REASON_LENGTH } from '../rules/identity-review';
import { STAFF_PERMISSION_NAMES } from '../rules/staff-roles';
import { errorResponses, IdParams, NullableText, StringEnum } from './common';

const approvals = { tags: ['approvals'] };

export const ApprovalKindSchema = StringEnum(APPROVAL_KINDS, { description: 'What the request would do (docs/security-authorization.md#four-eyes-approval)' });
export const ApprovalStatusSchema = StringEnum(APPROVAL_STATUSES);

export const ApprovalChange = Type.Object({
  label: Type.String(),
  before: NullableText({ description: 'Null: nothing before (a new value)' }),
  after: Type.String(),
});
export type ApprovalChange = Static<typeof ApprovalChange>;

export const Approval = Type.Object({
  id: Type.Integer(),
  kind: ApprovalKindSchema,
  status: ApprovalStatusSchema,
  permission: StringEnum(STAFF_PERMISSION_NAMES, { description: "What the approver's staff role must allow" }),
  target: NullableText({
    description:
      'What it acts on, as `type:id` (approvalTarget): `transaction:12`, `user:5`, `plan:3`, `chain_key:BTC`; null for a new plan or reserve address',
  }),
  summary: Type.String({ description: 'What exactly would happen, in a sentence' }),
  changes: Type.Array(ApprovalChange, { description: 'Before and after, as read when it was asked' }),
  requested_by_id: Type.Integer(),
  requested_by: Type.String({ description: "The asking staff member's username" }),
  requested_at: Type.String(),
  expires_at: Type.String({ description: 'Unapproved by then, it does nothing (72 hours)' }),
  decided_by: NullableText({ description: "The approver's or rejecter's username" }),
  decided_at: NullableText(),
  reason: NullableText({ description: 'Why it was rejected' }),
  outcome: NullableText({ description: 'What the approval did, or why the action was refused when it ran' }),
});
export type Approval = Static<typeof Approval>;

/** The 202 of an action that waits for a second person: nothing else changed. */
export const ApprovalPending = Type.Object({ message: Type.String(), approval: Approval });
export type ApprovalPending = Static<typeof ApprovalPending>;

/** An action's answer when four-eyes approval may hold it back. */
export function orPending<R extends Record<number, unknown>>(responses: R) {
  return {
    ...responses,
    202: {
      ...ApprovalPending,
      description: 'Waiting for a second staff member to approve (docs/security-authorization.md#four-eyes-approval); nothing changed yet',
    },
  };
}

export const ApprovalsQuery = Type.Object({
  status: Type.Optional(
    StringEnum(['pending', 'closed'] as const, {
      description: 'pending (default): waiting, oldest first; closed: the last 50 decided or expired, newest first',
    }),
  ),
});
export type ApprovalsQuery = Static<typeof ApprovalsQuery>;

export const ApprovalList = Type.Object({
  four_eyes: Type.Boolean({ description: 'False when the operator set FOUR_EYES=off: one person approves alone' }),
  withdrawal_threshold: Type.Integer({ description: 'Confirming a withdrawal of this many US cents or more waits for approval' }),
  items: Type.Array(Approval),
});
export type ApprovalList = Static<typeof ApprovalList>;

export const approvalsSchema = {
  ...approvals,
  summary: 'Requests waiting for a second staff member, or the last ones closed (admin)',
  querystring: ApprovalsQuery,
  response: { 200: ApprovalList },
};

export const ApprovalDecided = Type.Object({ message: Type.String(), approval: Approval });
export type ApprovalDecided = Static<typeof ApprovalDecided>;

export const approveSchema = {
  ...approvals,
  summary: 'Approve a request: its action runs now, once, under its rules as they stand (another staff member with its permission)',
  description:
    'Audited with both names. 403: your own request, or your role lacks its permission. 409: no longer pending (decided or expired). ' +
    'When the action itself is refused now (a withdrawal already rejected, a balance now too low), the answer is that refusal and the request is closed as not done.',
  params: IdParams,
  response: { 200: ApprovalDecided, ...errorResponses(403, 404, 409, 422) },
};

export const RejectApprovalBody = Type.Object({
  reason: Type.String({
    maxLength: MAX_REJECTION_REASON_LENGTH,
    description: "Required; the same rule as an identity rejection's reason (rejectionReasonError)",
  }),
});
export type RejectApprovalBody = Static<typeof RejectApprovalBody>;

export const rejectApprovalSchema = {
  ...approvals,
  summary: 'Reject a request with a reason: nothing changes (a staff member with its permission; the requester may withdraw their own)',
  params: IdParams,
  body: RejectApprovalBody,
  response: { 200: ApprovalDecided, ...errorResponses(403, 404, 409, 422) },
};

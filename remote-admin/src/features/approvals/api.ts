import { api, type Approval, type ApprovalDecided, type RejectApprovalBody } from '@arcvest/shared';
import type { ApprovalKind } from '@arcvest/shared/rules';

type Tag = Parameters<typeof api.util.invalidateTags>[0][number];

/** What each kind of request changes once approved: the tags of the pages that show it. */
const CHANGED_BY: Record<ApprovalKind, readonly Tag[]> = {
  'withdrawal.confirm': ['Transaction', 'Users', 'User', 'Statistics'],
  'wallet.bonus': ['Transaction', 'Users', 'User', 'Statistics'],
  'wallet.fee': ['Transaction', 'Users', 'User', 'Statistics'],
  'plan.buy_for_user': ['UserPlan', 'Transaction', 'Users', 'User', 'Statistics'],
  'plan.create': ['Plan'],
  'plan.change': ['Plan'],
  'chain_key.save': ['ChainKey', 'Address'],
  'reserve_address.register': ['Reserves'],
  'staff.make_owner': ['Users', 'User', 'StaffInvitation'],
};

/**
 * Approving or rejecting a request (POST /approvals/{id}/approve, /reject); the list itself is
 * shared's `getApprovals`, as the menu counts it. Both reload the approvals (and the overview's
 * count) even when they fail: a 409 means someone else decided it, and an approval whose action
 * is refused closes as failed. Approving also reloads what the action changed.
 */
const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    approveApproval: build.mutation<ApprovalDecided, Approval>({
      query: ({ id }) => ({ url: `/approvals/${id}/approve`, method: 'POST' }),
      invalidatesTags: (_result, _error, approval) => ['Approval', ...CHANGED_BY[approval.kind]],
    }),
    rejectApproval: build.mutation<ApprovalDecided, { id: number } & RejectApprovalBody>({
      query: ({ id, reason }) => ({ url: `/approvals/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Approval'],
    }),
  }),
});

export const { useApproveApprovalMutation, useRejectApprovalMutation } = approvalsApi;

import type { ApprovalList, ApprovalPending } from '../types';
import { api } from './base-api';

/** GET /approvals?status=: what waits for a second staff member (oldest first), or the last ones closed. */
export type ApprovalListStatus = 'pending' | 'closed';

/**
 * The approvals list (docs/security-authorization.md#four-eyes-approval). Here, not in a remote:
 * the shell's menu counts the waiting requests, and every console page that may ask for one reads
 * whether four-eyes is on. Every action that may answer 202 invalidates 'Approval', so the count
 * and the "waiting for approval" states follow at once.
 */
export const approvalsListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovals: build.query<ApprovalList, ApprovalListStatus>({
      query: (status) => ({ url: '/approvals', params: { status } }),
      providesTags: (_list, _error, status) => [{ type: 'Approval', id: status }],
    }),
  }),
});

export const { useGetApprovalsQuery } = approvalsListApi;

/**
 * Whether an action's answer is the 202 of four-eyes approval (nothing changed yet, a request
 * waits) rather than the action done: RTK Query's `unwrap()` resolves for both.
 */
export function isApprovalPending(answer: unknown): answer is ApprovalPending {
  return typeof answer === 'object' && answer !== null && 'approval' in answer;
}

import { useGetApprovalsQuery, type Approval } from '@arcvest/shared';
import type { ApprovalKind } from '@arcvest/shared/rules';

const NOTHING_WAITING: Approval[] = [];

export interface FourEyes {
  /** Whether actions wait for a second staff member; undefined until the server has said (or when it could not be asked). */
  on: boolean | undefined;
  /** Confirming a withdrawal of this many cents or more waits; undefined while unknown. */
  withdrawalThreshold: number | undefined;
  /** The requests waiting now, oldest first. */
  waiting: Approval[];
}

/**
 * Four-eyes approval as the server runs it (docs/security-authorization.md#four-eyes-approval), from
 * GET /approvals?status=pending: every page that may ask for an approval reads it, so they share
 * one cached query, refreshed whenever an action answers 202 or a request is decided.
 */
export function useFourEyes(): FourEyes {
  const { data } = useGetApprovalsQuery('pending');
  return { on: data?.four_eyes, withdrawalThreshold: data?.withdrawal_threshold, waiting: data?.items ?? NOTHING_WAITING };
}

/** The requests of `kinds` waiting on `target` (approvalTarget; null for a new plan or reserve address). */
export function useWaitingApprovals(kinds: readonly ApprovalKind[], target: string | null): Approval[] {
  const { waiting } = useFourEyes();
  return waiting.filter((approval) => kinds.includes(approval.kind) && approval.target === target);
}

import {
  EmptyState,
  ErrorState,
  readApiError,
  showApiError,
  Skeleton,
  useAppSelector,
  useGetApprovalsQuery,
  useSearchParams,
  useToast,
  type Approval,
  type ApprovalListStatus,
} from '@arcvest/shared';
import { APPROVAL_KIND_LABELS, APPROVAL_KINDS, mayDecideApproval, withdrawalThresholdText } from '@arcvest/shared/rules';
import { useChoiceAheadOfUrl, useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { useEffect, useRef, useState } from 'react';
import { SingleApproverNotice } from '../../components/four-eyes';
import { RadioFilter } from '../../components/radio-filter';
import { useApproveApprovalMutation } from './api';
import { ApprovalCard, type ApprovalChoices } from './approval-card';
import { RejectApprovalDialog } from './reject-approval-dialog';
import './approvals.css';

const VIEWS: { value: ApprovalListStatus; label: string; heading: string; empty: string }[] = [
  { value: 'pending', label: 'Waiting', heading: 'Waiting for approval', empty: 'Nothing is waiting for approval.' },
  { value: 'closed', label: 'Closed', heading: 'Closed requests', empty: 'No request has been decided yet.' },
];

const APPROVE_FAILED = 'The request could not be approved. Please try again.';

/**
 * /dashboard/admin/approvals: four-eyes approval (issue 40). The requests waiting for a second
 * staff member, oldest first, each with its before and after; or the last ones closed. A staff
 * member whose role holds a request's permission approves or rejects it, never their own, which
 * they may withdraw. `?status=closed` keeps the view in the address.
 */
export default function ApprovalsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlView: ApprovalListStatus = searchParams.get('status') === 'closed' ? 'closed' : 'pending';
  // The choice shows at once; the address follows in a router transition (and Back sets it again).
  const [view, setView] = useChoiceAheadOfUrl(urlView);
  // Fresh on every visit: another staff member may have asked or decided meanwhile.
  const { currentData, isError, error, refetch } = useGetApprovalsQuery(view, { refetchOnMountOrArgChange: true });
  const viewer = useAppSelector((state) => state.auth.user);
  const mayDecideAny = useStaffCan('approvals.decide');
  const toast = useToast();
  const [approve] = useApproveApprovalMutation();
  const { ask, dialog } = useConfirmedAction();
  const [rejecting, setRejecting] = useState<{ approval: Approval; own: boolean } | null>(null);
  const [now] = useState(() => new Date());

  // A decided request leaves the list, and with it the button that opened its dialog: focus
  // then goes to the list's heading rather than to the top of the page.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const refocusAfterDecision = useRef(false);
  useEffect(() => {
    if (!refocusAfterDecision.current || !currentData) return;
    refocusAfterDecision.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) listHeading.current?.focus();
  }, [currentData]);

  const choicesFor = (approval: Approval): ApprovalChoices | undefined => {
    if (approval.status !== 'pending' || !viewer) return undefined;
    return {
      own: viewer.id === approval.requested_by_id,
      mayApprove: mayDecideAny && mayDecideApproval(viewer, approval, 'approve'),
      mayReject: mayDecideAny && mayDecideApproval(viewer, approval, 'reject'),
    };
  };

  const askToApprove = (approval: Approval) =>
    ask({
      title: 'Approve request',
      confirmLabel: 'Approve',
      question: (
        <p>
          Approve request #{approval.id}, <strong>{APPROVAL_KIND_LABELS[approval.kind].toLowerCase()}</strong>, asked by{' '}
          <strong>{approval.requested_by}</strong>? {approval.summary} It takes effect now and cannot be undone.
        </p>
      ),
      run: () => approve(approval).unwrap(),
      failureMessage: APPROVE_FAILED,
      onSuccess: () => {
        refocusAfterDecision.current = true;
      },
      // Refused by the server (its rules now, someone else's decision, no permission): the request is
      // closed or unchanged, nothing is left to retry here; the server's words say why.
      onFailure: (failure) => {
        const status = (failure as { status?: unknown }).status;
        if (typeof status !== 'number' || status < 400 || status >= 500) return false;
        showApiError(toast, failure, APPROVE_FAILED);
        refocusAfterDecision.current = true;
        return true;
      },
    });

  const changeView = (value: ApprovalListStatus) => {
    setView(value);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'pending') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );
  };

  const current = VIEWS.find((option) => option.value === view) ?? VIEWS[0];
  let content;
  if (currentData) {
    content =
      currentData.items.length === 0 ? (
        <EmptyState>{current.empty}</EmptyState>
      ) : (
        <ul className="approval-list">
          {currentData.items.map((approval) => (
            <li key={approval.id}>
              <ApprovalCard
                approval={approval}
                now={now}
                choices={choicesFor(approval)}
                onApprove={askToApprove}
                onReject={(chosen, own) => setRejecting({ approval: chosen, own })}
              />
            </li>
          ))}
        </ul>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The approval requests could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="cards" count={2} label="Loading the approval requests" />;
  }

  return (
    <section className="approvals-page">
      <header className="page-title">
        <h1>Approvals</h1>
      </header>
      <SingleApproverNotice />
      {currentData?.four_eyes && (
        <details className="approvals-intro">
          <summary>What waits for a second staff member</summary>
          <ul>
            {APPROVAL_KINDS.map((kind) => (
              <li key={kind}>
                {APPROVAL_KIND_LABELS[kind]}
                {kind === 'withdrawal.confirm' && `: ${withdrawalThresholdText(currentData.withdrawal_threshold).toLowerCase()}`}
              </li>
            ))}
          </ul>
        </details>
      )}
      <RadioFilter legend="Show" name="approvals-view" options={VIEWS} value={view} onChange={changeView} />
      <h2 ref={listHeading} tabIndex={-1} className="approvals-list-heading">
        {current.heading}
      </h2>
      {content}
      {dialog}
      {rejecting && (
        <RejectApprovalDialog
          approval={rejecting.approval}
          own={rejecting.own}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            refocusAfterDecision.current = true;
            setRejecting(null);
          }}
        />
      )}
    </section>
  );
}

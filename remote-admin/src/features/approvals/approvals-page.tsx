import {
  activeLocale,
  EmptyState,
  ErrorState,
  readApiError,
  showApiError,
  Skeleton,
  useAppSelector,
  useGetApprovalsQuery,
  useSearchParams,
  Trans,
  useLingui,
  useToast,
  type Approval,
  type ApprovalListStatus,
} from '@arcvest/shared';
import { APPROVAL_KIND_TEXTS, APPROVAL_KINDS, mayDecideApproval, withdrawalThresholdText, type Message } from '@arcvest/shared/rules';
import { useChoiceAheadOfUrl, useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { useEffect, useRef, useState } from 'react';
import { SingleApproverNotice } from '../../components/four-eyes';
import { RadioFilter } from '../../components/radio-filter';
import { useApproveApprovalMutation } from './api';
import { ApprovalCard, type ApprovalChoices } from './approval-card';
import { lowerFirst } from './lower-first';
import { APPROVALS_PAGE_TEXTS as TEXTS } from './messages';
import { RejectApprovalDialog } from './reject-approval-dialog';
import './approvals.css';

const VIEWS: { value: ApprovalListStatus; label: Message; heading: Message; empty: Message }[] = [
  { value: 'pending', label: TEXTS.waiting, heading: TEXTS.waitingHeading, empty: TEXTS.waitingEmpty },
  { value: 'closed', label: TEXTS.closed, heading: TEXTS.closedHeading, empty: TEXTS.closedEmpty },
];

/**
 * /dashboard/admin/approvals: four-eyes approval (issue 40). The requests waiting for a second
 * staff member, oldest first, each with its before and after; or the last ones closed. A staff
 * member whose role holds a request's permission approves or rejects it, never their own, which
 * they may withdraw. `?status=closed` keeps the view in the address.
 */
export default function ApprovalsPage() {
  const { _ } = useLingui();
  const locale = activeLocale();
  const approveFailed = _(TEXTS.approveFailed);
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
      title: _(TEXTS.approveTitle),
      confirmLabel: _(TEXTS.approve),
      question: (
        <p>
          <Trans
            {...TEXTS.approveQuestion}
            values={{
              id: approval.id,
              kind: lowerFirst(_(APPROVAL_KIND_TEXTS[approval.kind]), locale),
              requester: approval.requested_by,
              summary: approval.summary,
            }}
            components={{ 0: <strong />, 1: <strong translate="no" /> }}
          />
        </p>
      ),
      run: () => approve(approval).unwrap(),
      failureMessage: approveFailed,
      onSuccess: () => {
        refocusAfterDecision.current = true;
      },
      // Refused by the server (its rules now, someone else's decision, no permission): the request is
      // closed or unchanged, nothing is left to retry here; the server's words say why.
      onFailure: (failure) => {
        const status = (failure as { status?: unknown }).status;
        if (typeof status !== 'number' || status < 400 || status >= 500) return false;
        showApiError(toast, failure, approveFailed);
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
  const viewOptions = VIEWS.map((option) => ({ value: option.value, label: _(option.label) }));
  let content;
  if (currentData) {
    content =
      currentData.items.length === 0 ? (
        <EmptyState>{_(current.empty)}</EmptyState>
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
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="cards" count={2} label={_(TEXTS.loading)} />;
  }

  return (
    <section className="approvals-page">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <SingleApproverNotice />
      {currentData?.four_eyes && (
        <details className="approvals-intro">
          <summary>{_(TEXTS.intro)}</summary>
          <ul>
            {APPROVAL_KINDS.map((kind) => (
              <li key={kind}>
                {kind === 'withdrawal.confirm'
                  ? _({
                      ...TEXTS.kindWithThreshold,
                      values: {
                        kind: _(APPROVAL_KIND_TEXTS[kind]),
                        threshold: lowerFirst(withdrawalThresholdText(currentData.withdrawal_threshold, _, locale), locale),
                      },
                    })
                  : _(APPROVAL_KIND_TEXTS[kind])}
              </li>
            ))}
          </ul>
        </details>
      )}
      <RadioFilter legend={_(TEXTS.show)} name="approvals-view" options={viewOptions} value={view} onChange={changeView} />
      <h2 ref={listHeading} tabIndex={-1} className="approvals-list-heading">
        {_(current.heading)}
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

import { Button, type Approval, FactList } from '@arcvest/shared';
import { APPROVAL_KIND_LABELS, APPROVAL_MESSAGES, APPROVAL_STATUS_LABELS, formatDateTime, formatRelativeTime } from '@arcvest/shared/rules';
import { StaffRefusalNote } from '@arcvest/shared/dashboard-ui';
import { useId } from 'react';

/** What the signed-in staff member may do with a waiting request (mayDecideApproval). */
export interface ApprovalChoices {
  own: boolean;
  mayApprove: boolean;
  mayReject: boolean;
}

interface ApprovalCardProps {
  approval: Approval;
  now: Date;
  /** Only for a waiting request. */
  choices?: ApprovalChoices;
  onApprove: (approval: Approval) => void;
  onReject: (approval: Approval, own: boolean) => void;
}

/** A moment as "in 3 days (Dec 2, 2026, 10:00 AM)": how soon, and exactly. */
function Moment({ at, now }: { at: string; now: Date }) {
  return (
    <time dateTime={at}>
      {formatRelativeTime(at, now)} ({formatDateTime(at)})
    </time>
  );
}

/** One request: what it would do, before and after, who asked and when, and the decision the viewer may take. */
export function ApprovalCard({ approval, now, choices, onApprove, onReject }: ApprovalCardProps) {
  const headingId = useId();
  const { status } = approval;
  return (
    <article className="card approval-card" aria-labelledby={headingId}>
      <header className="approval-card-header">
        <h3 id={headingId}>
          {APPROVAL_KIND_LABELS[approval.kind]} <span className="approval-id">#{approval.id}</span>
        </h3>
        <span className={`approval-status approval-status-${status}`}>{APPROVAL_STATUS_LABELS[status]}</span>
      </header>
      <p className="approval-summary">{approval.summary}</p>
      {approval.changes.length > 0 && (
        <FactList
          className="approval-changes"
          facts={approval.changes.map((change) => ({
            term: change.label,
            value:
              change.before === null ? (
                <>
                  <span className="approval-after">{change.after}</span> <small>(new)</small>
                </>
              ) : (
                <>
                  <span className="approval-before">{change.before}</span>{' '}
                  <span className="icon-directional" aria-hidden="true">
                    →
                  </span>{' '}
                  <span className="visually-hidden"> becomes </span>
                  <span className="approval-after">{change.after}</span>
                </>
              ),
          }))}
        />
      )}
      <FactList
        className="approval-facts"
        facts={[
          {
            term: 'Asked by',
            value: (
              <>
                {approval.requested_by}, <Moment at={approval.requested_at} now={now} />
              </>
            ),
          },
          status === 'pending' && { term: 'Expires', value: <Moment at={approval.expires_at} now={now} /> },
          status !== 'pending' &&
            approval.decided_by &&
            approval.decided_at && {
              term: status === 'rejected' ? 'Rejected by' : 'Approved by',
              value: (
                <>
                  {approval.decided_by}, <Moment at={approval.decided_at} now={now} />
                </>
              ),
            },
          approval.reason && { term: 'Reason', value: approval.reason },
          approval.outcome && { term: 'Outcome', value: approval.outcome },
        ]}
      />
      {choices && <Decision approval={approval} headingId={headingId} choices={choices} onApprove={onApprove} onReject={onReject} />}
    </article>
  );
}

function Decision({
  approval,
  headingId,
  choices,
  onApprove,
  onReject,
}: Omit<ApprovalCardProps, 'now' | 'choices'> & { headingId: string; choices: ApprovalChoices }) {
  const { own, mayApprove, mayReject } = choices;
  if (own) {
    return (
      <div className="approval-actions">
        <p className="approval-own">{APPROVAL_MESSAGES.ownRequest}</p>
        {mayReject && (
          <Button variant="secondary" aria-describedby={headingId} onClick={() => onReject(approval, true)}>
            Withdraw request
          </Button>
        )}
      </div>
    );
  }
  if (!mayApprove && !mayReject) return <StaffRefusalNote permission={approval.permission} />;
  return (
    <div className="approval-actions">
      {mayReject && (
        <Button variant="danger" aria-describedby={headingId} onClick={() => onReject(approval, false)}>
          Reject
        </Button>
      )}
      {mayApprove && (
        <Button aria-describedby={headingId} onClick={() => onApprove(approval)}>
          Approve
        </Button>
      )}
    </div>
  );
}

import { Link, PATHS, type Approval } from '@arcvest/shared';
import { APPROVAL_MESSAGES, APPROVAL_STATUS_LABELS, formatDateTime } from '@arcvest/shared/rules';
import { useFourEyes } from '../api/approvals';
import './four-eyes.css';

/** On every money page when the operator turned four-eyes approval off: one person approves alone. */
export function SingleApproverNotice() {
  const { on } = useFourEyes();
  if (on !== false) return null;
  return (
    <p className="notice four-eyes-notice" role="note">
      {APPROVAL_MESSAGES.singleApprover}
    </p>
  );
}

/**
 * Said before an action that waits for a second staff member, so nobody expects it done at once.
 * `when` narrows it to the cases that wait (a withdrawal at the threshold, a plan whose terms change);
 * `message` says how, where the action goes another way (an owner is invited with another role first).
 */
export function NeedsApprovalNote({ when = true, message = APPROVAL_MESSAGES.needsSecondPerson }: { when?: boolean; message?: string }) {
  const { on } = useFourEyes();
  if (!on || !when) return null;
  return <p className="four-eyes-note">{message}</p>;
}

/** In place of a status or a button: this waits for a second staff member. `className` places it in a row's grid. */
export function WaitingBadge({ className = '' }: { className?: string }) {
  return <span className={`approval-waiting-badge ${className}`.trim()}>{APPROVAL_STATUS_LABELS.pending}</span>;
}

/** The requests waiting where the thing they change lives (a user's bonuses, a plan), each with who asked and when. */
export function WaitingApprovals({ approvals, label = APPROVAL_STATUS_LABELS.pending }: { approvals: Approval[]; label?: string }) {
  if (approvals.length === 0) return null;
  return (
    <section className="waiting-approvals" aria-label={label}>
      <ul>
        {approvals.map((approval) => (
          <li key={approval.id}>
            <WaitingBadge /> {approval.summary}{' '}
            <small>
              Asked by {approval.requested_by}, {formatDateTime(approval.requested_at)}.
            </small>
          </li>
        ))}
      </ul>
      <Link to={PATHS.approvals}>Open approvals</Link>
    </section>
  );
}

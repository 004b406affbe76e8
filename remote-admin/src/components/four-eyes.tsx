import { activeLocale, Link, PATHS, useLingui, type Approval } from '@arcvest/shared';
import { APPROVAL_STATUS_TEXTS, APPROVAL_TEXTS, formatDateTime } from '@arcvest/shared/rules';
import { useFourEyes } from '../api/approvals';
import { FOUR_EYES_TEXTS } from './messages';
import './four-eyes.css';

/** On every money page when the operator turned four-eyes approval off: one person approves alone. */
export function SingleApproverNotice() {
  const { _ } = useLingui();
  const { on } = useFourEyes();
  if (on !== false) return null;
  return (
    <p className="notice four-eyes-notice" role="note">
      {_(APPROVAL_TEXTS.singleApprover)}
    </p>
  );
}

/**
 * Said before an action that waits for a second staff member, so nobody expects it done at once.
 * `when` narrows it to the cases that wait (a withdrawal at the threshold, a plan whose terms change);
 * `message` says how, where the action goes another way (an owner is invited with another role first), in the reader's language.
 */
export function NeedsApprovalNote({ when = true, message }: { when?: boolean; message?: string }) {
  const { _ } = useLingui();
  const { on } = useFourEyes();
  if (!on || !when) return null;
  return <p className="four-eyes-note">{message ?? _(APPROVAL_TEXTS.needsSecondPerson)}</p>;
}

/** In place of a status or a button: this waits for a second staff member. `className` places it in a row's grid. */
export function WaitingBadge({ className = '' }: { className?: string }) {
  const { _ } = useLingui();
  return <span className={`approval-waiting-badge ${className}`.trim()}>{_(APPROVAL_STATUS_TEXTS.pending)}</span>;
}

/**
 * The requests waiting where the thing they change lives (a user's bonuses, a plan), each with who asked and when.
 * A request's summary is the server's text, shown as it comes. Who asked stays inside the sentence's text (pages' tests find it
 * there), so it is not marked translate="no".
 */
export function WaitingApprovals({ approvals, label }: { approvals: Approval[]; label?: string }) {
  const { _ } = useLingui();
  if (approvals.length === 0) return null;
  return (
    <section className="waiting-approvals" aria-label={label ?? _(APPROVAL_STATUS_TEXTS.pending)}>
      <ul>
        {approvals.map((approval) => (
          <li key={approval.id}>
            <WaitingBadge /> <span data-server-text>{approval.summary}</span>{' '}
            <small>
              {_({
                ...FOUR_EYES_TEXTS.askedBy,
                values: { name: approval.requested_by, date: formatDateTime(approval.requested_at, undefined, activeLocale()) },
              })}
            </small>
          </li>
        ))}
      </ul>
      <Link to={PATHS.approvals}>{_(FOUR_EYES_TEXTS.openApprovals)}</Link>
    </section>
  );
}

import { activeLocale, Button, type Approval, FactList, Trans, useLingui } from '@arcvest/shared';
import { APPROVAL_KIND_TEXTS, APPROVAL_STATUS_TEXTS, APPROVAL_TEXTS, formatDateTime, formatRelativeTime } from '@arcvest/shared/rules';
import { StaffRefusalNote } from '@arcvest/shared/dashboard-ui';
import { useId } from 'react';
import { APPROVAL_CARD_TEXTS as TEXTS } from './messages';

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
  const { _ } = useLingui();
  const locale = activeLocale();
  return (
    <time dateTime={at}>{_({ ...TEXTS.moment, values: { relative: formatRelativeTime(at, now, locale), exact: formatDateTime(at, undefined, locale) } })}</time>
  );
}

/** One request: what it would do, before and after, who asked and when, and the decision the viewer may take. */
export function ApprovalCard({ approval, now, choices, onApprove, onReject }: ApprovalCardProps) {
  const { _ } = useLingui();
  const headingId = useId();
  const { status } = approval;
  return (
    <article className="card approval-card" aria-labelledby={headingId}>
      <header className="approval-card-header">
        <h3 id={headingId}>
          {_(APPROVAL_KIND_TEXTS[approval.kind])} <span className="approval-id">#{approval.id}</span>
        </h3>
        <span className={`approval-status approval-status-${status}`}>{_(APPROVAL_STATUS_TEXTS[status])}</span>
      </header>
      <p className="approval-summary" data-server-text>
        {approval.summary}
      </p>
      {approval.changes.length > 0 && (
        <FactList
          className="approval-changes"
          facts={approval.changes.map((change) => ({
            term: change.label,
            value:
              change.before === null ? (
                <>
                  <span className="approval-after">{change.after}</span> <small>{_(TEXTS.isNew)}</small>
                </>
              ) : (
                <>
                  <span className="approval-before">{change.before}</span>{' '}
                  <span className="icon-directional" aria-hidden="true">
                    →
                  </span>{' '}
                  <span className="visually-hidden"> {_(TEXTS.becomes)} </span>
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
            term: _(TEXTS.askedBy),
            value: <Trans {...TEXTS.whoWhen} values={{ name: approval.requested_by }} components={{ 0: <Moment at={approval.requested_at} now={now} /> }} />,
          },
          status === 'pending' && { term: _(TEXTS.expires), value: <Moment at={approval.expires_at} now={now} /> },
          status !== 'pending' &&
            approval.decided_by &&
            approval.decided_at && {
              term: _(status === 'rejected' ? TEXTS.rejectedBy : TEXTS.approvedBy),
              value: <Trans {...TEXTS.whoWhen} values={{ name: approval.decided_by }} components={{ 0: <Moment at={approval.decided_at} now={now} /> }} />,
            },
          approval.reason && { term: _(TEXTS.reason), value: approval.reason },
          approval.outcome && { term: _(TEXTS.outcome), value: approval.outcome },
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
  const { _ } = useLingui();
  const { own, mayApprove, mayReject } = choices;
  if (own) {
    return (
      <div className="approval-actions">
        <p className="approval-own">{_(APPROVAL_TEXTS.ownRequest)}</p>
        {mayReject && (
          <Button variant="secondary" aria-describedby={headingId} onClick={() => onReject(approval, true)}>
            {_(TEXTS.withdraw)}
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
          {_(TEXTS.reject)}
        </Button>
      )}
      {mayApprove && (
        <Button aria-describedby={headingId} onClick={() => onApprove(approval)}>
          {_(TEXTS.approve)}
        </Button>
      )}
    </div>
  );
}

import { auditActionLabel, formatDateTime, summariseAuditDetails } from '@arcvest/shared/rules';
import { type AuditEntry } from '@arcvest/shared';

/** Whom an entry is about: the user by name, or the changed thing by type and id. */
function targetText(target: AuditEntry['target']): string {
  if (target.username !== null) return target.type === 'user' ? target.username : `${target.username} (${target.type} #${target.id})`;
  return target.id === null ? target.type : `${target.type.replace(/_/g, ' ')} #${target.id}`;
}

/** One audit entry: a table row on wide screens, a card on phones (the labels come from data-label). */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const details = summariseAuditDetails(entry.details);
  return (
    <tr>
      <td data-label="Time">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </td>
      <td data-label="Admin">{entry.actor?.username ?? 'System'}</td>
      <td data-label="Action" className="audit-action">
        {auditActionLabel(entry.action)}
      </td>
      <td data-label="Whom">{targetText(entry.target)}</td>
      <td data-label="Details">
        {details.length === 0 ? (
          '—'
        ) : (
          <ul className="audit-details">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

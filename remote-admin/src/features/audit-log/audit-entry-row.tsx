import { auditActionLabel, formatDateTime, summariseAuditDetails } from '@arcvest/shared/rules';
import { activeLocale, useLingui, type AuditEntry } from '@arcvest/shared';
import { AUDIT_LOG_TEXTS as TEXTS } from './messages';

/** Whom an entry is about: the user by name, or the changed thing by type and id (the server's words, as written). */
function targetText(target: AuditEntry['target']): string {
  if (target.username !== null) return target.type === 'user' ? target.username : `${target.username} (${target.type} #${target.id})`;
  return target.id === null ? target.type : `${target.type.replace(/_/g, ' ')} #${target.id}`;
}

/** One audit entry: a table row on wide screens, a card on phones (the labels come from data-label). */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { _ } = useLingui();
  const details = summariseAuditDetails(entry.details, _, activeLocale());
  return (
    <tr>
      <td data-label={_(TEXTS.time)}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, undefined, activeLocale())}</time>
      </td>
      <td data-label={_(TEXTS.admin)}>
        {entry.actor ? (
          <span dir="ltr" translate="no">
            {entry.actor.username}
          </span>
        ) : (
          _(TEXTS.system)
        )}
      </td>
      <td data-label={_(TEXTS.action)} className="audit-action">
        {auditActionLabel(entry.action, _)}
      </td>
      <td data-label={_(TEXTS.whom)}>
        <span dir="ltr" translate="no">
          {targetText(entry.target)}
        </span>
      </td>
      <td data-label={_(TEXTS.details)}>
        {details.length === 0 ? (
          '—'
        ) : (
          // The details' keys and values are the server's, as recorded.
          <ul className="audit-details" data-server-text>
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

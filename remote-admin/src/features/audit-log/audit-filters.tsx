import { AUDIT_ACTION_LABELS, auditFilterErrors, Button, SelectField, TextField } from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import type { AuditLogFilter } from './api';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

/** The admin, user and action filters: applied when sent, after the same checks the server makes. */
export function AuditFilters({ applied, onApply }: { applied: AuditLogFilter; onApply: (filter: AuditLogFilter) => void }) {
  const [actor, setActor] = useState(applied.actor ?? '');
  const [user, setUser] = useState(applied.user ?? '');
  const [action, setAction] = useState(applied.action ?? '');
  const [errors, setErrors] = useState<ReturnType<typeof auditFilterErrors>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = auditFilterErrors({ actor, user });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply({ actor: actor.trim() || undefined, user: user.trim() || undefined, action: action || undefined });
  };

  const clear = () => {
    setActor('');
    setUser('');
    setAction('');
    setErrors({});
    onApply({});
  };

  return (
    <form className="audit-filters" aria-label="Filter the audit log" onSubmit={submit} noValidate>
      <TextField label="Admin (username or id)" value={actor} onChange={(event) => setActor(event.target.value)} error={errors.actor} autoComplete="off" />
      <TextField label="User id" inputMode="numeric" value={user} onChange={(event) => setUser(event.target.value)} error={errors.user} autoComplete="off" />
      <SelectField label="Action" placeholder="Any action" options={ACTION_OPTIONS} value={action} onChange={(event) => setAction(event.target.value)} />
      <div className="audit-filter-actions">
        <Button type="submit">Filter</Button>
        <Button variant="ghost" onClick={clear}>Clear</Button>
      </div>
    </form>
  );
}

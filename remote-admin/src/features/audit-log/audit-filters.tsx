import { AUDIT_ACTION_LABELS, auditFilterErrors } from '@arcvest/shared/rules';
import { Button } from '@arcvest/shared';
import { Form, FormSelectField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import type { AuditLogFilter } from './api';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

interface Values {
  actor: string;
  user: string;
  action: string;
}

const EMPTY: Values = { actor: '', user: '', action: '' };

function rules(values: Values) {
  const found = auditFilterErrors(values);
  return Object.fromEntries(Object.entries(found).map(([field, message]) => [field, [message]]));
}

const toFilter = ({ actor, user, action }: Values): AuditLogFilter => ({
  actor: actor.trim() || undefined,
  user: user.trim() || undefined,
  action: action || undefined,
});

/** The admin, user and action filters: applied when sent, after the same checks the server makes. */
export function AuditFilters({ applied, onApply }: { applied: AuditLogFilter; onApply: (filter: AuditLogFilter) => void }) {
  const form = useRulesForm<Values, AuditLogFilter>({
    defaultValues: { actor: applied.actor ?? '', user: applied.user ?? '', action: applied.action ?? '' },
    rules,
    toPayload: toFilter,
  });

  const clear = () => {
    form.reset(EMPTY);
    onApply({});
  };

  return (
    <Form form={form} onSubmit={onApply} failureMessage="The filters could not be applied." className="audit-filters" aria-label="Filter the audit log">
      <FormTextField name="actor" label="Admin (username or id)" autoComplete="off" />
      <FormTextField name="user" label="User id" inputMode="numeric" autoComplete="off" />
      <FormSelectField name="action" label="Action" placeholder="Any action" options={ACTION_OPTIONS} />
      <div className="audit-filter-actions">
        <SubmitButton>Filter</SubmitButton>
        <Button variant="ghost" onClick={clear}>
          Clear
        </Button>
      </div>
    </Form>
  );
}

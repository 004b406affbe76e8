import { AUDIT_ACTION_TEXTS, auditFilterErrors, type Translate } from '@arcvest/shared/rules';
import { Button, useLingui } from '@arcvest/shared';
import { Form, FormSelectField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import type { AuditLogFilter } from './api';
import { FILTER_TEXTS as TEXTS } from './messages';

interface Values {
  actor: string;
  user: string;
  action: string;
}

const EMPTY: Values = { actor: '', user: '', action: '' };

function rules(values: Values, translate: Translate) {
  const found = auditFilterErrors(values, translate);
  return Object.fromEntries(Object.entries(found).map(([field, message]) => [field, [message]]));
}

const toFilter = ({ actor, user, action }: Values): AuditLogFilter => ({
  actor: actor.trim() || undefined,
  user: user.trim() || undefined,
  action: action || undefined,
});

/** The admin, user and action filters: applied when sent, after the same checks the server makes. */
export function AuditFilters({ applied, onApply }: { applied: AuditLogFilter; onApply: (filter: AuditLogFilter) => void }) {
  const { _ } = useLingui();
  const form = useRulesForm<Values, AuditLogFilter>({
    defaultValues: { actor: applied.actor ?? '', user: applied.user ?? '', action: applied.action ?? '' },
    rules: (values) => rules(values, _),
    toPayload: toFilter,
  });

  const clear = () => {
    form.reset(EMPTY);
    onApply({});
  };

  return (
    <Form form={form} onSubmit={onApply} failureMessage={_(TEXTS.failed)} className="audit-filters" aria-label={_(TEXTS.label)}>
      <FormTextField name="actor" label={_(TEXTS.actor)} autoComplete="off" />
      <FormTextField name="user" label={_(TEXTS.user)} inputMode="numeric" autoComplete="off" />
      <FormSelectField
        name="action"
        label={_(TEXTS.action)}
        placeholder={_(TEXTS.anyAction)}
        options={Object.entries(AUDIT_ACTION_TEXTS).map(([value, label]) => ({ value, label: _(label) }))}
      />
      <div className="audit-filter-actions">
        <SubmitButton>{_(TEXTS.filter)}</SubmitButton>
        <Button variant="ghost" onClick={clear}>
          {_(TEXTS.clear)}
        </Button>
      </div>
    </Form>
  );
}

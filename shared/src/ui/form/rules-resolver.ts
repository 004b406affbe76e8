import type { FieldErrors as FormErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldErrors } from '../../rules/field-errors';

/** Where a rule puts a message about the whole form rather than one field (shown by <FormError />). */
export const FORM_ERROR_KEY = 'root';

/**
 * A react-hook-form resolver from a shared rule: `rules` gives each field's messages (the same
 * function the API checks with), shown one line per field. When there are none, the form's
 * `onSubmit` receives `toPayload(values)`: the text the user typed turned into what the wire
 * carries (dollars into cents), done once, by the rules.
 */
export function rulesResolver<Values extends FieldValues, Payload = Values>(
  rules: (values: Values) => FieldErrors,
  toPayload?: (values: Values) => Payload,
): Resolver<Values, unknown, Payload> {
  return (values) => {
    const found = Object.entries(rules(values)).filter(([, messages]) => messages.length > 0);
    if (found.length === 0) return { values: toPayload ? toPayload(values) : (values as unknown as Payload), errors: {} };
    const errors = Object.fromEntries(found.map(([field, messages]) => [field, { type: 'rules', message: messages.join(' ') }]));
    return { values: {}, errors: errors as FormErrors<Values> };
  };
}

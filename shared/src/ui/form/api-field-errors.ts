import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FieldErrors } from '../../rules/plans';

/** The form's name of a field the server names otherwise, by the server's name (e.g. `{ payment_method: 'coin' }`). */
export type ServerFieldNames<Values extends FieldValues> = Readonly<Partial<Record<string, Path<Values>>>>;

/**
 * Puts a 422 answer's field errors under the form's fields, one line per field. Returns the
 * messages for fields this form does not have, for the caller to show another way.
 */
export function setApiFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'getValues' | 'setError'>,
  fieldErrors: FieldErrors,
  serverFieldNames: ServerFieldNames<Values> = {},
): string[] {
  const values = form.getValues();
  const unplaced: string[] = [];
  for (const [serverName, messages] of Object.entries(fieldErrors)) {
    const name = serverFieldNames[serverName] ?? serverName;
    if (name in values) form.setError(name as Path<Values>, { type: 'server', message: messages.join(' ') });
    else unplaced.push(...messages);
  }
  return unplaced;
}

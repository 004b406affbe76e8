import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { readApiError } from '@arcvest/shared';
import type { FieldErrors } from '../../rules/field-errors';

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

/**
 * For a confirmed action a form starts (`onFailure` of `useConfirmedAction`): a 422 whose field
 * errors all fit the form goes under its fields, the first of them is focused (the closing
 * dialog leaves the focus there), and the dialog closes; any other failure stays in the dialog.
 */
export function failureOntoFields<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'getValues' | 'setError' | 'setFocus'>,
  serverFieldNames: ServerFieldNames<Values> = {},
) {
  return (failure: unknown): boolean => {
    const { fieldErrors } = readApiError(failure, '');
    const names = Object.keys(fieldErrors);
    const placed = names.length > 0 && setApiFieldErrors(form, fieldErrors, serverFieldNames).length === 0;
    if (placed) form.setFocus((serverFieldNames[names[0]] ?? names[0]) as Path<Values>);
    return placed;
  };
}

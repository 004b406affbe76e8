import type { FieldErrors } from '@arcvest/shared';

/** One line per field of a form, from the server's 422 `errors` (fields the form lacks are left out). */
export function toFormErrors<Field extends string>(fieldErrors: FieldErrors, fields: readonly Field[]): Partial<Record<Field, string>> {
  const lines: Partial<Record<Field, string>> = {};
  for (const field of fields) if (fieldErrors[field]) lines[field] = fieldErrors[field].join(' ');
  return lines;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/** A form's or a 422 answer's errors: each field's messages (docs/errors-and-messages.md#the-apis-error-shape). */
export type FieldErrors = Record<string, string[]>;

import type { ApiError } from '@arcvest/shared';

/** The `errors` of a 422 answer as one line per field, to show under the fields. */
export function serverFieldErrors(error: ApiError): Record<string, string> {
  const data = error && 'status' in error ? (error.data as { errors?: unknown } | undefined) : undefined;
  const errors = data && typeof data === 'object' ? data.errors : undefined;
  if (!errors || typeof errors !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages) && messages.length > 0) result[field] = messages.join(' ');
  }
  return result;
}

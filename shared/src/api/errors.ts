import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FieldErrors } from '../rules/field-errors';
import type { ApiErrorBody } from '../types';
import type { Toasts } from '../ui/toast';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** What a failed call means to a form: one message, the 422 field errors, and the toasts to show. */
export interface ApiErrorReading {
  /**
   * The server's `error` field (the login answer's, docs/errors-and-messages.md#the-apis-error-shape;
   * our API sends it only with the same text as the message), else its message, else the network
   * message, else the fallback.
   */
  message: string;
  /** The 422 answer's `errors`, field to messages (empty when there are none). */
  fieldErrors: FieldErrors;
  /** Every field message on its own, or else the one message (docs/errors-and-messages.md#how-pages-show-failures). */
  messages: string[];
}

function body(error: unknown): ApiErrorBody | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const data = (error as { data?: unknown }).data;
    if (typeof data === 'object' && data !== null) return data as ApiErrorBody;
  }
  return undefined;
}

function isNetworkFailure(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** Only non-empty lists of text: the body comes from the network, whatever its declared type. */
function readFieldErrors(errors: unknown): FieldErrors {
  const found: FieldErrors = {};
  if (typeof errors !== 'object' || errors === null) return found;
  for (const [field, list] of Object.entries(errors)) {
    const messages = Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item !== '') : [];
    if (messages.length > 0) found[field] = messages;
  }
  return found;
}

/** A machine-readable `error` (`step_up_required`, `account_frozen`, ...), not words for a person. */
const ERROR_CODE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/**
 * The machine-readable `error` of a refusal (`PROTECTION_ERRORS` in shared/src/rules/account-protection.ts),
 * so a page can react to it (ask for re-authentication, a step-up); undefined when there is none.
 */
export function apiErrorCode(error: unknown): string | undefined {
  const code = body(error)?.error;
  return typeof code === 'string' && ERROR_CODE.test(code) ? code : undefined;
}

/** The one way every page reads a failed API call (an RTK Query error or an `unwrap()` rejection). */
export function readApiError(error: unknown, fallback: string): ApiErrorReading {
  const data = body(error);
  // An `error` that is a code (`account_frozen`) is for the page, not the reader: the message says it.
  const words = data?.error && !apiErrorCode(error) ? data.error : undefined;
  const message = words || data?.message || (isNetworkFailure(error) ? NETWORK_MESSAGE : fallback);
  const fieldErrors = readFieldErrors(data?.errors);
  const fieldMessages = Object.values(fieldErrors).flat();
  return { message, fieldErrors, messages: fieldMessages.length > 0 ? fieldMessages : [message] };
}

/** A form's failed submit as error toasts (docs/errors-and-messages.md#how-pages-show-failures); the reading is returned for the fields. */
export function showApiError(toast: Pick<Toasts, 'error'>, error: unknown, fallback: string): ApiErrorReading {
  const reading = readApiError(error, fallback);
  reading.messages.forEach((message) => toast.error(message));
  return reading;
}

/** Whether a failed call was answered 404: for a page whose "nothing yet" is the server's 404 (no snapshot, no proof). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../types';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

function body(error: ApiError): ApiErrorBody | undefined {
  if (error && 'status' in error && typeof error.data === 'object' && error.data !== null) {
    return error.data as ApiErrorBody;
  }
  return undefined;
}

/** The server's message for a failed call, or `fallback` when it sent none. */
export function errorMessage(error: ApiError, fallback: string): string {
  const data = body(error);
  if (data?.message) return data.message;
  if (data?.error) return data.error;
  if (error && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')) {
    return NETWORK_MESSAGE;
  }
  return fallback;
}

/** Every message of every field of a 422 answer, in order. */
export function fieldErrorMessages(error: ApiError): string[] {
  const errors = body(error)?.errors;
  return errors ? Object.values(errors).flat() : [];
}

/** The `error` field of a failed call (the login answer uses it). */
export function errorField(error: ApiError): string | undefined {
  return body(error)?.error;
}

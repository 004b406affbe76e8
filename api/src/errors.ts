import type { FieldErrors } from '@arcvest/shared/rules';

export const INVALID_DATA = 'The given data was invalid.';

/** The answer of every admin route about a user who does not exist (or was deleted). */
export const USER_NOT_FOUND = 'User not found.';

/** A signed-in user who is not (or no longer) a live, unsuspended admin, on an admin route. */
export const ADMIN_ONLY_MESSAGE = 'This action is for administrators only.';

/**
 * An error a service throws on purpose: the client gets `statusCode` and
 * `{ message, errors?, error? }` (`error` repeats the message where the original client reads it).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly error?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** 503 with a Retry-After: more password checks are waiting than the server takes on (services/hash-pool.ts). */
export class ServerBusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, SERVER_BUSY_MESSAGE, undefined, SERVER_BUSY_MESSAGE);
    this.name = 'ServerBusyError';
  }
}

/** 422 with the field errors, in the shape of every validation failure. */
export function invalidData(errors: FieldErrors): HttpError {
  return new HttpError(422, INVALID_DATA, errors);
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * 422 like invalidData, but the message is the first field's message: the money screens show
 * `message` as a toast, so it must say what is wrong.
 */
export function invalidFields(errors: FieldErrors): HttpError {
  return new HttpError(422, Object.values(errors)[0]?.[0] ?? INVALID_DATA, errors);
}

export function invalidField(field: string, message: string): HttpError {
  return invalidFields({ [field]: [message] });
}

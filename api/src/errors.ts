import { inEnglish, type FieldErrors, type Message, type Translate } from '@arcvest/shared/rules';

export const INVALID_DATA: Message = /*i18n*/ { id: 'api.invalidData', message: 'The given data was invalid.' };

/** A path that leads nowhere. */
export const NOT_FOUND_MESSAGE: Message = /*i18n*/ { id: 'api.notFound', message: 'Not found.' };

/** The answer of every admin route about a user who does not exist (or was deleted). */
export const USER_NOT_FOUND: Message = /*i18n*/ { id: 'api.user.notFound', message: 'User not found.' };

/** A signed-in user who is not (or no longer) a live, unsuspended admin, on an admin route. */
export const ADMIN_ONLY_MESSAGE: Message = /*i18n*/ { id: 'api.adminOnly', message: 'This action is for administrators only.' };

/**
 * What an answer says: a message, which the error handler writes in the request's language
 * (docs/i18n.md#the-apis-messages-and-the-specs-texts). Never a plain string: every text the API
 * answers is in the catalogues.
 */
export type ApiText = Message;

/** Stands for a text a rule glued from several messages: English in every language, and the pseudo-locale test finds it. */
const UNTRANSLATED_ID = 'api.untranslated';

/** Field errors as a service writes them: each field's texts, translated like the message. */
export type ApiFieldErrors = Record<string, ApiText[]>;

/**
 * An error a service throws on purpose: the client gets `statusCode` and
 * `{ message, errors?, error?, code? }` (`error` repeats the message where the original client reads
 * it; `code` is a translated message's id, the same in every language). `message` and `errors` are
 * the English, for logs and the audit trail.
 */
export class HttpError extends Error {
  readonly errors?: FieldErrors;

  constructor(
    readonly statusCode: number,
    readonly text: ApiText,
    readonly fieldTexts?: ApiFieldErrors,
    /** A machine code (`reauthentication_required`), or the message again where the client reads it here. */
    readonly error?: string | Message,
  ) {
    super(inEnglish(text));
    this.name = 'HttpError';
    if (fieldTexts) this.errors = Object.fromEntries(Object.entries(fieldTexts).map(([field, texts]) => [field, texts.map(inEnglish)]));
  }
}

export const SERVER_BUSY_MESSAGE: Message = /*i18n*/ { id: 'api.serverBusy', message: 'The server is busy. Please try again in a moment.' };

/** 503 with a Retry-After: more password checks are waiting than the server takes on (services/hash-pool.ts). */
export class ServerBusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, SERVER_BUSY_MESSAGE, undefined, SERVER_BUSY_MESSAGE);
    this.name = 'ServerBusyError';
  }
}

/** 422 with the field errors, in the shape of every validation failure. */
export function invalidData(errors: ApiFieldErrors): HttpError {
  return new HttpError(422, INVALID_DATA, errors);
}

export function hasErrors(errors: ApiFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * 422 like invalidData, but the message is the first field's message: the money screens show
 * `message` as a toast, so it must say what is wrong.
 */
export function invalidFields(errors: ApiFieldErrors): HttpError {
  return new HttpError(422, Object.values(errors)[0]?.[0] ?? INVALID_DATA, errors);
}

export function invalidField(field: string, message: ApiText): HttpError {
  return invalidFields({ [field]: [message] });
}

/** Stands for the n-th message a rule wrote: characters of Unicode's private use area, never typed. */
const mark = (index: number) => `\u{F0000}${index}\u{F0001}`;
const MARK = /\u{F0000}(\d+)\u{F0001}/gu;
const ONE_MARK = /^\u{F0000}(\d+)\u{F0001}$/u;

/**
 * What a shared rule says, as messages the error handler writes in the reader's language
 * (docs/i18n.md#the-apis-messages-and-the-specs-texts). The rule runs with a translate that
 * notes each message it writes and stands for it with a mark; a text the rule returns that is
 * one mark becomes that message. A text the rule built from several stays English (its code
 * `api.untranslated`): the pseudo-locale test finds it.
 */
export function ruleSays(run: (translate: Translate) => string | null): ApiText | null;
export function ruleSays(run: (translate: Translate) => FieldErrors): ApiFieldErrors;
export function ruleSays(run: (translate: Translate) => string | null | FieldErrors): ApiText | null | ApiFieldErrors {
  const written: Message[] = [];
  const said = run((message) => mark(written.push(message) - 1));
  const message = (text: string): ApiText => {
    const one = ONE_MARK.exec(text);
    if (one) return written[Number(one[1])];
    return { id: UNTRANSLATED_ID, message: text.replace(MARK, (_mark, index: string) => inEnglish(written[Number(index)])) };
  };
  if (said === null || typeof said === 'string') return said === null ? null : message(said);
  return Object.fromEntries(Object.entries(said).map(([field, texts]) => [field, texts.map(message)]));
}

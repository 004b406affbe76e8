import type { FastifyError, FastifyInstance } from 'fastify';
import { ID_PATTERN, type FieldErrors, type Message } from '@arcvest/shared/rules';
import { HttpError, INVALID_DATA, NOT_FOUND_MESSAGE, ServerBusyError } from '../errors';

export const SERVER_ERROR_MESSAGE: Message = /*i18n*/ { id: 'api.serverError', message: 'Something went wrong. Please try again.' };

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const TYPE_TEXTS: Record<string, Message> = {
  integer: /*i18n*/ { id: 'api.validation.type.integer', message: 'a whole number' },
  number: /*i18n*/ { id: 'api.validation.type.number', message: 'a number' },
  string: /*i18n*/ { id: 'api.validation.type.string', message: 'text' },
  boolean: /*i18n*/ { id: 'api.validation.type.boolean', message: 'true or false' },
  array: /*i18n*/ { id: 'api.validation.type.array', message: 'a list' },
};

/** Fastify's own refusals (a body it cannot read, too large, of another type), said in the reader's language by status. */
const CLIENT_ERROR_TEXTS: Record<number, Message> = {
  400: /*i18n*/ { id: 'api.request.unreadable', message: 'The request could not be read. Send valid JSON.' },
  404: NOT_FOUND_MESSAGE,
  413: /*i18n*/ { id: 'api.request.tooLarge', message: 'The request or one of its files is too large.' },
  415: /*i18n*/ { id: 'api.request.mediaType', message: 'This type of content is not accepted: send JSON, or multipart/form-data for files.' },
};
const CLIENT_ERROR_TEXT: Message = /*i18n*/ { id: 'api.request.refused', message: 'The request was refused.' };

/** What Ajv's issues say, with the field's name (as the API spells it, underscores as spaces) as `{field}`. */
const VALIDATION_TEXTS = {
  notObject: /*i18n*/ { id: 'api.validation.notObject', message: 'The request {context} must be a JSON object.' },
  required: /*i18n*/ { id: 'api.validation.required', message: 'The {field} field is required.' },
  type: /*i18n*/ { id: 'api.validation.type', message: 'The {field} field must be {type}.' },
  maxLength: /*i18n*/ { id: 'api.validation.maxLength', message: 'The {field} field may have at most {limit} characters.' },
  minLength: /*i18n*/ { id: 'api.validation.minLength', message: 'The {field} field must have at least {limit} characters.' },
  minimum: /*i18n*/ { id: 'api.validation.minimum', message: 'The {field} field must be at least {limit}.' },
  maximum: /*i18n*/ { id: 'api.validation.maximum', message: 'The {field} field may be at most {limit}.' },
  wholeNumber: /*i18n*/ { id: 'api.validation.wholeNumber', message: 'The {field} field must be a whole number.' },
  oneOf: /*i18n*/ { id: 'api.validation.oneOf', message: 'The {field} field must be one of: {allowed}.' },
  invalid: /*i18n*/ { id: 'api.validation.invalid', message: 'The {field} field is invalid.' },
} satisfies Record<string, Message>;

type Say = (message: Message) => string;

/** Ajv's issue as a sentence the reader can read, keyed by the field it is about. */
function describe(issue: ValidationIssue, context: string, say: Say): [string, string] {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.slice(1).replace(/\//g, '.');
  const field = issue.keyword === 'required' ? [path, String(params.missingProperty)].filter(Boolean).join('.') : path;
  if (!field) return [context, say({ ...VALIDATION_TEXTS.notObject, values: { context } })];
  const about = (text: Message, values: Record<string, string> = {}): [string, string] => [
    field,
    say({ ...text, values: { field: field.replace(/_/g, ' '), ...values } }),
  ];
  switch (issue.keyword) {
    case 'required':
      return about(VALIDATION_TEXTS.required);
    case 'type':
      return about(VALIDATION_TEXTS.type, { type: TYPE_TEXTS[String(params.type)] ? say(TYPE_TEXTS[String(params.type)]) : String(params.type) });
    case 'maxLength':
      return about(VALIDATION_TEXTS.maxLength, { limit: String(params.limit) });
    case 'minLength':
      return about(VALIDATION_TEXTS.minLength, { limit: String(params.limit) });
    case 'minimum':
      return about(VALIDATION_TEXTS.minimum, { limit: String(params.limit) });
    case 'maximum':
      return about(VALIDATION_TEXTS.maximum, { limit: String(params.limit) });
    case 'pattern':
      // Ids in the path are text of digits: say so rather than quote the pattern.
      if (params.pattern === ID_PATTERN) return about(VALIDATION_TEXTS.wholeNumber);
      break;
    case 'enum':
      return about(VALIDATION_TEXTS.oneOf, { allowed: (params.allowedValues as unknown[]).join(', ') });
  }
  return about(VALIDATION_TEXTS.invalid);
}

/** Each field's problems, written by `say` in the reader's language. */
export function validationErrors(issues: ValidationIssue[], context: string, say: Say): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [field, message] = describe(issue, context, say);
    errors[field] = [...(errors[field] ?? []), message];
  }
  return errors;
}

/**
 * One error shape for the whole API: 422 with field errors for invalid input, the chosen
 * status for a thrown HttpError, Fastify's own 4xx messages, and a plain 500 otherwise.
 * Never a stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof ServerBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
      const { text, fieldTexts, error: errorField } = error;
      const errors = fieldTexts && Object.fromEntries(Object.entries(fieldTexts).map(([field, texts]) => [field, texts.map((said) => request.say(said))]));
      return reply.code(error.statusCode).send({
        // A machine code as it is; the message again, written for the reader.
        ...(errorField && { error: typeof errorField === 'string' ? errorField : request.say(errorField) }),
        message: request.say(text),
        ...(errors && { errors }),
        code: text.id,
      });
    }
    if (error.validation) {
      return reply.code(422).send({
        message: request.say(INVALID_DATA),
        errors: validationErrors(error.validation, error.validationContext ?? 'body', (message) => request.say(message)),
        code: INVALID_DATA.id,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's English stays in the log, for whoever looks into it.
      request.log.info({ err: error }, 'request refused');
      const text = CLIENT_ERROR_TEXTS[status] ?? CLIENT_ERROR_TEXT;
      return reply.code(status).send({ message: request.say(text), code: text.id });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: request.say(SERVER_ERROR_MESSAGE), code: SERVER_ERROR_MESSAGE.id });
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { ID_PATTERN, type FieldErrors, type Message } from '@arcvest/shared/rules';
import { HttpError, INVALID_DATA, ServerBusyError, type ApiText } from '../errors';

export const SERVER_ERROR_MESSAGE: Message = /*i18n*/ { id: 'api.serverError', message: 'Something went wrong. Please try again.' };

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
};

/** Ajv's issue as a sentence a person can read, keyed by the field it is about. */
function describe(issue: ValidationIssue, context: string): [string, string] {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.slice(1).replace(/\//g, '.');
  const field = issue.keyword === 'required' ? [path, String(params.missingProperty)].filter(Boolean).join('.') : path;
  if (!field) return [context, `The request ${context} must be a JSON object.`];
  const label = `The ${field.replace(/_/g, ' ')} field`;
  switch (issue.keyword) {
    case 'required':
      return [field, `${label} is required.`];
    case 'type':
      return [field, `${label} must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}.`];
    case 'maxLength':
      return [field, `${label} may have at most ${params.limit} characters.`];
    case 'minLength':
      return [field, `${label} must have at least ${params.limit} characters.`];
    case 'minimum':
      return [field, `${label} must be at least ${params.limit}.`];
    case 'maximum':
      return [field, `${label} may be at most ${params.limit}.`];
    case 'pattern':
      // Ids in the path are text of digits: say so rather than quote the pattern.
      if (params.pattern === ID_PATTERN) return [field, `${label} must be a whole number.`];
      break;
    case 'enum':
      return [field, `${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`];
  }
  return [field, `${label} is invalid.`];
}

export function validationErrors(issues: ValidationIssue[], context: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [field, message] = describe(issue, context);
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
      const say = (said: ApiText) => (typeof said === 'string' ? said : request.say(said));
      const errors = fieldTexts && Object.fromEntries(Object.entries(fieldTexts).map(([field, texts]) => [field, texts.map(say)]));
      return reply.code(error.statusCode).send({
        ...(errorField && { error: say(errorField) }),
        message: say(text),
        ...(errors && { errors }),
        ...(typeof text !== 'string' && { code: text.id }),
      });
    }
    if (error.validation) {
      return reply.code(422).send({ message: request.say(INVALID_DATA), errors: validationErrors(error.validation, error.validationContext ?? 'body') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: request.say(SERVER_ERROR_MESSAGE) });
  });
}

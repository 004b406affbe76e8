import { Type, type SchemaOptions, type Static } from '@sinclair/typebox';
import { ID_PATTERN, MAX_ID } from '../rules/limits';
import { formatWholeUsd } from '../rules/money';

/** A string that is one of `values`, written as a JSON-schema `enum` (clearer in the OpenAPI document than anyOf). */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/** Text or null, as one `type: [string, null]` (the serializer handles it faster than anyOf). */
export function NullableText(options: SchemaOptions = {}) {
  return Type.Unsafe<string | null>({ ...options, type: ['string', 'null'] });
}

export function NullableInteger(options: SchemaOptions = {}) {
  return Type.Unsafe<number | null>({ ...options, type: ['integer', 'null'] });
}

/** A money amount in a request: whole US cents from 1 to `max`, never a string, fraction or exponent. */
export function CentsInput(max: number, what: string) {
  return Type.Integer({ minimum: 1, maximum: max, description: `${what}: whole US cents, from 1 to ${max} (${formatWholeUsd(max)})` });
}

/** A money amount in an answer. */
export function Cents(description = 'US cents') {
  return Type.Integer({ description });
}

/** A record id in a request body. */
export const IdInput = Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Record id' });

export const COIN_VALUES = ['BTC', 'ETH', 'XRP', 'SOL', 'USDT'] as const;
export const Coin = StringEnum(COIN_VALUES);
export type Coin = Static<typeof Coin>;

/** How a plan is paid: a coin, or the wallet balance. */
export const PAYMENT_METHOD_VALUES = [...COIN_VALUES, 'BALANCE'] as const;

export const Message = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof Message>;

/** Body of every failed API call: 422 adds `errors`, 401 on login adds `error`. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  error: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  code: Type.Optional(Type.String({ description: "The message's id, the same in every language: present where the message is translated" })),
});
export type ErrorBody = Static<typeof ErrorBody>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The multipart form could not be read',
  401: 'Not signed in, or the token expired or was revoked',
  403: 'Not allowed: a suspended account, not an administrator, or not the owner of the resource',
  404: 'Not found',
  409: 'Already done: the item is no longer in a state that allows this',
  413: 'The request or one of its files is too large',
  415: 'Not sent as multipart/form-data',
  422: 'Invalid data: `errors` maps each field to its messages',
  429: 'Too many attempts',
  503: 'Not ready (the database cannot be reached or a migration has not run), or busy: more password checks are waiting than the server takes on; `Retry-After` says when to try again',
};

/**
 * One schema object per error status, made once: the API compiles a schema object it has seen
 * before without reading its text again (api/src/plugins/schema-compilers.ts), and the API tests
 * build an app per test.
 */
const ERROR_RESPONSES: Record<number, typeof ErrorBody> = Object.fromEntries(
  Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [status, { ...ErrorBody, description }]),
);

/**
 * Response schemas for the error statuses a route can answer with. 401 and 403 of signed-in
 * routes, 422 of validated input and 429 of rate limits come from the route's access rule and
 * options (api/src/plugins/access.ts): list here only what the handler itself answers.
 */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, ERROR_RESPONSES[status] ?? { ...ErrorBody }])) as Record<S[number], typeof ErrorBody>;
}

/**
 * An id in the path: plain decimal digits only ("1e2", "0x10", " 12" and "+3" are refused, not
 * coerced), converted with Number() by the route.
 */
export const IdParams = Type.Object({ id: Type.String({ pattern: ID_PATTERN, description: 'Record id, decimal digits' }) });
export type IdParams = Static<typeof IdParams>;

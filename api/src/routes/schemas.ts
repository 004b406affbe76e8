/** JSON schemas several route groups share: answers, errors, the user and an id in the path. */

export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

const errorBody = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    error: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  401: 'Not signed in, or the token expired or was revoked',
  403: 'Not allowed (suspended account, or not an administrator)',
  404: 'Not found',
  409: 'Already done: the item is no longer in a state that allows this',
  422: 'Invalid data: `errors` maps each field to its messages',
  429: 'Too many attempts',
};

/** Response schemas for the error statuses a route can answer with. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, { ...errorBody, description: ERROR_DESCRIPTIONS[status] }]));
}

export { IdParams as idParamsSchema, type IdParams } from '@arcvest/shared/schemas';

export const nullableText = { type: ['string', 'null'] } as const;

/** Exactly the fields of the shared `User` type; anything else on the row is never sent. */
export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    gender: { type: 'string', enum: ['male', 'female'] },
    age: { type: 'string', description: 'Birth date, yyyy-mm-dd' },
    country: { type: 'string' },
    phone: nullableText,
    address: nullableText,
    ssn: nullableText,
    occupation: nullableText,
    salary: nullableText,
    level: { type: 'integer' },
    role: { type: 'string', enum: ['admin', 'user'] },
    suspended: { type: 'integer', enum: [0, 1] },
    email_verified: { type: 'integer', enum: [0, 1] },
    wallet: { type: 'integer', description: 'US cents' },
    message: nullableText,
    referral_id: { type: 'string' },
    dl_front: nullableText,
    dl_back: nullableText,
    created_at: { type: 'string' },
  },
  required: [
    'id', 'firstname', 'lastname', 'username', 'email', 'gender', 'age', 'country', 'phone', 'address', 'ssn',
    'occupation', 'salary', 'level', 'role', 'suspended', 'email_verified', 'wallet', 'message', 'referral_id',
    'dl_front', 'dl_back', 'created_at',
  ],
} as const;

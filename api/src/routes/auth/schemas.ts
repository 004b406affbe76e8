import { errorResponses, messageSchema, userSchema } from '../schemas';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * Sign-up fields are typed here but not `required`: the shared rules (signupServerErrors)
 * check presence, so every message comes from one place.
 */
export const signupSchema = {
  tags: ['auth'],
  summary: 'Create an investor account',
  body: {
    type: 'object',
    properties: {
      firstname: text(100),
      lastname: text(100),
      email: text(254),
      username: text(100),
      age: { ...text(20), description: 'Birth date, yyyy-mm-dd; at least 18 years ago' },
      gender: { ...text(10), description: 'male or female' },
      country: { ...text(100), description: 'A country name from the list' },
      referred_by: { ...text(20), description: 'Optional referral code of an existing user' },
      password: { ...text(200), description: 'At least 8 characters' },
      password_confirmation: text(200),
    },
  },
  response: { 201: messageSchema, ...errorResponses(422, 429) },
} as const;

export interface SignupBody {
  firstname?: string;
  lastname?: string;
  email?: string;
  username?: string;
  age?: string;
  gender?: string;
  country?: string;
  referred_by?: string;
  password?: string;
  password_confirmation?: string;
}

export const loginSchema = {
  tags: ['auth'],
  summary: 'Sign in with username (or email) and password',
  body: {
    type: 'object',
    properties: {
      username: { ...text(254), description: 'Username or email, any letter case' },
      password: text(200),
    },
    required: ['username', 'password'],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        access_token: { type: 'string' },
        token_type: { type: 'string', enum: ['Bearer'] },
        expires_at: { type: 'string', description: 'Absolute expiry (ISO 8601); idle tokens expire sooner' },
      },
      required: ['access_token', 'token_type', 'expires_at'],
    },
    ...errorResponses(401, 403, 422, 429),
  },
} as const;

export interface LoginBody {
  username: string;
  password: string;
}

export const logoutSchema = {
  tags: ['auth'],
  summary: 'Revoke the current access token',
  security: [{ bearerAuth: [] }],
  response: { 200: messageSchema, ...errorResponses(401, 403) },
} as const;

export const meSchema = {
  tags: ['auth'],
  summary: 'The signed-in user',
  security: [{ bearerAuth: [] }],
  response: { 200: userSchema, ...errorResponses(401, 403) },
} as const;

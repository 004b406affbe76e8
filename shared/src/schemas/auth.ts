import { Type, type Static } from '@sinclair/typebox';
import { SUPPORTED_LOCALES } from '../rules/locale';
import { STAFF_ROLES, type StaffRole } from '../rules/staff-roles';
import { errorResponses, Message, NullableText, StringEnum } from './common';

export const Role = StringEnum(['admin', 'user']);
export const StaffRoleSchema = StringEnum(STAFF_ROLES, { description: 'What an admin may do (docs/security-authorization.md#staff-roles)' });
const NullableStaffRole = Type.Unsafe<StaffRole | null>({
  type: ['string', 'null'],
  enum: [...STAFF_ROLES, null],
  description: 'What an admin may do; null for users',
});
export type Role = Static<typeof Role>;
export const Gender = StringEnum(['male', 'female']);
export type Gender = Static<typeof Gender>;

const flag = Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] });

/** The user as the API sends it: exactly these fields; anything else on the row is never sent. */
export const User = Type.Object({
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  username: Type.String(),
  email: Type.String(),
  gender: Gender,
  age: Type.String({ description: 'Birth date, yyyy-mm-dd' }),
  country: Type.String(),
  phone: NullableText(),
  address: NullableText(),
  ssn: NullableText(),
  occupation: NullableText(),
  salary: NullableText(),
  level: Type.Integer(),
  role: Role,
  suspended: flag,
  email_verified: flag,
  wallet: Type.Integer({ description: 'US cents' }),
  message: NullableText(),
  referral_id: Type.String(),
  dl_front: NullableText(),
  dl_back: NullableText(),
  identity_rejection_reason: NullableText({ description: "The admin's reason for the last rejected identity submission; null once resubmitted or accepted" }),
  created_at: Type.String(),
  frozen_at: NullableText({ description: "When the account was frozen (the owner's freeze link or button); null: not frozen" }),
  security_hold_until: NullableText({ description: 'Withdrawals and new addresses are held until then after a credential change' }),
  second_factor_locked_at: NullableText({ description: 'When too many wrong codes locked the second factor; null: not locked' }),
  staff_role: NullableStaffRole,
  locale: StringEnum(SUPPORTED_LOCALES, { description: "The account's language: its pages, the API's messages and its emails" }),
});
export type User = Static<typeof User>;

const text = (maxLength: number, description?: string) => Type.Optional(Type.String({ maxLength, ...(description && { description }) }));

/**
 * Sign-up fields are typed here but optional: the shared rules (signupServerErrors) check
 * presence, so every message comes from one place.
 */
export const SignupBody = Type.Object({
  firstname: text(100),
  lastname: text(100),
  email: text(254),
  username: text(100),
  age: text(20, 'Birth date, yyyy-mm-dd; at least 18 years ago'),
  gender: text(10, 'male or female'),
  country: text(100, 'A country name from the list'),
  referred_by: text(20, 'Optional referral code of an existing user'),
  password: text(200, 'At least 8 characters'),
  password_confirmation: text(200),
  locale: text(20, "The account's language, one of en, es, pt-BR, ar; without it, the request's (its Accept-Language, else English)"),
});
export type SignupBody = Static<typeof SignupBody>;

export const signupSchema = {
  tags: ['auth'],
  summary: 'Create an investor account',
  body: SignupBody,
  response: { 201: Message, ...errorResponses(422, 429, 503) },
};

export const LoginBody = Type.Object({
  username: Type.String({ maxLength: 254, description: 'Username or email, any letter case' }),
  password: Type.String({ maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  access_token: Type.String(),
  token_type: StringEnum(['Bearer']),
  expires_at: Type.String({ description: 'Absolute expiry (ISO 8601); idle tokens expire sooner' }),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** POST /login answers this instead of a token when a second step is needed. */
export const TwoFactorChallenge = Type.Object({
  two_factor: StringEnum(['code', 'enrol'], { description: 'code: send a code; enrol: an administrator must turn two-factor sign-in on first' }),
  challenge: Type.String({ description: 'Send it back with the code' }),
  expires_at: Type.String(),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** What POST /login answers: a token, or the second step it needs first. */
export const LoginAnswer = Type.Union([LoginResponse, TwoFactorChallenge]);
export type LoginAnswer = Static<typeof LoginAnswer>;

export const loginSchema = {
  tags: ['auth'],
  summary: 'Sign in with username (or email) and password',
  body: LoginBody,
  response: { 200: LoginAnswer, ...errorResponses(401, 403, 422, 429, 503) },
};

const signedIn = { tags: ['auth'] };

export const logoutSchema = {
  ...signedIn,
  summary: 'Revoke the current access token',
  response: { 200: Message },
};

export const meSchema = {
  ...signedIn,
  summary: 'The signed-in user',
  response: { 200: User },
};

/**
 * The sign-up form's fields as the rules check them (every field present; gender empty until
 * chosen). The language is no field of the form: the body carries it beside them.
 */
export type SignupPayload = Required<Omit<SignupBody, 'gender' | 'locale'>> & { gender: Gender | '' };

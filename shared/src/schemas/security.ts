import { Type, type Static } from '@sinclair/typebox';
import { SIGN_IN_OUTCOMES } from '../rules/sign-ins';
import { LoginResponse } from './auth';
import { PasskeyAssertion } from './passkeys';
import { errorResponses, IdParams, Message, NullableText, StringEnum } from './common';

const signedIn = { security: [{ bearerAuth: [] }] };
const CODE = Type.String({ maxLength: 40, description: 'A 6-digit code from the authenticator app, or an unused recovery code' });
const CHALLENGE = Type.String({ maxLength: 100, description: 'The challenge the password step answered with' });

export const TwoFactorCodeBody = Type.Object({ challenge: CHALLENGE, code: CODE });
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;

/**
 * The second sign-in step: a code, or (instead) a passkey's assertion against the options of
 * POST /api/login/two-factor/passkey-options. Exactly one of them.
 */
export const TwoFactorLoginBody = Type.Object({
  challenge: CHALLENGE,
  code: Type.Optional(CODE),
  assertion: Type.Optional(PasskeyAssertion),
});
export type TwoFactorLoginBody = Static<typeof TwoFactorLoginBody>;

export const ChallengeBody = Type.Object({ challenge: CHALLENGE });
export type ChallengeBody = Static<typeof ChallengeBody>;

export const TwoFactorSetup = Type.Object({
  secret: Type.String({ description: 'Base32 TOTP secret' }),
  otpauth_uri: Type.String({ description: 'otpauth://totp/... for a QR code' }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

const RecoveryCodes = Type.Array(Type.String(), { description: 'Single-use recovery codes, shown this once' });

export const TwoFactorEnrolled = Type.Object({ message: Type.String(), recovery_codes: RecoveryCodes });
export type TwoFactorEnrolled = Static<typeof TwoFactorEnrolled>;

export const SignedInAfterEnrolment = Type.Composite([LoginResponse, Type.Object({ recovery_codes: RecoveryCodes })]);
export type SignedInAfterEnrolment = Static<typeof SignedInAfterEnrolment>;

export const CodeBody = Type.Object({ code: CODE });
export type CodeBody = Static<typeof CodeBody>;

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean({ description: 'Whether this account may not turn it off (administrators in production)' }),
  recovery_codes_left: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const SessionInfo = Type.Object({
  id: Type.Integer(),
  device: Type.String({ description: 'Browser and system, read from the User-Agent' }),
  ip: NullableText(),
  created_at: Type.String(),
  last_used_at: Type.String(),
  current: Type.Boolean({ description: 'The session of this request' }),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const SignInAttempt = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  ip: NullableText(),
  device: Type.String(),
  outcome: StringEnum(SIGN_IN_OUTCOMES),
});
export type SignInAttempt = Static<typeof SignInAttempt>;

const loginStep = { tags: ['auth'] };

export const twoFactorLoginSchema = {
  ...loginStep,
  summary: "Second sign-in step: a TOTP code, a recovery code, or one of the user's passkeys",
  body: TwoFactorLoginBody,
  response: { 200: LoginResponse, ...errorResponses(401, 403, 422, 429) },
};

export const enrolmentSetupSchema = {
  ...loginStep,
  summary: 'An administrator who must enrol gets a new TOTP secret during sign-in',
  body: ChallengeBody,
  response: { 200: TwoFactorSetup, ...errorResponses(401, 403, 422, 429) },
};

export const enrolmentConfirmSchema = {
  ...loginStep,
  summary: "Confirms the enrolment's first code and signs in",
  body: TwoFactorCodeBody,
  response: { 200: SignedInAfterEnrolment, ...errorResponses(401, 403, 422, 429) },
};

const account = { tags: ['two-factor'], ...signedIn };

export const twoFactorStatusSchema = {
  ...account,
  summary: "The signed-in user's two-factor state",
  response: { 200: TwoFactorStatus, ...errorResponses(401, 403) },
};

export const twoFactorSetupSchema = {
  ...account,
  summary: 'A new TOTP secret, waiting for its first code',
  response: { 200: TwoFactorSetup, ...errorResponses(401, 403, 409) },
};

export const twoFactorEnableSchema = {
  ...account,
  summary: 'Turns two-factor sign-in on with a first code; answers the recovery codes once',
  body: CodeBody,
  response: { 200: TwoFactorEnrolled, ...errorResponses(401, 403, 409, 422, 429) },
};

export const twoFactorDisableSchema = {
  ...account,
  summary: 'Turns two-factor sign-in off; needs a current code',
  body: CodeBody,
  response: { 200: Message, ...errorResponses(401, 403, 409, 422, 429) },
};

const sessions = { tags: ['sessions'], ...signedIn };

export const sessionsListSchema = {
  ...sessions,
  summary: "The signed-in user's active sessions",
  response: { 200: Type.Array(SessionInfo), ...errorResponses(401, 403) },
};

export const sessionSignOutSchema = {
  ...sessions,
  summary: 'Ends one of your sessions',
  params: IdParams,
  response: { 200: Message, ...errorResponses(401, 403, 404) },
};

export const signOutOthersSchema = {
  ...sessions,
  summary: 'Ends every session but this one',
  response: { 200: Message, ...errorResponses(401, 403) },
};

export const signInHistorySchema = {
  ...sessions,
  summary: 'Your latest sign-in attempts',
  response: { 200: Type.Array(SignInAttempt), ...errorResponses(401, 403) },
};

export const userSignInHistorySchema = {
  tags: ['admin'],
  ...signedIn,
  summary: "A user's latest sign-in attempts (administrators)",
  params: IdParams,
  response: { 200: Type.Array(SignInAttempt), ...errorResponses(401, 403, 404) },
};

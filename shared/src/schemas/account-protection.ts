import { Type, type Static } from '@sinclair/typebox';
import { ANTI_PHISHING_MAX_LENGTH, STEP_UP_METHODS, STEP_UP_PURPOSES, UNFREEZE_TEXT_MAX_LENGTH } from '../rules/account-protection';
import { errorResponses, IdParams, Message, NullableText, StringEnum } from './common';
import { PasskeyAssertion, PasskeyAssertionOptions, PasskeyAuthenticationOptions, PasskeyAuthenticationResponse } from './passkeys';

const signedIn = { security: [{ bearerAuth: [] }] };
const protection = { tags: ['account protection'], ...signedIn };

export const StepUpProof = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'The step-up `POST /api/step-up` answered' }),
    code: Type.Optional(Type.String({ maxLength: 40, description: 'The emailed 6-digit code, or the authenticator app code when two-factor is on' })),
    assertion: Type.Optional(PasskeyAuthenticationResponse),
  },
  { description: 'Proof of presence for exactly the details of this request: one of `code` or `assertion`' },
);
export type StepUpProof = Static<typeof StepUpProof>;

export const StepUpBody = Type.Object({
  purpose: StringEnum(STEP_UP_PURPOSES),
  details: Type.Object(
    {},
    {
      additionalProperties: true,
      description: 'The body of the request it will confirm (`POST /api/withdraw` or `POST /api/withdrawal-addresses`), without `step_up`',
    },
  ),
});
export type StepUpBody = Static<typeof StepUpBody>;

export const StepUpChallenge = Type.Object({
  id: Type.Integer(),
  methods: Type.Array(StringEnum(STEP_UP_METHODS), {
    description: 'How it may be confirmed: `passkey` (see `passkey_options`), `totp` (two-factor on), or `email` (a code was just sent)',
  }),
  expires_at: Type.String(),
  summary: Type.String({ description: 'What it confirms, in words, as the email says it' }),
  passkey_options: Type.Optional(PasskeyAuthenticationOptions),
});
export type StepUpChallenge = Static<typeof StepUpChallenge>;

export const stepUpSchema = {
  ...protection,
  summary: 'Starts the confirmation a withdrawal or a new withdrawal address needs (emails a code when `email` is the method)',
  body: StepUpBody,
  response: { 201: StepUpChallenge, ...errorResponses(403, 422) },
};

export const ReauthenticateBody = Type.Object(
  {
    password: Type.Optional(Type.String({ maxLength: 200 })),
    code: Type.Optional(Type.String({ maxLength: 40, description: 'Authenticator app code or a recovery code' })),
    assertion: Type.Optional(PasskeyAssertion),
  },
  { description: 'Exactly one of password, code or assertion' },
);
export type ReauthenticateBody = Static<typeof ReauthenticateBody>;

export const Reauthenticated = Type.Object({ message: Type.String(), reauthenticated_until: Type.String() });
export type Reauthenticated = Static<typeof Reauthenticated>;

export const reauthenticateSchema = {
  ...protection,
  summary: 'Confirms it is still you: password, authenticator code or passkey; good for this session for 5 minutes',
  body: ReauthenticateBody,
  response: { 200: Reauthenticated, ...errorResponses(401, 403, 422, 429) },
};

export const AccountProtection = Type.Object({
  held_until: NullableText({ description: 'Withdrawals and new addresses are refused until then (a recent credential change)' }),
  reauthenticated_until: NullableText({ description: 'Until when this session may change credentials without re-authenticating' }),
  second_factor_locked: Type.Boolean(),
  anti_phishing_hint: NullableText({ description: 'The chosen phrase, masked (first and last character); null when none is set' }),
  methods: Type.Array(StringEnum(STEP_UP_METHODS), { description: 'How this account confirms a withdrawal' }),
});
export type AccountProtection = Static<typeof AccountProtection>;

export const accountProtectionSchema = {
  ...protection,
  summary: "The signed-in user's holds, re-authentication window and anti-phishing phrase (masked)",
  response: { 200: AccountProtection, ...errorResponses(401, 403) },
};

export const AntiPhishingBody = Type.Object({
  code: Type.Union([Type.String({ maxLength: ANTI_PHISHING_MAX_LENGTH * 2 }), Type.Null()], { description: 'The phrase; null removes it' }),
});
export type AntiPhishingBody = Static<typeof AntiPhishingBody>;

export const antiPhishingSchema = {
  ...protection,
  summary: 'Sets or removes the anti-phishing phrase printed at the top of every email (needs re-authentication)',
  body: AntiPhishingBody,
  response: { 200: Message, ...errorResponses(401, 403, 422) },
};

export const freezeOwnAccountSchema = {
  ...protection,
  summary: 'Freezes your own account: every session ends, nothing can be withdrawn or changed until support unfreezes it',
  response: { 200: Message, ...errorResponses(401, 403) },
};

export const FreezeLinkBody = Type.Object({ token: Type.String({ maxLength: 200, description: 'From the "This wasn\'t me" link of a security email' }) });
export type FreezeLinkBody = Static<typeof FreezeLinkBody>;

export const freezeLinkSchema = {
  tags: ['account protection'],
  summary: 'Freezes the account a security email was sent about (the one-click link; single use, 7 days)',
  body: FreezeLinkBody,
  response: { 200: Message, ...errorResponses(404, 422, 429) },
};

export const UnfreezeBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: UNFREEZE_TEXT_MAX_LENGTH, description: 'Why the account is unfrozen' }),
  identity_check: Type.String({
    minLength: 1,
    maxLength: UNFREEZE_TEXT_MAX_LENGTH,
    description: 'How the owner was identified (e.g. video call with the ID on file)',
  }),
});
export type UnfreezeBody = Static<typeof UnfreezeBody>;

export const unfreezeSchema = {
  tags: ['admin'],
  ...signedIn,
  summary: 'Unfreezes an account and unlocks its second factor, after an identity check (admin; audited)',
  params: IdParams,
  body: UnfreezeBody,
  response: { 200: Message, ...errorResponses(404, 409, 422) },
};

export const reauthenticatePasskeyOptionsSchema = {
  ...protection,
  summary: "A passkey challenge for re-authentication, for the signed-in user's passkeys",
  response: { 200: PasskeyAssertionOptions, ...errorResponses(401, 403, 404) },
};

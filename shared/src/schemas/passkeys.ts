import { Type, type Static } from '@sinclair/typebox';
import { PASSKEY_NAME_MAX_LENGTH } from '../rules/passkey-limits';
import { LoginResponse } from './auth';
import { errorResponses, IdParams, Message, NullableText, StringEnum } from './common';

/*
 * Passkeys (WebAuthn). The option and response shapes are the JSON forms of WebAuthn Level 3
 * (PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON, ...) that
 * @simplewebauthn/server answers and @simplewebauthn/browser sends; only the fields they use.
 * Binary values are base64url text.
 */

const signedIn = { security: [{ bearerAuth: [] }] };
const B64URL = (maxLength: number, description?: string) => Type.String({ pattern: '^[A-Za-z0-9_-]*={0,2}$', maxLength, ...(description && { description }) });
const TRANSPORT = StringEnum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const Transports = Type.Array(TRANSPORT, { maxItems: 8 });
const ATTACHMENT = StringEnum(['platform', 'cross-platform']);
const ClientExtensionResults = Type.Object({}, { additionalProperties: true, description: "The browser's extension results (not used)" });

const CredentialDescriptor = Type.Object({
  id: B64URL(1400),
  type: StringEnum(['public-key']),
  transports: Type.Optional(Transports),
});

export const PasskeyRegistrationOptions = Type.Object(
  {
    challenge: B64URL(200),
    rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
    user: Type.Object({ id: B64URL(200), name: Type.String(), displayName: Type.String() }),
    pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: StringEnum(['public-key']) })),
    timeout: Type.Optional(Type.Integer()),
    excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
    authenticatorSelection: Type.Optional(
      Type.Object({
        authenticatorAttachment: Type.Optional(ATTACHMENT),
        residentKey: Type.Optional(StringEnum(['discouraged', 'preferred', 'required'])),
        requireResidentKey: Type.Optional(Type.Boolean()),
        userVerification: Type.Optional(StringEnum(['discouraged', 'preferred', 'required'])),
      }),
    ),
    hints: Type.Optional(Type.Array(Type.String())),
    attestation: Type.Optional(StringEnum(['none', 'indirect', 'direct', 'enterprise'])),
    extensions: Type.Optional(Type.Object({ credProps: Type.Optional(Type.Boolean()) })),
  },
  { description: 'PublicKeyCredentialCreationOptionsJSON: give it to navigator.credentials.create (startRegistration)' },
);
export type PasskeyRegistrationOptions = Static<typeof PasskeyRegistrationOptions>;

export const PasskeyAuthenticationOptions = Type.Object(
  {
    challenge: B64URL(200),
    timeout: Type.Optional(Type.Integer()),
    rpId: Type.Optional(Type.String()),
    allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
    userVerification: Type.Optional(StringEnum(['discouraged', 'preferred', 'required'])),
    hints: Type.Optional(Type.Array(Type.String())),
  },
  { description: 'PublicKeyCredentialRequestOptionsJSON: give it to navigator.credentials.get (startAuthentication)' },
);
export type PasskeyAuthenticationOptions = Static<typeof PasskeyAuthenticationOptions>;

/** What the browser's create() gave, as JSON (RegistrationResponseJSON). */
export const PasskeyRegistrationResponse = Type.Object({
  id: B64URL(1400),
  rawId: B64URL(1400),
  response: Type.Object({
    clientDataJSON: B64URL(4000),
    attestationObject: B64URL(20_000),
    authenticatorData: Type.Optional(B64URL(4000)),
    transports: Type.Optional(Transports),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(B64URL(4000)),
  }),
  authenticatorAttachment: Type.Optional(ATTACHMENT),
  clientExtensionResults: ClientExtensionResults,
  type: StringEnum(['public-key']),
});
export type PasskeyRegistrationResponse = Static<typeof PasskeyRegistrationResponse>;

/** What the browser's get() gave, as JSON (AuthenticationResponseJSON). */
export const PasskeyAuthenticationResponse = Type.Object({
  id: B64URL(1400),
  rawId: B64URL(1400),
  response: Type.Object({
    clientDataJSON: B64URL(4000),
    authenticatorData: B64URL(4000),
    signature: B64URL(2000),
    userHandle: Type.Optional(B64URL(200)),
  }),
  authenticatorAttachment: Type.Optional(ATTACHMENT),
  clientExtensionResults: ClientExtensionResults,
  type: StringEnum(['public-key']),
});
export type PasskeyAuthenticationResponse = Static<typeof PasskeyAuthenticationResponse>;

const NAME = Type.String({ maxLength: 200, description: `A name to tell the passkey apart, 1 to ${PASSKEY_NAME_MAX_LENGTH} characters, unique among yours` });

export const PasskeyRegistrationBody = Type.Object({ name: NAME, response: PasskeyRegistrationResponse });
export type PasskeyRegistrationBody = Static<typeof PasskeyRegistrationBody>;

export const PasskeyInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.String(),
  last_used_at: NullableText(),
});
export type PasskeyInfo = Static<typeof PasskeyInfo>;

export const PasskeyRegistered = Type.Object({ message: Type.String(), passkey: PasskeyInfo });
export type PasskeyRegistered = Static<typeof PasskeyRegistered>;

const CHALLENGE_ID = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, description: 'The challenge_id the options came with' });

/** Options for an assertion, and the id of the stored challenge to send back with its answer. */
export const PasskeyAssertionOptions = Type.Object({ challenge_id: Type.Integer(), options: PasskeyAuthenticationOptions });
export type PasskeyAssertionOptions = Static<typeof PasskeyAssertionOptions>;

/** A passkey's answer to the challenge `challenge_id`. */
export const PasskeyAssertion = Type.Object({ challenge_id: CHALLENGE_ID, response: PasskeyAuthenticationResponse });
export type PasskeyAssertion = Static<typeof PasskeyAssertion>;

const SIGN_IN_CHALLENGE = Type.String({ maxLength: 100, description: 'The challenge the password step answered with' });

export const PasskeySecondFactorOptionsBody = Type.Object({ challenge: SIGN_IN_CHALLENGE });
export type PasskeySecondFactorOptionsBody = Static<typeof PasskeySecondFactorOptionsBody>;

const passkeys = { tags: ['passkeys'], ...signedIn };

export const passkeyRegistrationOptionsSchema = {
  ...passkeys,
  summary: 'Options to create a passkey for the signed-in user (user verification and a discoverable key required)',
  response: { 200: PasskeyRegistrationOptions, ...errorResponses(401, 403, 409) },
};

export const passkeyRegisterSchema = {
  ...passkeys,
  summary: 'Stores a passkey the browser created with the latest registration options',
  body: PasskeyRegistrationBody,
  response: { 201: PasskeyRegistered, ...errorResponses(401, 403, 409, 422) },
};

export const passkeyListSchema = {
  ...passkeys,
  summary: "The signed-in user's passkeys",
  response: { 200: Type.Array(PasskeyInfo), ...errorResponses(401, 403) },
};

export const passkeyRemoveSchema = {
  ...passkeys,
  summary: 'Removes one of your passkeys',
  params: IdParams,
  response: { 200: Message, ...errorResponses(401, 403, 404) },
};

const loginStep = { tags: ['auth'] };

export const passkeyLoginOptionsSchema = {
  ...loginStep,
  summary: 'Options to sign in with a passkey alone (discoverable: no username)',
  response: { 200: PasskeyAssertionOptions, ...errorResponses(429) },
};

export const passkeyLoginSchema = {
  ...loginStep,
  summary: 'Signs in with a passkey alone',
  body: PasskeyAssertion,
  response: { 200: LoginResponse, ...errorResponses(401, 403, 422, 429) },
};

export const passkeySecondFactorOptionsSchema = {
  ...loginStep,
  summary: "Options to use one of the user's passkeys as the second sign-in step",
  body: PasskeySecondFactorOptionsBody,
  response: { 200: PasskeyAssertionOptions, ...errorResponses(401, 403, 409, 422, 429) },
};

/**
 * The passkey step of a step-up or a re-authentication: asks the browser's authenticator to sign
 * the server's WebAuthn request options and returns the assertion to send back
 * (`step_up.assertion`, or `assertion.response` of POST /api/reauthenticate).
 *
 * A stub until passkeys land: at merge this becomes `startAuthentication({ optionsJSON: options })`
 * of @simplewebauthn/browser. Until then it refuses, and the dialogs show its message.
 */
export const PASSKEY_NOT_AVAILABLE = 'Passkeys are not available yet. Use a code instead.';

export async function passkeyAssertion(options: unknown): Promise<unknown> {
  void options;
  throw new Error(PASSKEY_NOT_AVAILABLE);
}

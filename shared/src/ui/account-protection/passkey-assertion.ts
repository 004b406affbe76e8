import type { PasskeyAssertionOptions, PasskeyAuthenticationResponse } from '../../types';
import { browserPasskeyErrorMessage } from '../../rules/passkeys';
import { inEnglish, type Translate } from '../../rules/messages';

export type PasskeyPrompt = { ok: true; response: PasskeyAuthenticationResponse } | { ok: false; message: string };

/**
 * The browser's passkey prompt for `options` (sign-in, step-up, re-authentication).
 * @simplewebauthn/browser is imported here, on the click, so it is never part of a page's first
 * download. A cancelled or refused prompt answers what to tell the user (in `translate`'s
 * language); anything else is thrown.
 */
export async function askForPasskey(options: PasskeyAssertionOptions['options'], translate: Translate = inEnglish): Promise<PasskeyPrompt> {
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
    return { ok: true, response: response as PasskeyAuthenticationResponse };
  } catch (failure) {
    const message = browserPasskeyErrorMessage(failure, translate);
    if (message === null) throw failure;
    return { ok: false, message };
  }
}

/** The assertion a step-up or a re-authentication sends; a refused prompt throws what to tell the user. */
export async function passkeyAssertion(options: PasskeyAssertionOptions['options']): Promise<PasskeyAuthenticationResponse> {
  const prompt = await askForPasskey(options);
  if (!prompt.ok) throw new Error(prompt.message);
  return prompt.response;
}

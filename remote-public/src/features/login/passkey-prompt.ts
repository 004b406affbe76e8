import type { PasskeyAssertionOptions, PasskeyAuthenticationResponse } from '@arcvest/shared';
import { browserPasskeyErrorMessage } from '@arcvest/shared/rules';

export type PasskeyPrompt = { ok: true; response: PasskeyAuthenticationResponse } | { ok: false; message: string };

/**
 * The browser's passkey prompt for `options`. @simplewebauthn/browser is imported here, on the
 * click, so it is never part of the sign-in page's (or the home page's) first download. A
 * cancelled or refused prompt answers what to tell the user; anything else is thrown.
 */
export async function askForPasskey(options: PasskeyAssertionOptions['options']): Promise<PasskeyPrompt> {
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
    return { ok: true, response: response as PasskeyAuthenticationResponse };
  } catch (failure) {
    const message = browserPasskeyErrorMessage(failure);
    if (message === null) throw failure;
    return { ok: false, message };
  }
}

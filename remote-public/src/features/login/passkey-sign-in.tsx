import { Button, showApiError, useLingui, useToast } from '@arcvest/shared';
import { PASSKEY_TEXTS } from '@arcvest/shared/rules';
import { useState } from 'react';
import { useLoginWithPasskeyMutation, usePasskeyLoginOptionsMutation } from './api';
import { askForPasskey } from '@arcvest/shared/account-protection';
import { LOGIN_TEXTS } from './messages';
import { useFinishSignIn } from './use-finish-sign-in';

/** Sign in with a passkey alone: the browser offers the passkeys it holds for this site (no username). */
export function PasskeySignInButton() {
  const { _ } = useLingui();
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const [getOptions] = usePasskeyLoginOptionsMutation();
  const [loginWithPasskey] = useLoginWithPasskeyMutation();
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    try {
      const { challenge_id, options } = await getOptions().unwrap();
      const prompt = await askForPasskey(options, _);
      if (!prompt.ok) {
        toast.error(prompt.message);
        return;
      }
      const { access_token } = await loginWithPasskey({ challenge_id, response: prompt.response }).unwrap();
      finishSignIn(access_token);
    } catch (failure) {
      showApiError(toast, failure, _(PASSKEY_TEXTS.signInFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" className="login-submit" busy={busy} onClick={() => void signIn()}>
      {_(LOGIN_TEXTS.withPasskey)}
    </Button>
  );
}

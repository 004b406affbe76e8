import { Button, readApiError, showApiError, useLingui, useToast, type TwoFactorCodeBody } from '@arcvest/shared';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { PASSKEY_TEXTS, secondFactorCodeErrors, TWO_FACTOR_TEXTS } from '@arcvest/shared/rules';
import { useEffect, useState } from 'react';
import { useLoginWithCodeMutation, useSecondFactorPasskeyOptionsMutation } from './api';
import { askForPasskey } from '@arcvest/shared/account-protection';
import { TWO_FACTOR_TEXTS as TEXTS } from './messages';
import { useFinishSignIn } from './use-finish-sign-in';

type CodeValues = Pick<TwoFactorCodeBody, 'code'>;

/** The second sign-in step: a code from the authenticator app, or a recovery code. */
export function TwoFactorCodeForm({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { _ } = useLingui();
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const [loginWithCode] = useLoginWithCodeMutation();
  const [getPasskeyOptions] = useSecondFactorPasskeyOptionsMutation();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const form = useRulesForm<CodeValues>({
    defaultValues: { code: '' },
    rules: (values) => secondFactorCodeErrors(values, _),
    toPayload: (values) => ({ code: values.code.trim() }),
  });
  const { setFocus, setValue } = form;

  useEffect(() => setFocus('code'), [setFocus]);

  // The API says it in English (its messages are translated later), so it is recognised by its English.
  const expired = (failure: unknown) => readApiError(failure, '').message === TWO_FACTOR_TEXTS.challengeExpired.message;

  // A wrong code is shown under the field, emptied for the next try; an expired sign-in starts over.
  const verify = async ({ code }: CodeValues) => {
    try {
      const { access_token } = await loginWithCode({ challenge, code }).unwrap();
      finishSignIn(access_token);
    } catch (failure) {
      if (!expired(failure)) {
        setValue('code', '');
        throw failure;
      }
      toast.error(_(TWO_FACTOR_TEXTS.challengeExpired));
      onRestart();
    }
  };

  // One of the user's passkeys in place of the code: its options, the browser's prompt, the same second step.
  const signInWithPasskey = async () => {
    setPasskeyBusy(true);
    try {
      const { challenge_id, options } = await getPasskeyOptions({ challenge }).unwrap();
      const prompt = await askForPasskey(options, _);
      if (!prompt.ok) {
        toast.error(prompt.message);
        return;
      }
      const { access_token } = await loginWithCode({ challenge, assertion: { challenge_id, response: prompt.response } }).unwrap();
      finishSignIn(access_token);
    } catch (failure) {
      if (expired(failure)) {
        toast.error(_(TWO_FACTOR_TEXTS.challengeExpired));
        onRestart();
      } else {
        showApiError(toast, failure, _(PASSKEY_TEXTS.checkFailed));
      }
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={verify}
      failureMessage={_(TWO_FACTOR_TEXTS.checkFailed)}
      showFailure={{ underField: 'code' }}
      className="form"
      aria-labelledby="two-factor-title"
    >
      <h2 id="two-factor-title">{_(TEXTS.title)}</h2>
      <FormTextField
        label={_(TEXTS.code)}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={40}
        hint={_(TEXTS.codeHint)}
      />
      <SubmitButton className="login-submit">{_(TEXTS.verify)}</SubmitButton>
      <Button variant="secondary" className="login-submit" busy={passkeyBusy} onClick={() => void signInWithPasskey()}>
        {_(TEXTS.usePasskey)}
      </Button>
      <Button variant="ghost" onClick={onRestart}>
        {_(TEXTS.startOver)}
      </Button>
    </Form>
  );
}

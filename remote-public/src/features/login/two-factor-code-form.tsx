import { Button, readApiError, showApiError, TextField, TWO_FACTOR_MESSAGES, useToast } from '@arcvest/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoginWithCodeMutation } from './api';
import { useFinishSignIn } from './use-finish-sign-in';

const CODE_FIELD_ID = 'two-factor-code';
export const CODE_FALLBACK_ERROR = 'The code could not be checked. Please try again.';

/** The second sign-in step: a code from the authenticator app, or a recovery code. */
export function TwoFactorCodeForm({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const [loginWithCode, { isLoading }] = useLoginWithCodeMutation();
  const submitting = useRef(false);
  const focusField = () => document.getElementById(CODE_FIELD_ID)?.focus();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  useEffect(focusField, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    const result = await loginWithCode({ challenge, code: code.trim() });
    submitting.current = false;
    if ('data' in result && result.data) {
      finishSignIn(result.data.access_token);
      return;
    }
    const { message } = readApiError(result.error, CODE_FALLBACK_ERROR);
    if (message === TWO_FACTOR_MESSAGES.challengeExpired) {
      showApiError(toast, result.error, CODE_FALLBACK_ERROR);
      onRestart();
      return;
    }
    setError(message);
    setCode('');
    focusField();
  }

  return (
    <form className="form" onSubmit={handleSubmit} aria-busy={isLoading || undefined} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      <TextField
        id={CODE_FIELD_ID}
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={40}
        hint="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        error={error}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" busy={isLoading} className="login-submit">Verify</Button>
      <Button variant="ghost" onClick={onRestart}>Start over</Button>
    </form>
  );
}

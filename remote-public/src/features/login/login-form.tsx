import { PATHS, Button, preloadArea, showApiError, PasswordField, TextField, useToast, Link } from '@arcvest/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoginMutation, type TwoFactorChallenge } from './api';
import { useFinishSignIn } from './use-finish-sign-in';

export const LOGIN_FALLBACK_ERROR = 'Login failed. Please try again.';

/** The password step; `onChallenge` takes over when the account needs a second step. */
export function LoginForm({ onChallenge }: { onChallenge: (challenge: TwoFactorChallenge) => void }) {
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const [login, { isLoading }] = useLoginMutation();
  const submitting = useRef(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Most sign-ins lead to the dashboard: its code downloads while the user types.
  useEffect(() => preloadArea('investor'), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    const result = await login({ username: username.trim(), password });
    submitting.current = false;
    if ('data' in result && result.data) {
      if ('access_token' in result.data) finishSignIn(result.data.access_token);
      else onChallenge(result.data);
      return;
    }
    // The login answer's `error` field carries the same text as its message (docs/errors-and-messages.md#the-apis-error-shape).
    showApiError(toast, result.error, LOGIN_FALLBACK_ERROR);
  }

  return (
    <form className="form" onSubmit={handleSubmit} aria-busy={isLoading || undefined}>
      <TextField
        label="Username or email"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p className="login-forgot">
        <Link to={PATHS.forgotPassword}>Forgot password?</Link>
      </p>
      <Button type="submit" busy={isLoading} className="login-submit">Sign in</Button>
      <p className="login-signup">
        New here? <Link to={PATHS.signup}>Create an account</Link>
      </p>
    </form>
  );
}

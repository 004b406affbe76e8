import {
  PATHS,
  Button,
  preloadArea,
  showApiError,
  PasswordField,
  storeToken,
  TextField,
  tokenReceived,
  useAppDispatch,
  useToast,
  Link,
  useNavigate,
} from '@arcvest/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoginMutation } from './loginApi';

export const LOGIN_FALLBACK_ERROR = 'Login failed. Please try again.';

export function LoginForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
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
      const token = result.data.access_token;
      storeToken(token);
      dispatch(tokenReceived(token));
      toast.success('Login successful');
      // The shell sees the token and loads the user with POST /me.
      navigate(PATHS.dashboard);
      return;
    }
    // The login answer's `error` field carries the same text as its message (spec section 8).
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

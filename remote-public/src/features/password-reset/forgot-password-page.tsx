import {
  PATHS,
  Button,
  showApiError,
  TextField,
  useToast,
  Link,
  useNavigate,
} from '@arcvest/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useSendPasswordResetCodeMutation } from './api';
import { readResetEmail, storeResetEmail } from './reset-email';
import './password-reset.css';

export const SEND_CODE_FALLBACK_ERROR = 'Could not send the code. Please try again.';
const SEND_CODE_FALLBACK_SUCCESS = 'If an account exists for that email, we have sent a code to it.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const focusEmail = () => document.getElementById('forgot-password-email')?.focus();

/** /forgot-password: asks for the email and sends a reset code to it. */
export default function ForgotPasswordPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [sendCode, { isLoading }] = useSendPasswordResetCodeMutation();
  const submitting = useRef(false);
  const [email, setEmail] = useState(() => readResetEmail() ?? '');
  const [error, setError] = useState<string | undefined>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const address = email.trim();
    const problem = !address ? 'Please enter your email address.' : !EMAIL.test(address) ? 'Please enter a valid email address.' : undefined;
    if (problem) {
      setError(problem);
      focusEmail();
      return;
    }
    submitting.current = true;
    setError(undefined);
    const result = await sendCode({ email: address });
    submitting.current = false;
    if ('data' in result && result.data) {
      storeResetEmail(address);
      toast.success(result.data.message || SEND_CODE_FALLBACK_SUCCESS);
      navigate(PATHS.resetPassword);
      return;
    }
    const { fieldErrors } = showApiError(toast, result.error, SEND_CODE_FALLBACK_ERROR);
    if (fieldErrors.email) {
      setError(fieldErrors.email.join(' '));
      focusEmail();
    }
  }

  return (
    <div className="password-reset-page">
      <section className="card password-reset-card" aria-labelledby="forgot-password-title">
        <h1 id="forgot-password-title">Forgot password</h1>
        <p className="password-reset-intro">
          Enter the email address of your account. We will email you a code to set a new password.
        </p>
        <form className="form" noValidate onSubmit={handleSubmit} aria-busy={isLoading || undefined}>
          <TextField
            id="forgot-password-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" busy={isLoading} className="password-reset-submit">Get code</Button>
          <p className="password-reset-links">
            <Link to={PATHS.login}>Back to sign in</Link>
          </p>
        </form>
      </section>
    </div>
  );
}

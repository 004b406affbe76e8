import {
  PATHS,
  Button,
  showApiError,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  PasswordField,
  passwordResetErrors,
  TextField,
  useToast,
  Link,
  useNavigate,
} from '@arcvest/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useResetPasswordMutation } from './api';
import { clearResetEmail, readResetEmail } from './reset-email';
import './password-reset.css';

export const RESET_FALLBACK_ERROR = 'Could not reset your password. Please try again.';
const RESET_FALLBACK_SUCCESS = 'Your password has been reset. You can now sign in.';

type Field = 'otp' | 'password' | 'password_confirmation';
type FieldErrors = Partial<Record<Field, string>>;

const FIELD_IDS: Record<Field, string> = {
  otp: 'reset-otp',
  password: 'reset-password',
  password_confirmation: 'reset-password-confirmation',
};

/** Client and server errors, one line per field of this form. */
function toFieldErrors(errors: Record<string, string[] | string | undefined>): FieldErrors {
  const line = (value: string[] | string | undefined) => (Array.isArray(value) ? value.join(' ') : value) || undefined;
  return { otp: line(errors.otp), password: line(errors.password), password_confirmation: line(errors.password_confirmation) };
}

function NoStoredEmail() {
  return (
    <>
      <p>To set a new password, first ask for a code to be sent to your email address.</p>
      <p className="password-reset-links">
        <Link className="btn btn-primary" to={PATHS.forgotPassword}>Request a reset code</Link>
        <Link to={PATHS.login}>Back to sign in</Link>
      </p>
    </>
  );
}

function ResetForm({ email }: { email: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const submitting = useRef(false);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const focusFirstError = useRef(false);

  // After a rejected submit, move focus to the first field with an error.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = (Object.keys(FIELD_IDS) as Field[]).find((field) => errors[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }, [errors]);

  const clearError = (field: Field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const payload = { otp: otp.trim(), email, password, password_confirmation: confirmation };
    const problems = toFieldErrors(passwordResetErrors(payload));
    if (Object.values(problems).some(Boolean)) {
      focusFirstError.current = true;
      setErrors(problems);
      return;
    }
    submitting.current = true;
    setErrors({});
    const result = await resetPassword(payload);
    submitting.current = false;
    if ('data' in result && result.data) {
      clearResetEmail();
      toast.success(result.data.message || RESET_FALLBACK_SUCCESS);
      navigate(PATHS.login);
      return;
    }
    const { fieldErrors } = showApiError(toast, result.error, RESET_FALLBACK_ERROR);
    focusFirstError.current = true;
    setErrors(toFieldErrors(fieldErrors));
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit} aria-busy={isLoading || undefined}>
      <p className="password-reset-intro">
        Enter the {OTP_LENGTH}-digit code we sent to <strong className="password-reset-email">{email}</strong> and choose a new password.
      </p>
      <TextField
        id={FIELD_IDS.otp}
        label="Code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        hint={`${OTP_LENGTH} digits, from the email.`}
        required
        value={otp}
        error={errors.otp}
        onChange={(event) => {
          setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
          clearError('otp');
        }}
      />
      <PasswordField
        id={FIELD_IDS.password}
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        required
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearError('password');
        }}
      />
      <PasswordField
        id={FIELD_IDS.password_confirmation}
        label="Confirm new password"
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        error={errors.password_confirmation}
        onChange={(event) => {
          setConfirmation(event.target.value);
          clearError('password_confirmation');
        }}
      />
      <Button type="submit" busy={isLoading} className="password-reset-submit">Reset password</Button>
      <p className="password-reset-links">
        <Link to={PATHS.forgotPassword}>Request a new code</Link>
        <Link to={PATHS.login}>Back to sign in</Link>
      </p>
    </form>
  );
}

/** /reset-user-password: the emailed code and a new password. */
export default function ResetPasswordPage() {
  const [email] = useState(readResetEmail);
  return (
    <div className="password-reset-page">
      <section className="card password-reset-card" aria-labelledby="reset-password-title">
        <h1 id="reset-password-title">Set a new password</h1>
        {email ? <ResetForm email={email} /> : <NoStoredEmail />}
      </section>
    </div>
  );
}

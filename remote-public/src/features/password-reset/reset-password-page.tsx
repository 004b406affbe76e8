import { PATHS, useToast, Link, useNavigate, type PasswordResetPayload } from '@arcvest/shared';
import { Form, FormPasswordField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { MIN_PASSWORD_LENGTH, OTP_LENGTH, PASSWORD_RESET_MESSAGES, passwordResetErrors } from '@arcvest/shared/rules';
import { useState } from 'react';
import { useResetPasswordMutation } from './api';
import { clearResetEmail, readResetEmail } from './reset-email';
import './password-reset.css';

export const RESET_FALLBACK_ERROR = 'Could not reset your password. Please try again.';

/** What the user types; the email comes from the forgot-password step. */
type ResetValues = Omit<PasswordResetPayload, 'email'>;

const keepCodeDigits = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

function NoStoredEmail() {
  return (
    <>
      <p>To set a new password, first ask for a code to be sent to your email address.</p>
      <p className="password-reset-links">
        <Link className="btn btn-primary" to={PATHS.forgotPassword}>
          Request a reset code
        </Link>
        <Link to={PATHS.login}>Back to sign in</Link>
      </p>
    </>
  );
}

function ResetForm({ email }: { email: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const form = useRulesForm<ResetValues, PasswordResetPayload>({
    defaultValues: { otp: '', password: '', password_confirmation: '' },
    rules: (values) => passwordResetErrors({ ...values, email }),
    toPayload: (values) => ({ ...values, email }),
  });

  const reset = async (payload: PasswordResetPayload) => {
    const { message } = await resetPassword(payload).unwrap();
    clearResetEmail();
    toast.success(message || PASSWORD_RESET_MESSAGES.done);
    navigate(PATHS.login);
  };

  return (
    <Form form={form} onSubmit={reset} failureMessage={RESET_FALLBACK_ERROR} className="form">
      <p className="password-reset-intro">
        Enter the {OTP_LENGTH}-digit code we sent to <strong className="password-reset-email">{email}</strong> and choose a new password.
      </p>
      <FormTextField
        label="Code"
        name="otp"
        normalize={keepCodeDigits}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        hint={`${OTP_LENGTH} digits, from the email.`}
        required
      />
      <FormPasswordField label="New password" name="password" autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} required />
      <FormPasswordField label="Confirm new password" name="password_confirmation" autoComplete="new-password" required />
      <SubmitButton className="password-reset-submit">Reset password</SubmitButton>
      <p className="password-reset-links">
        <Link to={PATHS.forgotPassword}>Request a new code</Link>
        <Link to={PATHS.login}>Back to sign in</Link>
      </p>
    </Form>
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

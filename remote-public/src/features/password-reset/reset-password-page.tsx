import { PATHS, useToast, Link, Trans, useLingui, useNavigate, type PasswordResetPayload } from '@arcvest/shared';
import { Form, FormPasswordField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { MIN_PASSWORD_LENGTH, OTP_LENGTH, PASSWORD_RESET_TEXTS, passwordResetErrors } from '@arcvest/shared/rules';
import { useState } from 'react';
import { useResetPasswordMutation } from './api';
import { PASSWORD_RESET_TEXTS as TEXTS } from './messages';
import { clearResetEmail, readResetEmail } from './reset-email';
import './password-reset.css';

/** What the user types; the email comes from the forgot-password step. */
type ResetValues = Omit<PasswordResetPayload, 'email'>;

const keepCodeDigits = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

function NoStoredEmail() {
  const { _ } = useLingui();
  return (
    <>
      <p>{_(TEXTS.noEmail)}</p>
      <p className="password-reset-links">
        <Link className="btn btn-primary" to={PATHS.forgotPassword}>
          {_(TEXTS.requestCode)}
        </Link>
        <Link to={PATHS.login}>{_(TEXTS.backToSignIn)}</Link>
      </p>
    </>
  );
}

function ResetForm({ email }: { email: string }) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const form = useRulesForm<ResetValues, PasswordResetPayload>({
    defaultValues: { otp: '', password: '', password_confirmation: '' },
    rules: (values) => passwordResetErrors({ ...values, email }, _),
    toPayload: (values) => ({ ...values, email }),
  });

  const reset = async (payload: PasswordResetPayload) => {
    await resetPassword(payload).unwrap();
    clearResetEmail();
    // The route answers this same shared text, in English until the API's messages are translated.
    toast.success(_(PASSWORD_RESET_TEXTS.done));
    navigate(PATHS.login);
  };

  return (
    <Form form={form} onSubmit={reset} failureMessage={_(TEXTS.resetFailed)} className="form">
      <p className="password-reset-intro">
        <Trans
          {...TEXTS.resetIntro}
          values={{ length: OTP_LENGTH, email }}
          components={{ 0: <strong className="password-reset-email" dir="ltr" translate="no" /> }}
        />
      </p>
      <FormTextField
        label={_(TEXTS.code)}
        name="otp"
        normalize={keepCodeDigits}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        hint={_({ ...TEXTS.codeHint, values: { length: OTP_LENGTH } })}
        required
      />
      <FormPasswordField
        label={_(TEXTS.newPassword)}
        name="password"
        autoComplete="new-password"
        hint={_({ ...TEXTS.passwordHint, values: { length: MIN_PASSWORD_LENGTH } })}
        required
      />
      <FormPasswordField label={_(TEXTS.confirmPassword)} name="password_confirmation" autoComplete="new-password" required />
      <SubmitButton className="password-reset-submit">{_(TEXTS.submit)}</SubmitButton>
      <p className="password-reset-links">
        <Link to={PATHS.forgotPassword}>{_(TEXTS.newCode)}</Link>
        <Link to={PATHS.login}>{_(TEXTS.backToSignIn)}</Link>
      </p>
    </Form>
  );
}

/** /reset-user-password: the emailed code and a new password. */
export default function ResetPasswordPage() {
  const { _ } = useLingui();
  const [email] = useState(readResetEmail);
  return (
    <div className="password-reset-page">
      <section className="card password-reset-card" aria-labelledby="reset-password-title">
        <h1 id="reset-password-title">{_(TEXTS.resetTitle)}</h1>
        {email ? <ResetForm email={email} /> : <NoStoredEmail />}
      </section>
    </div>
  );
}

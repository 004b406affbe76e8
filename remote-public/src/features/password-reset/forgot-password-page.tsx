import { PATHS, useToast, Link, useNavigate, type SendOtpBody } from '@arcvest/shared';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { PASSWORD_RESET_MESSAGES, resetCodeRequestErrors } from '@arcvest/shared/rules';
import { useSendPasswordResetCodeMutation } from './api';
import { readResetEmail, storeResetEmail } from './reset-email';
import './password-reset.css';

export const SEND_CODE_FALLBACK_ERROR = 'Could not send the code. Please try again.';

/** /forgot-password: asks for the email and sends a reset code to it. */
export default function ForgotPasswordPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [sendCode] = useSendPasswordResetCodeMutation();
  const form = useRulesForm<SendOtpBody>({
    defaultValues: { email: readResetEmail() ?? '' },
    rules: resetCodeRequestErrors,
    toPayload: (values) => ({ email: values.email.trim() }),
  });

  const send = async (payload: SendOtpBody) => {
    const { message } = await sendCode(payload).unwrap();
    storeResetEmail(payload.email);
    toast.success(message || PASSWORD_RESET_MESSAGES.codeSent);
    navigate(PATHS.resetPassword);
  };

  return (
    <div className="password-reset-page">
      <section className="card password-reset-card" aria-labelledby="forgot-password-title">
        <h1 id="forgot-password-title">Forgot password</h1>
        <p className="password-reset-intro">Enter the email address of your account. We will email you a code to set a new password.</p>
        <Form form={form} onSubmit={send} failureMessage={SEND_CODE_FALLBACK_ERROR} className="form">
          <FormTextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} required />
          <SubmitButton className="password-reset-submit">Get code</SubmitButton>
          <p className="password-reset-links">
            <Link to={PATHS.login}>Back to sign in</Link>
          </p>
        </Form>
      </section>
    </div>
  );
}

import { PATHS, useToast, Link, useLingui, useNavigate, type SendOtpBody } from '@arcvest/shared';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { PASSWORD_RESET_TEXTS, resetCodeRequestErrors } from '@arcvest/shared/rules';
import { useSendPasswordResetCodeMutation } from './api';
import { PASSWORD_RESET_TEXTS as TEXTS } from './messages';
import { readResetEmail, storeResetEmail } from './reset-email';
import './password-reset.css';

/** /forgot-password: asks for the email and sends a reset code to it. */
export default function ForgotPasswordPage() {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [sendCode] = useSendPasswordResetCodeMutation();
  const form = useRulesForm<SendOtpBody>({
    defaultValues: { email: readResetEmail() ?? '' },
    rules: (values) => resetCodeRequestErrors(values, _),
    toPayload: (values) => ({ email: values.email.trim() }),
  });

  const send = async (payload: SendOtpBody) => {
    await sendCode(payload).unwrap();
    storeResetEmail(payload.email);
    // The route answers this same shared text, in English until the API's messages are translated.
    toast.success(_(PASSWORD_RESET_TEXTS.codeSent));
    navigate(PATHS.resetPassword);
  };

  return (
    <div className="password-reset-page">
      <section className="card password-reset-card" aria-labelledby="forgot-password-title">
        <h1 id="forgot-password-title">{_(TEXTS.forgotTitle)}</h1>
        <p className="password-reset-intro">{_(TEXTS.forgotIntro)}</p>
        <Form form={form} onSubmit={send} failureMessage={_(TEXTS.sendFailed)} className="form">
          <FormTextField
            label={_(TEXTS.email)}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <SubmitButton className="password-reset-submit">{_(TEXTS.getCode)}</SubmitButton>
          <p className="password-reset-links">
            <Link to={PATHS.login}>{_(TEXTS.backToSignIn)}</Link>
          </p>
        </Form>
      </section>
    </div>
  );
}

import { Button, Link, Navigate, PATHS, showApiError, useLingui, useLocation, useNavigate, useRefreshUser, useToast } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { OTP_LENGTH, otpError, type FieldErrors, type Translate } from '@arcvest/shared/rules';
import { useConfirmEmailCodeMutation, useSendEmailCodeMutation } from './api';
import { readConfirmCodeState, type ConfirmCodeState } from './email-code';
import { EMAIL_TEXTS } from './messages';

interface CodeValues {
  otp: string;
}

const keepCodeDigits = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

function codeErrors({ otp }: CodeValues, translate: Translate): FieldErrors {
  const problem = otpError(otp, translate);
  return problem ? { otp: [problem] } : {};
}

function ConfirmCodeForm({ email }: ConfirmCodeState) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [confirmCode] = useConfirmEmailCodeMutation();
  const [sendCode, { isLoading: sending }] = useSendEmailCodeMutation();
  const form = useRulesForm<CodeValues>({ defaultValues: { otp: '' }, rules: (values) => codeErrors(values, _) });
  // Past the re-authentication window, confirming a new address asks again first.
  const { withReauth, dialog } = useReauthenticated();

  const confirm = async ({ otp }: CodeValues) => {
    try {
      const { message } = await withReauth(() => confirmCode({ email, otp }).unwrap());
      toast.success(message);
      refreshUser();
      navigate(PATHS.profile);
    } catch (failure) {
      // Whatever refused the code is said under it, not only in a toast: the code is the one thing to fix.
      const { message, fieldErrors } = showApiError(toast, failure, _(EMAIL_TEXTS.verificationFailed));
      form.setError('otp', { type: 'server', message: fieldErrors.otp?.join(' ') ?? message });
    }
  };

  const onSendAgain = async () => {
    try {
      const { message } = await withReauth(() => sendCode({ email }).unwrap());
      toast.success(message);
      form.reset();
    } catch (failure) {
      showApiError(toast, failure, _(EMAIL_TEXTS.sendFailed));
    }
  };

  return (
    <>
      <Form
        form={form}
        onSubmit={confirm}
        failureMessage={_(EMAIL_TEXTS.verificationFailed)}
        className="card form profile-form"
        aria-label={_(EMAIL_TEXTS.confirmTitle)}
      >
        <p className="profile-intro">{_({ ...EMAIL_TEXTS.confirmIntro, values: { digits: OTP_LENGTH } })}</p>
        <FormTextField
          label={_(EMAIL_TEXTS.code)}
          name="otp"
          normalize={keepCodeDigits}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${OTP_LENGTH}}`}
          maxLength={OTP_LENGTH}
          required
        />
        <div className="profile-actions">
          <SubmitButton>{_(EMAIL_TEXTS.submit)}</SubmitButton>
          <Button variant="secondary" busy={sending} onClick={onSendAgain}>
            {_(EMAIL_TEXTS.sendAgain)}
          </Button>
        </div>
        <p className="profile-intro">
          <Link to={PATHS.verifyEmail}>{_(EMAIL_TEXTS.anotherAddress)}</Link>
        </p>
      </Form>
      {dialog}
    </>
  );
}

/** /dashboard/profile/verify-email-address/confirm-code: opened from the verify page, which carries the email. */
export default function ConfirmEmailCodePage() {
  const { _ } = useLingui();
  const carried = readConfirmCodeState(useLocation().state);
  if (!carried) return <Navigate to={PATHS.verifyEmail} replace />;
  return <ProfileFrame title={_(EMAIL_TEXTS.confirmTitle)}>{() => <ConfirmCodeForm email={carried.email} />}</ProfileFrame>;
}

import { Button, Link, Navigate, PATHS, showApiError, useLocation, useNavigate, useRefreshUser, useToast } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { OTP_LENGTH, otpError, type FieldErrors } from '@arcvest/shared/rules';
import { useConfirmEmailCodeMutation, useSendEmailCodeMutation } from './api';
import { readConfirmCodeState, SEND_CODE_FALLBACK, VERIFICATION_FAILED, type ConfirmCodeState } from './email-code';

interface CodeValues {
  otp: string;
}

const keepCodeDigits = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

function codeErrors({ otp }: CodeValues): FieldErrors {
  const problem = otpError(otp);
  return problem ? { otp: [problem] } : {};
}

function ConfirmCodeForm({ email }: ConfirmCodeState) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [confirmCode] = useConfirmEmailCodeMutation();
  const [sendCode, { isLoading: sending }] = useSendEmailCodeMutation();
  const form = useRulesForm<CodeValues>({ defaultValues: { otp: '' }, rules: codeErrors });
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
      const { message, fieldErrors } = showApiError(toast, failure, VERIFICATION_FAILED);
      form.setError('otp', { type: 'server', message: fieldErrors.otp?.join(' ') ?? message });
    }
  };

  const onSendAgain = async () => {
    try {
      const { message } = await withReauth(() => sendCode({ email }).unwrap());
      toast.success(message);
      form.reset();
    } catch (failure) {
      showApiError(toast, failure, SEND_CODE_FALLBACK);
    }
  };

  return (
    <>
      <Form form={form} onSubmit={confirm} failureMessage={VERIFICATION_FAILED} className="card form profile-form" aria-label="Confirm code">
        <p className="profile-intro">Enter the {OTP_LENGTH}-digit code we emailed you. It is valid for 10 minutes.</p>
        <FormTextField
          label="Code"
          name="otp"
          normalize={keepCodeDigits}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${OTP_LENGTH}}`}
          maxLength={OTP_LENGTH}
          required
        />
        <div className="profile-actions">
          <SubmitButton>Submit</SubmitButton>
          <Button variant="secondary" busy={sending} onClick={onSendAgain}>
            Send a new code
          </Button>
        </div>
        <p className="profile-intro">
          <Link to={PATHS.verifyEmail}>Use another email address</Link>
        </p>
      </Form>
      {dialog}
    </>
  );
}

/** /dashboard/profile/verify-email-address/confirm-code: opened from the verify page, which carries the email. */
export default function ConfirmEmailCodePage() {
  const carried = readConfirmCodeState(useLocation().state);
  if (!carried) return <Navigate to={PATHS.verifyEmail} replace />;
  return <ProfileFrame title="Confirm code">{() => <ConfirmCodeForm email={carried.email} />}</ProfileFrame>;
}

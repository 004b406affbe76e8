import {
  Button,
  Link,
  Navigate,
  OTP_LENGTH,
  otpError,
  PATHS,
  showApiError,
  TextField,
  useLocation,
  useNavigate,
  useRefreshUser,
  useToast,
} from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { useConfirmEmailCodeMutation, useSendEmailCodeMutation } from './api';
import { ProfileFrame } from './profile-frame';
import { readConfirmCodeState, SEND_CODE_FALLBACK, VERIFICATION_FAILED, type ConfirmCodeState } from './email-code';

const OTP_ID = 'confirm-email-otp';

function ConfirmCodeForm({ email }: ConfirmCodeState) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [confirmCode, { isLoading: confirming }] = useConfirmEmailCodeMutation();
  const [sendCode, { isLoading: sending }] = useSendEmailCodeMutation();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();

  const refuse = (message: string) => {
    setError(message);
    document.getElementById(OTP_ID)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirming) return;
    const problem = otpError(otp);
    if (problem) return refuse(problem);
    setError(undefined);
    try {
      const { message } = await confirmCode({ email, otp }).unwrap();
      toast.success(message);
      refreshUser();
      navigate(PATHS.profile);
    } catch (failure) {
      const { message, fieldErrors } = showApiError(toast, failure, VERIFICATION_FAILED);
      refuse(fieldErrors.otp?.join(' ') ?? message);
    }
  };

  const onSendAgain = async () => {
    try {
      const { message } = await sendCode({ email }).unwrap();
      toast.success(message);
      setOtp('');
      setError(undefined);
    } catch (failure) {
      showApiError(toast, failure, SEND_CODE_FALLBACK);
    }
  };

  return (
    <form className="card form profile-form" onSubmit={onSubmit} noValidate aria-label="Confirm code">
      <p className="profile-intro">Enter the {OTP_LENGTH}-digit code we emailed you. It is valid for 10 minutes.</p>
      <TextField
        id={OTP_ID}
        label="Code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        required
        value={otp}
        onChange={(event) => {
          setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
          setError(undefined);
        }}
        error={error}
      />
      <div className="profile-actions">
        <Button type="submit" busy={confirming}>Submit</Button>
        <Button variant="secondary" busy={sending} onClick={onSendAgain}>Send a new code</Button>
      </div>
      <p className="profile-intro"><Link to={PATHS.verifyEmail}>Use another email address</Link></p>
    </form>
  );
}

/** /dashboard/profile/verify-email-address/confirm-code: opened from the verify page, which carries the email. */
export default function ConfirmEmailCodePage() {
  const carried = readConfirmCodeState(useLocation().state);
  if (!carried) return <Navigate to={PATHS.verifyEmail} replace />;
  return <ProfileFrame title="Confirm code">{() => <ConfirmCodeForm email={carried.email} />}</ProfileFrame>;
}

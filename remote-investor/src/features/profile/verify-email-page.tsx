import { Button, Link, PATHS, showApiError, TextField, useNavigate, useToast, type User } from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { useSendEmailCodeMutation } from './api';
import { ProfileFrame } from './profile-frame';
import { SEND_CODE_FALLBACK, type ConfirmCodeState } from './email-code';


function VerifyEmailForm({ user }: { user: User }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [sendCode, { isLoading }] = useSendEmailCodeMutation();
  const [email, setEmail] = useState(user.email);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const address = email.trim();
    // Its format is the server's to judge, with the rest of its rules.
    if (!address) {
      setError('Please enter your email address.');
      document.getElementById('verify-email-address')?.focus();
      return;
    }
    setError(undefined);
    try {
      const { message } = await sendCode({ email: address }).unwrap();
      toast.success(message);
      const state: ConfirmCodeState = { email: address };
      navigate(PATHS.confirmEmailCode, { state });
    } catch (failure) {
      const { fieldErrors } = showApiError(toast, failure, SEND_CODE_FALLBACK);
      if (fieldErrors.email) setError(fieldErrors.email.join(' '));
    }
  };

  return (
    <form className="card form profile-form" onSubmit={onSubmit} noValidate aria-label="Verify email address">
      <p className="profile-intro">
        {user.email_verified
          ? 'Your email address is verified. To use another address, enter it: it becomes your account’s email once you confirm the code we send to it.'
          : 'We will email you a 6-digit code. Confirming it verifies your address and raises your account to level 2.'}
      </p>
      <TextField
        id="verify-email-address"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="profile-actions">
        <Button type="submit" busy={isLoading}>Get code</Button>
        <Link to={PATHS.profile} className="btn btn-ghost">Cancel</Link>
      </div>
    </form>
  );
}

/** /dashboard/profile/verify-email-address (docs/identity.md#email-verification). */
export default function VerifyEmailPage() {
  return <ProfileFrame title="Verify email address">{(user) => <VerifyEmailForm user={user} />}</ProfileFrame>;
}

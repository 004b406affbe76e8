import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { Link, PATHS, useNavigate, useToast, type User, type VerifyEmailBody } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { type FieldErrors } from '@arcvest/shared/rules';
import { useSendEmailCodeMutation } from './api';
import { SEND_CODE_FALLBACK, type ConfirmCodeState } from './email-code';

/** Its format is the server's to judge, with the rest of its rules. */
const missingEmail = ({ email }: VerifyEmailBody): FieldErrors => (email.trim() ? {} : { email: ['Please enter your email address.'] });

function VerifyEmailForm({ user }: { user: User }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [sendCode] = useSendEmailCodeMutation();
  // A new address needs a recent re-authentication: the dialog asks, then the code is sent.
  const { withReauth, dialog } = useReauthenticated();
  const form = useRulesForm<VerifyEmailBody>({
    defaultValues: { email: user.email },
    rules: missingEmail,
    toPayload: ({ email }) => ({ email: email.trim() }),
  });

  const send = async (body: VerifyEmailBody) => {
    const { message } = await withReauth(() => sendCode(body).unwrap());
    toast.success(message);
    const state: ConfirmCodeState = { email: body.email };
    navigate(PATHS.confirmEmailCode, { state });
  };

  return (
    <>
      <Form form={form} onSubmit={send} failureMessage={SEND_CODE_FALLBACK} className="card form profile-form" aria-label="Verify email address">
        <p className="profile-intro">
          {user.email_verified
            ? 'Your email address is verified. To use another address, enter it: it becomes your account’s email once you confirm the code we send to it.'
            : 'We will email you a 6-digit code. Confirming it verifies your address and raises your account to level 2.'}
        </p>
        <FormTextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} required />
        <div className="profile-actions">
          <SubmitButton>Get code</SubmitButton>
          <Link to={PATHS.profile} className="btn btn-ghost">
            Cancel
          </Link>
        </div>
      </Form>
      {dialog}
    </>
  );
}

/** /dashboard/profile/verify-email-address (docs/identity.md#email-verification). */
export default function VerifyEmailPage() {
  return <ProfileFrame title="Verify email address">{(user) => <VerifyEmailForm user={user} />}</ProfileFrame>;
}

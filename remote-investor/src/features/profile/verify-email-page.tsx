import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { Link, PATHS, useLingui, useNavigate, useToast, type User, type VerifyEmailBody } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { type FieldErrors, type Translate } from '@arcvest/shared/rules';
import { useSendEmailCodeMutation } from './api';
import { type ConfirmCodeState } from './email-code';
import { EMAIL_TEXTS } from './messages';

/** Its format is the server's to judge, with the rest of its rules. */
const missingEmail = ({ email }: VerifyEmailBody, translate: Translate): FieldErrors => (email.trim() ? {} : { email: [translate(EMAIL_TEXTS.emailMissing)] });

function VerifyEmailForm({ user }: { user: User }) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [sendCode] = useSendEmailCodeMutation();
  // A new address needs a recent re-authentication: the dialog asks, then the code is sent.
  const { withReauth, dialog } = useReauthenticated();
  const form = useRulesForm<VerifyEmailBody>({
    defaultValues: { email: user.email },
    rules: (values) => missingEmail(values, _),
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
      <Form form={form} onSubmit={send} failureMessage={_(EMAIL_TEXTS.sendFailed)} className="card form profile-form" aria-label={_(EMAIL_TEXTS.verifyTitle)}>
        <p className="profile-intro">{user.email_verified ? _(EMAIL_TEXTS.verifiedIntro) : _(EMAIL_TEXTS.unverifiedIntro)}</p>
        <FormTextField
          label={_(EMAIL_TEXTS.email)}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <div className="profile-actions">
          <SubmitButton>{_(EMAIL_TEXTS.getCode)}</SubmitButton>
          <Link to={PATHS.profile} className="btn btn-ghost">
            {_(EMAIL_TEXTS.cancel)}
          </Link>
        </div>
      </Form>
      {dialog}
    </>
  );
}

/** /dashboard/profile/verify-email-address (docs/identity.md#email-verification). */
export default function VerifyEmailPage() {
  const { _ } = useLingui();
  return <ProfileFrame title={_(EMAIL_TEXTS.verifyTitle)}>{(user) => <VerifyEmailForm user={user} />}</ProfileFrame>;
}

import { Form, FormPasswordField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { passwordChangeErrors, type FieldErrors, type PasswordChangeForm } from '@arcvest/shared/rules';
import { useToast } from '@arcvest/shared';
import { useChangePasswordMutation } from './api';

const EMPTY: PasswordChangeForm = { current_password: '', password: '', password_confirmation: '' };
const FAILED = 'Your password could not be changed. Please try again.';
const CONFIRMATION_MISMATCH = 'The password confirmation does not match.';

/** The shared rules' messages; a mismatch is shown on the confirmation field, where it is fixed. */
function changeErrors(form: PasswordChangeForm): FieldErrors {
  const found = passwordChangeErrors(form);
  if (!found.password?.includes(CONFIRMATION_MISMATCH)) return found;
  const { password, ...others } = found;
  const rest = password.filter((message) => message !== CONFIRMATION_MISMATCH);
  return { ...others, ...(rest.length > 0 && { password: rest }), password_confirmation: [CONFIRMATION_MISMATCH] };
}

/** Change password (ASVS 6.2.2, 6.2.3): the current password, the new one twice; the other sessions end. */
export function ChangePasswordCard() {
  const toast = useToast();
  const [changePassword] = useChangePasswordMutation();
  const form = useRulesForm<PasswordChangeForm>({ defaultValues: EMPTY, rules: changeErrors });

  const change = async (body: PasswordChangeForm) => {
    const { message } = await changePassword(body).unwrap();
    toast.success(message);
    form.reset();
  };

  return (
    <article className="card profile-card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <Form form={form} onSubmit={change} failureMessage={FAILED} className="form" aria-label="Change password">
        <FormPasswordField label="Current password" name="current_password" autoComplete="current-password" required maxLength={200} />
        <FormPasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          maxLength={200}
          hint="At least 8 characters. Not a common password, and without the site's name or your name, username or email."
        />
        <FormPasswordField label="Confirm new password" name="password_confirmation" autoComplete="new-password" required maxLength={200} />
        <p className="session-meta">Your other sessions will be signed out; this one stays.</p>
        <SubmitButton>Change password</SubmitButton>
      </Form>
    </article>
  );
}

import { Form, FormPasswordField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { PASSWORD_TEXTS, passwordChangeErrors, type FieldErrors, type PasswordChangeForm, type Translate } from '@arcvest/shared/rules';
import { useLingui, useToast } from '@arcvest/shared';
import { useChangePasswordMutation } from './api';
import { PASSWORD_CARD_TEXTS as TEXTS } from './messages';

const EMPTY: PasswordChangeForm = { current_password: '', password: '', password_confirmation: '' };
/** The shared rules' messages; a mismatch is shown on the confirmation field, where it is fixed. */
function changeErrors(form: PasswordChangeForm, translate: Translate): FieldErrors {
  const found = passwordChangeErrors(form, translate);
  const CONFIRMATION_MISMATCH = translate(PASSWORD_TEXTS.confirmationDiffers);
  if (!found.password?.includes(CONFIRMATION_MISMATCH)) return found;
  const { password, ...others } = found;
  const rest = password.filter((message) => message !== CONFIRMATION_MISMATCH);
  return { ...others, ...(rest.length > 0 && { password: rest }), password_confirmation: [CONFIRMATION_MISMATCH] };
}

/** Change password (ASVS 6.2.2, 6.2.3): the current password, the new one twice; the other sessions end. */
export function ChangePasswordCard() {
  const { _ } = useLingui();
  const toast = useToast();
  const [changePassword] = useChangePasswordMutation();
  const form = useRulesForm<PasswordChangeForm>({ defaultValues: EMPTY, rules: (values) => changeErrors(values, _) });

  const change = async (body: PasswordChangeForm) => {
    const { message } = await changePassword(body).unwrap();
    toast.success(message);
    form.reset();
  };

  return (
    <article className="card profile-card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{_(TEXTS.title)}</h2>
      <Form form={form} onSubmit={change} failureMessage={_(TEXTS.failed)} className="form" aria-label={_(TEXTS.title)}>
        <FormPasswordField label={_(TEXTS.current)} name="current_password" autoComplete="current-password" required maxLength={200} />
        <FormPasswordField label={_(TEXTS.new)} name="password" autoComplete="new-password" required maxLength={200} hint={_(TEXTS.newHint)} />
        <FormPasswordField label={_(TEXTS.confirm)} name="password_confirmation" autoComplete="new-password" required maxLength={200} />
        <p className="session-meta">{_(TEXTS.othersSignedOut)}</p>
        <SubmitButton>{_(TEXTS.title)}</SubmitButton>
      </Form>
    </article>
  );
}

import { Button, PasswordField, passwordChangeErrors, showApiError, useToast, type PasswordChangeForm } from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { hasErrors, toFormErrors } from './form-errors';
import { useChangePasswordMutation } from './security-api';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

const EMPTY: PasswordChangeForm = { current_password: '', password: '', password_confirmation: '' };
const FAILED = 'Your password could not be changed. Please try again.';
const CONFIRMATION_MISMATCH = 'The password confirmation does not match.';

/** The shared rules' messages, one line per field; a mismatch is shown on the confirmation field. */
function formErrors(form: PasswordChangeForm): Errors {
  const found = toFormErrors(passwordChangeErrors(form), FIELDS);
  const mismatch = found.password?.includes(CONFIRMATION_MISMATCH);
  if (mismatch) {
    const rest = found.password?.replace(CONFIRMATION_MISMATCH, '').trim();
    return { ...found, password: rest || undefined, password_confirmation: CONFIRMATION_MISMATCH };
  }
  return found;
}

/** Change password (ASVS 6.2.2, 6.2.3): the current password, the new one twice; the other sessions end. */
export function ChangePasswordCard() {
  const toast = useToast();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  const edit = (field: Field, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showErrors = (found: Errors) => {
    setErrors(found);
    focusFirstInvalid();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = formErrors(form);
    if (hasErrors(found)) return showErrors(found);
    setErrors({});
    try {
      const { message } = await changePassword(form).unwrap();
      toast.success(message);
      setForm(EMPTY);
    } catch (failure) {
      const { fieldErrors } = showApiError(toast, failure, FAILED);
      showErrors(toFormErrors(fieldErrors, FIELDS));
    }
  };

  return (
    <article className="card profile-card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Change password" aria-busy={isLoading || undefined}>
        <PasswordField
          label="Current password"
          name="current_password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={form.current_password}
          onChange={(event) => edit('current_password', event.target.value)}
          error={errors.current_password}
        />
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          maxLength={200}
          hint="At least 8 characters. Not a common password, and without the site's name or your name, username or email."
          value={form.password}
          onChange={(event) => edit('password', event.target.value)}
          error={errors.password}
        />
        <PasswordField
          label="Confirm new password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          maxLength={200}
          value={form.password_confirmation}
          onChange={(event) => edit('password_confirmation', event.target.value)}
          error={errors.password_confirmation}
        />
        <p className="session-meta">Your other sessions will be signed out; this one stays.</p>
        <Button type="submit" busy={isLoading}>Change password</Button>
      </form>
    </article>
  );
}

import { Form, FormSelectField, FormTextField, ProfileFormActions, useRulesForm } from '@arcvest/shared/forms';
import { PATHS, useLingui, useNavigate, useRefreshUser, useToast, type UpdateProfileBody, type User } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { genderOptions, type FieldErrors, type Translate } from '@arcvest/shared/rules';
import { useUpdateProfileMutation } from './api';
import { EDIT_PROFILE_TEXTS } from './messages';

type NameField = 'firstname' | 'lastname' | 'username';

const MISSING: Record<NameField, (typeof EDIT_PROFILE_TEXTS)[keyof typeof EDIT_PROFILE_TEXTS]> = {
  firstname: EDIT_PROFILE_TEXTS.firstnameMissing,
  lastname: EDIT_PROFILE_TEXTS.lastnameMissing,
  username: EDIT_PROFILE_TEXTS.usernameMissing,
};

/** Blank names would only come back refused; say so before sending. The rest is the server's to judge. */
const missingNames =
  (translate: Translate) =>
  (form: UpdateProfileBody): FieldErrors => {
    const errors: FieldErrors = {};
    for (const field of ['firstname', 'lastname', 'username'] as const) {
      if (!form[field].trim()) errors[field] = [translate(MISSING[field])];
    }
    return errors;
  };

const trimmed = (form: UpdateProfileBody): UpdateProfileBody => ({
  ...form,
  firstname: form.firstname.trim(),
  lastname: form.lastname.trim(),
  username: form.username.trim(),
});

function EditProfileForm({ user }: { user: User }) {
  const { _ } = useLingui();
  const labels: Record<NameField, string> = {
    firstname: _(EDIT_PROFILE_TEXTS.firstname),
    lastname: _(EDIT_PROFILE_TEXTS.lastname),
    username: _(EDIT_PROFILE_TEXTS.username),
  };
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [updateProfile] = useUpdateProfileMutation();
  const form = useRulesForm<UpdateProfileBody>({
    defaultValues: { firstname: user.firstname, lastname: user.lastname, username: user.username, gender: user.gender },
    rules: missingNames(_),
    toPayload: trimmed,
  });

  const save = async (body: UpdateProfileBody) => {
    const { message } = await updateProfile(body).unwrap();
    toast.success(message);
    refreshUser();
    navigate(PATHS.profile);
  };

  return (
    <Form form={form} onSubmit={save} failureMessage={_(EDIT_PROFILE_TEXTS.failed)} className="card form profile-form" aria-label={_(EDIT_PROFILE_TEXTS.title)}>
      <div className="form-grid">
        {(['firstname', 'lastname'] as const).map((field) => (
          <FormTextField
            key={field}
            label={labels[field]}
            name={field}
            autoComplete={field === 'firstname' ? 'given-name' : 'family-name'}
            required
            maxLength={100}
          />
        ))}
      </div>
      <FormTextField label={labels.username} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required maxLength={100} />
      <FormSelectField label={_(EDIT_PROFILE_TEXTS.gender)} name="gender" options={genderOptions(_)} />
      <ProfileFormActions />
    </Form>
  );
}

/** /dashboard/profile/edit-profile. */
export default function EditProfilePage() {
  const { _ } = useLingui();
  return <ProfileFrame title={_(EDIT_PROFILE_TEXTS.title)}>{(user) => <EditProfileForm user={user} />}</ProfileFrame>;
}

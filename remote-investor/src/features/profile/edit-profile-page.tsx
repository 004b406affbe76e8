import { Form, FormSelectField, FormTextField, ProfileFormActions, useRulesForm } from '@arcvest/shared/forms';
import { PATHS, useNavigate, useRefreshUser, useToast, type UpdateProfileBody, type User } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { type FieldErrors } from '@arcvest/shared/rules';
import { useUpdateProfileMutation } from './api';

type NameField = 'firstname' | 'lastname' | 'username';

const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];
const LABELS: Record<NameField, string> = { firstname: 'First name', lastname: 'Last name', username: 'Username' };

/** Blank names would only come back refused; say so before sending. The rest is the server's to judge. */
function missingNames(form: UpdateProfileBody): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['firstname', 'lastname', 'username'] as const) {
    if (!form[field].trim()) errors[field] = [`Please enter your ${LABELS[field].toLowerCase()}.`];
  }
  return errors;
}

const trimmed = (form: UpdateProfileBody): UpdateProfileBody => ({
  ...form,
  firstname: form.firstname.trim(),
  lastname: form.lastname.trim(),
  username: form.username.trim(),
});

function EditProfileForm({ user }: { user: User }) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [updateProfile] = useUpdateProfileMutation();
  const form = useRulesForm<UpdateProfileBody>({
    defaultValues: { firstname: user.firstname, lastname: user.lastname, username: user.username, gender: user.gender },
    rules: missingNames,
    toPayload: trimmed,
  });

  const save = async (body: UpdateProfileBody) => {
    const { message } = await updateProfile(body).unwrap();
    toast.success(message);
    refreshUser();
    navigate(PATHS.profile);
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      failureMessage="Your profile could not be updated. Please try again."
      className="card form profile-form"
      aria-label="Edit profile"
    >
      <div className="form-grid">
        {(['firstname', 'lastname'] as const).map((field) => (
          <FormTextField
            key={field}
            label={LABELS[field]}
            name={field}
            autoComplete={field === 'firstname' ? 'given-name' : 'family-name'}
            required
            maxLength={100}
          />
        ))}
      </div>
      <FormTextField label={LABELS.username} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required maxLength={100} />
      <FormSelectField label="Gender" name="gender" options={GENDERS} />
      <ProfileFormActions />
    </Form>
  );
}

/** /dashboard/profile/edit-profile. */
export default function EditProfilePage() {
  return <ProfileFrame title="Edit profile">{(user) => <EditProfileForm user={user} />}</ProfileFrame>;
}

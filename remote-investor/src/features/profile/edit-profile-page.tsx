import {
  PATHS,
  SelectField,
  showApiError,
  TextField,
  useNavigate,
  useRefreshUser,
  useToast,
  type Gender,
  type UpdateProfileBody,
  type User,
} from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { useUpdateProfileMutation } from './api';
import { hasErrors, toFormErrors } from './form-errors';
import { FormActions } from './form-actions';
import { ProfileFrame } from './profile-frame';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

const FIELDS = ['firstname', 'lastname', 'username', 'gender'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

const GENDERS = [{ value: 'male', label: 'Male' }, { value: 'female', label: 'Female' }];
const LABELS: Record<Exclude<Field, 'gender'>, string> = { firstname: 'First name', lastname: 'Last name', username: 'Username' };

/** Blank names would only come back refused; say so before sending. */
function missingFields(form: UpdateProfileBody): Errors {
  const errors: Errors = {};
  for (const field of ['firstname', 'lastname', 'username'] as const) {
    if (!form[field].trim()) errors[field] = `Please enter your ${LABELS[field].toLowerCase()}.`;
  }
  return errors;
}

function EditProfileForm({ user }: { user: User }) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [form, setForm] = useState<UpdateProfileBody>(() => ({
    firstname: user.firstname,
    lastname: user.lastname,
    username: user.username,
    gender: user.gender,
  }));
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
    const body = { ...form, firstname: form.firstname.trim(), lastname: form.lastname.trim(), username: form.username.trim() };
    const missing = missingFields(body);
    if (hasErrors(missing)) return showErrors(missing);
    setErrors({});
    try {
      const { message } = await updateProfile(body).unwrap();
      toast.success(message);
      refreshUser();
      navigate(PATHS.profile);
    } catch (failure) {
      const { fieldErrors } = showApiError(toast, failure, 'Your profile could not be updated. Please try again.');
      showErrors(toFormErrors(fieldErrors, FIELDS));
    }
  };

  return (
    <form ref={formRef} className="card form profile-form" onSubmit={onSubmit} noValidate aria-label="Edit profile">
      <div className="form-grid">
        {(['firstname', 'lastname'] as const).map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            name={field}
            autoComplete={field === 'firstname' ? 'given-name' : 'family-name'}
            required
            maxLength={100}
            value={form[field]}
            onChange={(event) => edit(field, event.target.value)}
            error={errors[field]}
          />
        ))}
      </div>
      <TextField
        label={LABELS.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={100}
        value={form.username}
        onChange={(event) => edit('username', event.target.value)}
        error={errors.username}
      />
      <SelectField
        label="Gender"
        name="gender"
        options={GENDERS}
        value={form.gender}
        onChange={(event) => edit('gender', event.target.value as Gender)}
        error={errors.gender}
      />
      <FormActions busy={isLoading} />
    </form>
  );
}

/** /dashboard/profile/edit-profile. */
export default function EditProfilePage() {
  return <ProfileFrame title="Edit profile">{(user) => <EditProfileForm user={user} />}</ProfileFrame>;
}

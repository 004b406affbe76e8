import {
  canSubmitIdentity,
  IDENTITY_IMAGE_LABELS,
  IDENTITY_IMAGE_TYPES,
  identityFieldErrors,
  identityImageError,
  imageTypeMessage,
  OCCUPATIONS,
  PATHS,
  SALARY_RANGES,
  SelectField,
  showApiError,
  TextField,
  useNavigate,
  useRefreshUser,
  useToast,
} from '@arcvest/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useSubmitIdentityMutation } from './api';
import { hasErrors, toFormErrors } from './form-errors';
import { IdentityClosed } from './identity-closed';
import { IdentityImageField } from './identity-image-field';
import { FormActions } from './form-actions';
import { ProfileFrame } from './profile-frame';
import { readImageHead } from './read-image-head';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

const FIELDS = ['ssn', 'dl_front', 'dl_back', 'occupation', 'salary'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;
type ImageField = 'dl_front' | 'dl_back';

const IMAGES: Record<ImageField, { label: string; inMessages: string }> = {
  dl_front: { label: 'Driver’s license (front)', inMessages: IDENTITY_IMAGE_LABELS.dl_front },
  dl_back: { label: 'Driver’s license (back)', inMessages: IDENTITY_IMAGE_LABELS.dl_back },
};

function IdentityForm({ rejectionReason }: { rejectionReason: string | null }) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [submitIdentity, { isLoading }] = useSubmitIdentityMutation();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [ssn, setSsn] = useState('');
  const [occupation, setOccupation] = useState('');
  const [salary, setSalary] = useState('');
  const [images, setImages] = useState<Record<ImageField, File | null>>({ dl_front: null, dl_back: null });
  const [errors, setErrors] = useState<Errors>({});
  /** The latest choice per field: a slower check of an earlier file must not overwrite it. */
  const latestChoice = useRef<Record<ImageField, File | null>>({ dl_front: null, dl_back: null });

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  /** Checks a chosen file by its size and bytes at once; a refused file is not kept. */
  const chooseImage = async (field: ImageField, file: File | null) => {
    latestChoice.current[field] = file;
    setImages((current) => ({ ...current, [field]: null }));
    clearError(field);
    if (!file) return;
    let problem: string | null;
    try {
      problem = identityImageError(IMAGES[field].inMessages, await readImageHead(file));
    } catch {
      problem = imageTypeMessage(IMAGES[field].inMessages, IDENTITY_IMAGE_TYPES);
    }
    if (latestChoice.current[field] !== file) return;
    if (problem) setErrors((current) => ({ ...current, [field]: problem }));
    else setImages((current) => ({ ...current, [field]: file }));
  };

  const checkForm = (): Errors => {
    const found: Errors = {};
    const textErrors = identityFieldErrors({ ssn, occupation, salary });
    found.ssn = textErrors.ssn?.[0];
    for (const field of ['dl_front', 'dl_back'] as const) {
      // A refused file keeps its message; an empty field asks for one.
      if (!images[field]) found[field] = errors[field] ?? identityImageError(IMAGES[field].inMessages, null) ?? undefined;
    }
    found.occupation = textErrors.occupation?.[0];
    found.salary = textErrors.salary?.[0];
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = checkForm();
    if (hasErrors(found) || !images.dl_front || !images.dl_back) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    const form = new FormData();
    form.append('ssn', ssn.trim());
    form.append('dl_front', images.dl_front);
    form.append('dl_back', images.dl_back);
    form.append('occupation', occupation);
    form.append('salary', salary);
    try {
      const { message } = await submitIdentity(form).unwrap();
      toast.success(message);
      refreshUser();
      navigate(PATHS.profile);
    } catch (failure) {
      const { fieldErrors } = showApiError(toast, failure, 'Your documents could not be sent. Please try again.');
      const fromServer = toFormErrors(fieldErrors, FIELDS);
      if (hasErrors(fromServer)) {
        setErrors(fromServer);
        focusFirstInvalid();
      }
    }
  };

  return (
    <form ref={formRef} className="card form profile-form identity-form" onSubmit={onSubmit} noValidate aria-label="Verify identity">
      {rejectionReason && (
        <p className="notice">Your last documents were not accepted: {rejectionReason} Please send them again.</p>
      )}
      <p className="profile-intro">
        We check your documents to raise your account to level 3, which has no withdrawal limit. Only you and our reviewers can see
        them.
      </p>
      <TextField
        label="National identification number"
        name="ssn"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={50}
        value={ssn}
        onChange={(event) => {
          setSsn(event.target.value);
          clearError('ssn');
        }}
        error={errors.ssn}
      />
      <div className="identity-images">
        {(['dl_front', 'dl_back'] as const).map((field) => (
          <IdentityImageField
            key={field}
            label={IMAGES[field].label}
            name={field}
            file={images[field]}
            error={errors[field]}
            onChoose={(file) => void chooseImage(field, file)}
          />
        ))}
      </div>
      <div className="form-grid">
        <SelectField
          label="Occupation"
          name="occupation"
          placeholder="Choose your occupation"
          options={OCCUPATIONS}
          required
          value={occupation}
          onChange={(event) => {
            setOccupation(event.target.value);
            clearError('occupation');
          }}
          error={errors.occupation}
        />
        <SelectField
          label="Salary range"
          name="salary"
          placeholder="Choose your salary range"
          options={SALARY_RANGES}
          required
          value={salary}
          onChange={(event) => {
            setSalary(event.target.value);
            clearError('salary');
          }}
          error={errors.salary}
        />
      </div>
      <FormActions busy={isLoading} label="Submit" />
    </form>
  );
}

/** /dashboard/profile/verify-identity (docs/identity.md#identity-documents): level 2 with nothing pending. */
export default function VerifyIdentityPage() {
  return (
    <ProfileFrame title="Verify identity">
      {(user) => (canSubmitIdentity(user) ? <IdentityForm rejectionReason={user.identity_rejection_reason} /> : <IdentityClosed user={user} />)}
    </ProfileFrame>
  );
}

import {
  canSubmitIdentity,
  IDENTITY_IMAGE_LABELS,
  IDENTITY_IMAGE_TYPES,
  identityFieldErrors,
  identityImageError,
  imageTypeMessage,
  OCCUPATIONS,
  SALARY_RANGES,
  type FieldErrors,
} from '@arcvest/shared/rules';
import { Form, FormSelectField, FormTextField, ProfileFormActions, useRulesForm } from '@arcvest/shared/forms';
import { PATHS, useNavigate, useRefreshUser, useToast } from '@arcvest/shared';
import { ProfileFrame, readFileHead } from '@arcvest/shared/dashboard-ui';
import { useRef } from 'react';
import { useSubmitIdentityMutation } from './api';
import { IdentityClosed } from './identity-closed';
import { IdentityImageField } from './identity-image-field';
import './identity.css';

const IMAGE_FIELDS = ['dl_front', 'dl_back'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

interface IdentityValues {
  ssn: string;
  /** A file once it passed its checks; a refused one is not kept. */
  dl_front: File | null;
  dl_back: File | null;
  occupation: string;
  salary: string;
}

/** Why each chosen image was refused, by field; null when it was kept or none was chosen. */
type Refusals = Record<ImageField, string | null>;

const IMAGES: Record<ImageField, { label: string; inMessages: string }> = {
  dl_front: { label: 'Driver’s license (front)', inMessages: IDENTITY_IMAGE_LABELS.dl_front },
  dl_back: { label: 'Driver’s license (back)', inMessages: IDENTITY_IMAGE_LABELS.dl_back },
};

/** The shared text rules, then each image: a refused file keeps its message; an empty field asks for one. */
function identityErrors(values: IdentityValues, refusals: Refusals): FieldErrors {
  const errors = identityFieldErrors(values);
  for (const field of IMAGE_FIELDS) {
    const problem = values[field] ? null : (refusals[field] ?? identityImageError(IMAGES[field].inMessages, null));
    if (problem) errors[field] = [problem];
  }
  return errors;
}

/** multipart/form-data; the rules have passed, so both images are there. */
function toIdentityForm(values: IdentityValues): FormData {
  const form = new FormData();
  form.append('ssn', values.ssn.trim());
  for (const field of IMAGE_FIELDS) form.append(field, values[field] as File);
  form.append('occupation', values.occupation);
  form.append('salary', values.salary);
  return form;
}

/** The chosen file's problem by its size and bytes, or null. */
async function imageProblem(field: ImageField, file: File): Promise<string | null> {
  try {
    return identityImageError(IMAGES[field].inMessages, await readFileHead(file));
  } catch {
    return imageTypeMessage(IMAGES[field].inMessages, IDENTITY_IMAGE_TYPES);
  }
}

function IdentityForm({ rejectionReason }: { rejectionReason: string | null }) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [submitIdentity] = useSubmitIdentityMutation();
  const refusals = useRef<Refusals>({ dl_front: null, dl_back: null });
  const form = useRulesForm<IdentityValues, FormData>({
    defaultValues: { ssn: '', dl_front: null, dl_back: null, occupation: '', salary: '' },
    rules: (values) => identityErrors(values, refusals.current),
    toPayload: toIdentityForm,
  });
  /** The latest choice per field: a slower check of an earlier file must not overwrite it. */
  const latestChoice = useRef<Record<ImageField, File | null>>({ dl_front: null, dl_back: null });

  /** Checks a chosen file by its size and bytes at once; a refused file is not kept. */
  const chooseImage = async (field: ImageField, file: File | null) => {
    latestChoice.current[field] = file;
    refusals.current[field] = null;
    form.setValue(field, null);
    form.clearErrors(field);
    if (!file) return;
    const problem = await imageProblem(field, file);
    if (latestChoice.current[field] !== file) return;
    refusals.current[field] = problem;
    form.setValue(field, problem ? null : file, { shouldValidate: Boolean(problem) });
  };

  const send = async (identity: FormData) => {
    const { message } = await submitIdentity(identity).unwrap();
    toast.success(message);
    refreshUser();
    navigate(PATHS.profile);
  };

  const { errors } = form.formState;
  const images = form.watch(IMAGE_FIELDS);
  return (
    <Form
      form={form}
      onSubmit={send}
      failureMessage="Your documents could not be sent. Please try again."
      className="card form profile-form identity-form"
      aria-label="Verify identity"
    >
      {rejectionReason && <p className="notice">Your last documents were not accepted: {rejectionReason} Please send them again.</p>}
      <p className="profile-intro">
        We check your documents to raise your account to level 3, which has no withdrawal limit. Only you and our reviewers can see them.
      </p>
      <FormTextField label="National identification number" name="ssn" autoComplete="off" spellCheck={false} required maxLength={50} />
      <div className="identity-images">
        {IMAGE_FIELDS.map((field, index) => (
          <IdentityImageField
            key={field}
            label={IMAGES[field].label}
            name={field}
            file={images[index]}
            error={errors[field]?.message}
            onChoose={(file) => void chooseImage(field, file)}
          />
        ))}
      </div>
      <div className="form-grid">
        <FormSelectField label="Occupation" name="occupation" placeholder="Choose your occupation" options={OCCUPATIONS} required />
        <FormSelectField label="Salary range" name="salary" placeholder="Choose your salary range" options={SALARY_RANGES} required />
      </div>
      <ProfileFormActions label="Submit" />
    </Form>
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

import {
  canSubmitIdentity,
  IDENTITY_IMAGE_LABEL_TEXTS,
  IDENTITY_IMAGE_TYPES,
  identityFieldErrors,
  identityImageError,
  imageTypeMessage,
  occupationOptions,
  salaryRangeOptions,
  type FieldErrors,
  type Translate,
} from '@arcvest/shared/rules';
import { Form, FormSelectField, FormTextField, ProfileFormActions, useRulesForm } from '@arcvest/shared/forms';
import { activeLocale, PATHS, useLingui, useNavigate, useRefreshUser, useToast } from '@arcvest/shared';
import { ProfileFrame, readFileHead } from '@arcvest/shared/dashboard-ui';
import { useRef } from 'react';
import { useSubmitIdentityMutation } from './api';
import { IdentityClosed } from './identity-closed';
import { IdentityImageField } from './identity-image-field';
import { IDENTITY_TEXTS } from './messages';
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

const IMAGES = {
  dl_front: { label: IDENTITY_TEXTS.front, preview: IDENTITY_TEXTS.previewFront, inMessages: IDENTITY_IMAGE_LABEL_TEXTS.dl_front },
  dl_back: { label: IDENTITY_TEXTS.back, preview: IDENTITY_TEXTS.previewBack, inMessages: IDENTITY_IMAGE_LABEL_TEXTS.dl_back },
};

/** The shared text rules, then each image: a refused file keeps its message; an empty field asks for one. */
function identityErrors(values: IdentityValues, refusals: Refusals, translate: Translate): FieldErrors {
  const errors = identityFieldErrors(values, translate);
  for (const field of IMAGE_FIELDS) {
    const problem = values[field] ? null : (refusals[field] ?? identityImageError(translate(IMAGES[field].inMessages), null, translate));
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
async function imageProblem(field: ImageField, file: File, translate: Translate): Promise<string | null> {
  const label = translate(IMAGES[field].inMessages);
  try {
    return identityImageError(label, await readFileHead(file), translate, activeLocale());
  } catch {
    return imageTypeMessage(label, IDENTITY_IMAGE_TYPES, translate, activeLocale());
  }
}

function IdentityForm({ rejectionReason }: { rejectionReason: string | null }) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [submitIdentity] = useSubmitIdentityMutation();
  const refusals = useRef<Refusals>({ dl_front: null, dl_back: null });
  const form = useRulesForm<IdentityValues, FormData>({
    defaultValues: { ssn: '', dl_front: null, dl_back: null, occupation: '', salary: '' },
    rules: (values) => identityErrors(values, refusals.current, _),
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
    const problem = await imageProblem(field, file, _);
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
      failureMessage={_(IDENTITY_TEXTS.failed)}
      className="card form profile-form identity-form"
      aria-label={_(IDENTITY_TEXTS.title)}
    >
      {rejectionReason && <p className="notice">{_({ ...IDENTITY_TEXTS.rejected, values: { reason: rejectionReason } })}</p>}
      <p className="profile-intro">{_(IDENTITY_TEXTS.intro)}</p>
      <FormTextField label={_(IDENTITY_TEXTS.ssn)} name="ssn" autoComplete="off" spellCheck={false} required maxLength={50} />
      <div className="identity-images">
        {IMAGE_FIELDS.map((field, index) => (
          <IdentityImageField
            key={field}
            label={_(IMAGES[field].label)}
            previewAlt={_(IMAGES[field].preview)}
            name={field}
            file={images[index]}
            error={errors[field]?.message}
            onChoose={(file) => void chooseImage(field, file)}
          />
        ))}
      </div>
      <div className="form-grid">
        <FormSelectField
          label={_(IDENTITY_TEXTS.occupation)}
          name="occupation"
          placeholder={_(IDENTITY_TEXTS.occupationPlaceholder)}
          options={occupationOptions(_)}
          required
        />
        <FormSelectField
          label={_(IDENTITY_TEXTS.salary)}
          name="salary"
          placeholder={_(IDENTITY_TEXTS.salaryPlaceholder)}
          options={salaryRangeOptions(_, activeLocale())}
          required
        />
      </div>
      <ProfileFormActions label={_(IDENTITY_TEXTS.submit)} />
    </Form>
  );
}

/** /dashboard/profile/verify-identity (docs/identity.md#identity-documents): level 2 with nothing pending. */
export default function VerifyIdentityPage() {
  const { _ } = useLingui();
  return (
    <ProfileFrame title={_(IDENTITY_TEXTS.title)}>
      {(user) => (canSubmitIdentity(user) ? <IdentityForm rejectionReason={user.identity_rejection_reason} /> : <IdentityClosed user={user} />)}
    </ProfileFrame>
  );
}

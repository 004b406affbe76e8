import { IDENTITY_IMAGE_HINT_TEXT, IDENTITY_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@arcvest/shared/rules';
import { TextField, useLingui } from '@arcvest/shared';
import { useFilePreview } from '@arcvest/shared/dashboard-ui';

interface IdentityImageFieldProps {
  label: string;
  name: string;
  /** The preview's text alternative. */
  previewAlt: string;
  /** The chosen file once it passed the checks; a refused one shows its error instead of a preview. */
  file: File | null;
  error?: string;
  onChoose: (file: File | null) => void;
}

/** A driver's license side: the file input, its message and a small preview of an accepted image. */
export function IdentityImageField({ label, previewAlt, name, file, error, onChoose }: IdentityImageFieldProps) {
  const { _ } = useLingui();
  const preview = useFilePreview(file);
  return (
    <div className="identity-image">
      <TextField
        label={label}
        name={name}
        type="file"
        accept={IDENTITY_IMAGE_TYPES.join(',')}
        hint={_({ ...IDENTITY_IMAGE_HINT_TEXT, values: { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 } })}
        required
        error={error}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      {preview && (
        <figure className="identity-preview">
          <img src={preview} alt={previewAlt} width={160} height={100} />
          <figcaption translate="no">{file?.name}</figcaption>
        </figure>
      )}
    </div>
  );
}

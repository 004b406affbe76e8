import { IDENTITY_IMAGE_HINT, IDENTITY_IMAGE_TYPES } from '@arcvest/shared/rules';
import { TextField } from '@arcvest/shared';
import { useFilePreview } from '@arcvest/shared/dashboard-ui';

interface IdentityImageFieldProps {
  label: string;
  name: string;
  /** The chosen file once it passed the checks; a refused one shows its error instead of a preview. */
  file: File | null;
  error?: string;
  onChoose: (file: File | null) => void;
}

/** A driver's license side: the file input, its message and a small preview of an accepted image. */
export function IdentityImageField({ label, name, file, error, onChoose }: IdentityImageFieldProps) {
  const preview = useFilePreview(file);
  return (
    <div className="identity-image">
      <TextField
        label={label}
        name={name}
        type="file"
        accept={IDENTITY_IMAGE_TYPES.join(',')}
        hint={IDENTITY_IMAGE_HINT}
        required
        error={error}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      {preview && (
        <figure className="identity-preview">
          <img src={preview} alt={`Preview of the ${label.toLowerCase()}`} width={160} height={100} />
          <figcaption>{file?.name}</figcaption>
        </figure>
      )}
    </div>
  );
}

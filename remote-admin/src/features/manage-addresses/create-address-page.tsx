import {
  IMAGE_UPLOAD_HINT, imageMissingMessage, imageTooLargeMessage,
  PATHS,
  Button,
  showApiError,
  MAX_IMAGE_BYTES,
  NotFound,
  paymentCoinBySlug,
  TextField,
  useToast,
  type PaymentCoin,
  Link,
  useNavigate,
  useParams,
  useFilePreview,
} from '@arcvest/shared';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useCreateCoinAddressMutation } from './api';
import './manage-addresses.css';

type Field = 'address' | 'qr_code';
type Errors = Partial<Record<Field, string>>;

/** The server's messages, mirrored so an admin hears at once what it would refuse. */
export const CREATE_ADDRESS_MESSAGES = {
  addressRequired: 'The address is required.',
  qrRequired: imageMissingMessage('QR code'),
  qrTooLarge: imageTooLargeMessage('QR code'),
} as const;

function checkForm(address: string, file: File | null): Errors {
  const errors: Errors = {};
  if (!address.trim()) errors.address = CREATE_ADDRESS_MESSAGES.addressRequired;
  if (!file) errors.qr_code = CREATE_ADDRESS_MESSAGES.qrRequired;
  else if (file.size > MAX_IMAGE_BYTES) errors.qr_code = CREATE_ADDRESS_MESSAGES.qrTooLarge;
  return errors;
}

/** /dashboard/admin/manage-address/{slug}/create-address */
export default function CreateAddressPage() {
  const coin = paymentCoinBySlug(useParams().coin);
  if (!coin) return <NotFound backTo={PATHS.manageAddresses} backLabel="Back to manage addresses" />;
  return <CreateAddressForm key={coin.slug} coin={coin} />;
}

function CreateAddressForm({ coin }: { coin: PaymentCoin }) {
  const toast = useToast();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [createAddress, { isLoading }] = useCreateCoinAddressMutation();
  const [address, setAddress] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const preview = useFilePreview(file);

  // Keyboard and screen-reader users land on the first field that needs fixing.
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showErrors = (found: Errors) => {
    setErrors(found);
    setFocusRequest((count) => count + 1);
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setErrors(({ qr_code: _cleared, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = checkForm(address, file);
    if (Object.keys(found).length > 0 || !file) {
      showErrors(found);
      return;
    }
    setErrors({});
    const body = new FormData();
    body.append('address', address.trim());
    body.append('qr_code', file);
    try {
      const { message } = await createAddress({ code: coin.apiCode, form: body }).unwrap();
      toast.success(message);
      navigate('..');
    } catch (error) {
      const { fieldErrors } = showApiError(toast, error, 'The address could not be added. Please try again.');
      showErrors({ address: fieldErrors.address?.join(' '), qr_code: fieldErrors.qr_code?.join(' ') });
    }
  };

  return (
    <section className="manage-addresses">
      <Link to=".." className="back-link">← {coin.name} addresses</Link>
      <header className="page-title"><h1>Add {coin.name} address</h1></header>
      <form ref={form} className="form card address-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Address"
          name="address"
          className="address-input"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={errors.address}
          hint={`The ${coin.coin} address users will pay to. It becomes the active address.`}
          autoComplete="off"
          spellCheck={false}
          aria-required
        />
        <TextField
          label="QR code image"
          name="qr_code"
          type="file"
          accept="image/*"
          onChange={chooseFile}
          error={errors.qr_code}
          hint={IMAGE_UPLOAD_HINT}
          aria-required
        />
        {preview && (
          <figure className="address-preview">
            <img src={preview} alt="Preview of the chosen QR code" width={160} height={160} />
            <figcaption>{file?.name}</figcaption>
          </figure>
        )}
        <div className="address-form-actions">
          <Button type="submit" busy={isLoading}>Submit</Button>
          <Link to=".." className="btn btn-ghost">Cancel</Link>
        </div>
      </form>
    </section>
  );
}

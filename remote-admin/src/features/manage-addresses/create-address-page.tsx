import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import {
  IMAGE_UPLOAD_HINT,
  imageMissingMessage,
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  paymentCoinBySlug,
  type FieldErrors,
  type PaymentCoin,
} from '@arcvest/shared/rules';
import { Link, NotFound, PATHS, TextField, useNavigate, useParams, useToast } from '@arcvest/shared';
import { useFilePreview } from '@arcvest/shared/dashboard-ui';
import { useCreateCoinAddressMutation } from './api';
import './manage-addresses.css';

interface Values {
  address: string;
  /** What the file input holds: at most one file. */
  qr_code: FileList | null;
}

/** The server's messages, mirrored so an admin hears at once what it would refuse. */
export const CREATE_ADDRESS_MESSAGES = {
  addressRequired: 'The address is required.',
  qrRequired: imageMissingMessage('QR code'),
  qrTooLarge: imageTooLargeMessage('QR code'),
} as const;

function checkForm({ address, qr_code }: Values): FieldErrors {
  const errors: FieldErrors = {};
  const file = qr_code?.[0];
  if (!address.trim()) errors.address = [CREATE_ADDRESS_MESSAGES.addressRequired];
  if (!file) errors.qr_code = [CREATE_ADDRESS_MESSAGES.qrRequired];
  else if (file.size > MAX_IMAGE_BYTES) errors.qr_code = [CREATE_ADDRESS_MESSAGES.qrTooLarge];
  return errors;
}

/** The multipart body POST /create-{coin}-address takes; only once the checks passed, so the file is there. */
function toBody({ address, qr_code }: Values): FormData {
  const body = new FormData();
  body.append('address', address.trim());
  body.append('qr_code', (qr_code as FileList)[0]);
  return body;
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
  const [createAddress] = useCreateCoinAddressMutation();
  const form = useRulesForm<Values, FormData>({ defaultValues: { address: '', qr_code: null }, rules: checkForm, toPayload: toBody });
  const file = form.watch('qr_code')?.[0] ?? null;
  const preview = useFilePreview(file);

  const create = async (body: FormData) => {
    const { message } = await createAddress({ code: coin.apiCode, form: body }).unwrap();
    toast.success(message);
    navigate('..');
  };

  return (
    <section className="manage-addresses">
      <Link to=".." className="back-link">
        <span className="icon-directional">←</span> {coin.name} addresses
      </Link>
      <header className="page-title">
        <h1>Add {coin.name} address</h1>
      </header>
      <Form form={form} onSubmit={create} failureMessage="The address could not be added. Please try again." className="form card address-form">
        <FormTextField
          name="address"
          label="Address"
          className="address-input"
          hint={`The ${coin.coin} address users will pay to. It becomes the active address.`}
          autoComplete="off"
          spellCheck={false}
          aria-required
        />
        <TextField
          label="QR code image"
          type="file"
          accept="image/*"
          {...form.register('qr_code')}
          error={form.formState.errors.qr_code?.message}
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
          <SubmitButton>Submit</SubmitButton>
          <Link to=".." className="btn btn-ghost">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

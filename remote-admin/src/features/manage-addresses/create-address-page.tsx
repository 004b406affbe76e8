import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import {
  IMAGE_UPLOAD_HINT,
  imageMissingMessage,
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  paymentCoinBySlug,
  type FieldErrors,
  type PaymentCoin,
  type Translate,
} from '@arcvest/shared/rules';
import { Link, NotFound, PATHS, TextField, useLingui, useNavigate, useParams, useToast } from '@arcvest/shared';
import { useFilePreview } from '@arcvest/shared/dashboard-ui';
import { useCreateCoinAddressMutation } from './api';
import { ADDRESS_COINS_TEXTS, CREATE_ADDRESS_TEXTS as TEXTS } from './messages';
import './manage-addresses.css';

interface Values {
  address: string;
  /** What the file input holds: at most one file. */
  qr_code: FileList | null;
}

/** The server's checks, mirrored so an admin hears at once, in their language, what it would refuse. */
function checkForm({ address, qr_code }: Values, _: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const file = qr_code?.[0];
  if (!address.trim()) errors.address = [_(TEXTS.addressRequired)];
  if (!file) errors.qr_code = [imageMissingMessage(_(TEXTS.qrLabel), _)];
  else if (file.size > MAX_IMAGE_BYTES) errors.qr_code = [imageTooLargeMessage(_(TEXTS.qrLabel), _)];
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
  const { _ } = useLingui();
  const coin = paymentCoinBySlug(useParams().coin);
  if (!coin) return <NotFound backTo={PATHS.manageAddresses} backLabel={_(ADDRESS_COINS_TEXTS.backToManage)} />;
  return <CreateAddressForm key={coin.slug} coin={coin} />;
}

function CreateAddressForm({ coin }: { coin: PaymentCoin }) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [createAddress] = useCreateCoinAddressMutation();
  const form = useRulesForm<Values, FormData>({ defaultValues: { address: '', qr_code: null }, rules: (values) => checkForm(values, _), toPayload: toBody });
  const file = form.watch('qr_code')?.[0] ?? null;
  const preview = useFilePreview(file);

  const create = async (body: FormData) => {
    const { message } = await createAddress({ code: coin.apiCode, form: body }).unwrap();
    // The server's own words.
    toast.success(message);
    navigate('..');
  };

  return (
    <section className="manage-addresses">
      <Link to=".." className="back-link">
        <span className="icon-directional">←</span> {_({ ...TEXTS.back, values: { coin: coin.name } })}
      </Link>
      <header className="page-title">
        <h1>{_({ ...TEXTS.title, values: { coin: coin.name } })}</h1>
      </header>
      <Form form={form} onSubmit={create} failureMessage={_(TEXTS.failed)} className="form card address-form">
        <FormTextField
          name="address"
          label={_(TEXTS.address)}
          className="address-input"
          hint={_({ ...TEXTS.addressHint, values: { coin: coin.coin } })}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          aria-required
        />
        <TextField
          label={_(TEXTS.qrImage)}
          type="file"
          accept="image/*"
          {...form.register('qr_code')}
          error={form.formState.errors.qr_code?.message}
          hint={IMAGE_UPLOAD_HINT}
          aria-required
        />
        {preview && (
          <figure className="address-preview">
            <img src={preview} alt={_(TEXTS.preview)} width={160} height={160} />
            <figcaption>{file?.name}</figcaption>
          </figure>
        )}
        <div className="address-form-actions">
          <SubmitButton>{_(TEXTS.submit)}</SubmitButton>
          <Link to=".." className="btn btn-ghost">
            {_(TEXTS.cancel)}
          </Link>
        </div>
      </Form>
    </section>
  );
}

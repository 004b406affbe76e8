import {
  isApprovalPending,
  useLazyGetReserveMessageQuery,
  useRegisterReserveAddressMutation,
  useToast,
  type Coin,
  type ReserveAddressBody,
  Trans,
  useLingui,
} from '@arcvest/shared';
import { COINS, type FieldErrors, type Translate } from '@arcvest/shared/rules';
import { CopyButton } from '@arcvest/shared/dashboard-ui';
import { Form, FormError, FormSelectField, FormTextAreaField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { useState } from 'react';
import { useFourEyes } from '../../api/approvals';
import { NeedsApprovalNote, WaitingApprovals } from '../../components/four-eyes';
import { REGISTER_TEXTS as TEXTS, SIGNING_HINTS } from './messages';

interface AddressValues {
  coin: string;
  address: string;
}

interface SignatureValues {
  signature: string;
  public_key: string;
}

/** The text to sign, for this coin and address: it names the address, so it goes when either changes. */
interface MessageToSign {
  coin: Coin;
  address: string;
  message: string;
}

const addressErrors = ({ coin, address }: AddressValues, _: Translate): FieldErrors => ({
  ...(coin ? {} : { coin: [_(TEXTS.chooseCoinError)] }),
  ...(address.trim() ? {} : { address: [_(TEXTS.addressError)] }),
});

/**
 * Registering a reserve address: choose the coin and enter the address, get the message to sign
 * (it names the platform, the address and today), sign it with the address's key and paste the
 * signature. The server checks the signature; its 422 answers go under the fields.
 */
export function ReserveAddressForm() {
  const { _ } = useLingui();
  const [getMessage] = useLazyGetReserveMessageQuery();
  const [toSign, setToSign] = useState<MessageToSign | null>(null);
  const addressForm = useRulesForm<AddressValues, { coin: Coin; address: string }>({
    defaultValues: { coin: '', address: '' },
    rules: (values) => addressErrors(values, _),
    toPayload: ({ coin, address }) => ({ coin: coin as Coin, address: address.trim() }),
  });
  const [coin, address] = addressForm.watch(['coin', 'address']);
  const current = toSign && toSign.coin === coin && toSign.address === address.trim() ? toSign : null;
  // Addresses registered while four-eyes approval is on wait for a second owner: shown here until decided.
  const waiting = useFourEyes().waiting.filter((approval) => approval.kind === 'reserve_address.register');

  return (
    <section className="card reserves-card" aria-labelledby="reserves-register-heading">
      <h2 id="reserves-register-heading">{_(TEXTS.heading)}</h2>
      <p className="reserves-card-intro">{_(TEXTS.intro)}</p>
      <Form
        form={addressForm}
        onSubmit={async (query) => setToSign({ ...query, ...(await getMessage(query).unwrap()) })}
        failureMessage={_(TEXTS.messageFailed)}
        showFailure="inline"
        className="form reserves-address-form"
        aria-label={_(TEXTS.addressForm)}
      >
        <div className="form-grid">
          <FormSelectField
            name="coin"
            label={_(TEXTS.coin)}
            placeholder={_(TEXTS.choosePlaceholder)}
            options={COINS.map((coin) => ({ value: coin, label: coin, translate: 'no' as const }))}
          />
          <FormTextField name="address" label={_(TEXTS.address)} className="reserves-mono" autoComplete="off" spellCheck={false} dir="ltr" />
        </div>
        <FormError />
        <SubmitButton variant={current ? 'secondary' : 'primary'}>{_(TEXTS.getMessage)}</SubmitButton>
      </Form>
      {current && (
        <SignatureForm
          key={`${current.coin}:${current.address}:${current.message}`}
          toSign={current}
          onRegistered={() => {
            addressForm.reset();
            setToSign(null);
          }}
        />
      )}
      <WaitingApprovals approvals={waiting} />
    </section>
  );
}

function SignatureForm({ toSign, onRegistered }: { toSign: MessageToSign; onRegistered: () => void }) {
  const { _ } = useLingui();
  const [register] = useRegisterReserveAddressMutation();
  const toast = useToast();
  const needsKey = toSign.coin === 'XRP';
  const form = useRulesForm<SignatureValues, ReserveAddressBody>({
    defaultValues: { signature: '', public_key: '' },
    rules: ({ signature, public_key }): FieldErrors => ({
      ...(signature.trim() ? {} : { signature: [_(TEXTS.signatureError)] }),
      ...(needsKey && !public_key.trim() ? { public_key: [_(TEXTS.publicKeyError)] } : {}),
    }),
    toPayload: ({ signature, public_key }) => ({
      ...toSign,
      signature: signature.trim(),
      ...(needsKey ? { public_key: public_key.trim() } : {}),
    }),
  });

  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        const saved = await register(body).unwrap();
        // Waiting for a second person is news, not a success: said in the neutral style.
        if (isApprovalPending(saved)) toast.info(saved.message);
        else toast.success(_({ ...TEXTS.registered, values: { coin: saved.coin } }));
        onRegistered();
      }}
      failureMessage={_(TEXTS.registerFailed)}
      showFailure="inline"
      className="form reserves-signature-form"
      aria-label={_(TEXTS.signForm)}
    >
      <div className="reserves-message">
        <p className="reserves-message-label">
          <Trans {...TEXTS.signThis} values={{ address: toSign.address }} components={{ 0: <bdi dir="ltr" translate="no" /> }} />
        </p>
        <pre className="reserves-long" dir="ltr" translate="no">
          {toSign.message}
        </pre>
        <CopyButton text={toSign.message} label={_(TEXTS.copy)} copiedMessage={_(TEXTS.copied)} failedMessage={_(TEXTS.copyFailed)} />
      </div>
      <FormTextAreaField
        name="signature"
        label={_(TEXTS.signature)}
        hint={_(SIGNING_HINTS[toSign.coin])}
        rows={3}
        spellCheck={false}
        className="reserves-mono"
      />
      {needsKey && (
        <FormTextField
          name="public_key"
          label={_(TEXTS.publicKey)}
          hint={_(TEXTS.publicKeyHint)}
          autoComplete="off"
          spellCheck={false}
          className="reserves-mono"
        />
      )}
      <FormError />
      <NeedsApprovalNote />
      <SubmitButton>{_(TEXTS.register)}</SubmitButton>
    </Form>
  );
}

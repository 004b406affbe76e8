import {
  isApprovalPending,
  useLazyGetReserveMessageQuery,
  useRegisterReserveAddressMutation,
  useToast,
  type Coin,
  type ReserveAddressBody,
} from '@arcvest/shared';
import { COINS, type FieldErrors } from '@arcvest/shared/rules';
import { CopyButton } from '@arcvest/shared/dashboard-ui';
import { Form, FormError, FormSelectField, FormTextAreaField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { useState } from 'react';
import { useFourEyes } from '../../api/approvals';
import { NeedsApprovalNote, WaitingApprovals } from '../../components/four-eyes';

/** How each chain's wallets sign a message, in the form the server checks (docs/proof-of-reserves.md#the-pages). */
const SIGNING_HINTS: Record<Coin, string> = {
  BTC: 'Bitcoin Core: signmessage with the address (base64), or a BIP-322 signature from your wallet.',
  ETH: 'Your wallet’s personal_sign (EIP-191): 0x followed by 130 hex characters.',
  USDT: 'TRON: signMessageV2 with the address’s key (TronLink, tronweb.trx.signMessageV2), as hex.',
  XRP: 'The signature of the message’s UTF-8 bytes, as hex, and the public key that signed it.',
  SOL: 'An ed25519 signature of the message’s UTF-8 bytes by the address’s key, as hex.',
};

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

const addressErrors = ({ coin, address }: AddressValues): FieldErrors => ({
  ...(coin ? {} : { coin: ['Choose a coin.'] }),
  ...(address.trim() ? {} : { address: ['Enter the address.'] }),
});

/**
 * Registering a reserve address: choose the coin and enter the address, get the message to sign
 * (it names the platform, the address and today), sign it with the address's key and paste the
 * signature. The server checks the signature; its 422 answers go under the fields.
 */
export function ReserveAddressForm() {
  const [getMessage] = useLazyGetReserveMessageQuery();
  const [toSign, setToSign] = useState<MessageToSign | null>(null);
  const addressForm = useRulesForm<AddressValues, { coin: Coin; address: string }>({
    defaultValues: { coin: '', address: '' },
    rules: addressErrors,
    toPayload: ({ coin, address }) => ({ coin: coin as Coin, address: address.trim() }),
  });
  const [coin, address] = addressForm.watch(['coin', 'address']);
  const current = toSign && toSign.coin === coin && toSign.address === address.trim() ? toSign : null;
  // Addresses registered while four-eyes approval is on wait for a second owner: shown here until decided.
  const waiting = useFourEyes().waiting.filter((approval) => approval.kind === 'reserve_address.register');

  return (
    <section className="card reserves-card" aria-labelledby="reserves-register-heading">
      <h2 id="reserves-register-heading">Register a reserve address</h2>
      <p className="reserves-card-intro">
        An address the platform holds coins in, such as a cold wallet. Its key signs a message naming the platform, the address and today; the signature is
        published on the proof of reserves so anyone can check it.
      </p>
      <Form
        form={addressForm}
        onSubmit={async (query) => setToSign({ ...query, ...(await getMessage(query).unwrap()) })}
        failureMessage="The message could not be made. Please try again."
        showFailure="inline"
        className="form reserves-address-form"
        aria-label="Reserve address"
      >
        <div className="form-grid">
          <FormSelectField name="coin" label="Coin" placeholder="Choose a coin" options={COINS} />
          <FormTextField name="address" label="Address" className="reserves-mono" autoComplete="off" spellCheck={false} />
        </div>
        <FormError />
        <SubmitButton variant={current ? 'secondary' : 'primary'}>Get message to sign</SubmitButton>
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
  const [register] = useRegisterReserveAddressMutation();
  const toast = useToast();
  const needsKey = toSign.coin === 'XRP';
  const form = useRulesForm<SignatureValues, ReserveAddressBody>({
    defaultValues: { signature: '', public_key: '' },
    rules: ({ signature, public_key }): FieldErrors => ({
      ...(signature.trim() ? {} : { signature: ['Paste the signature.'] }),
      ...(needsKey && !public_key.trim() ? { public_key: ['Paste the public key that signed.'] } : {}),
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
        else toast.success(`${saved.coin} reserve address registered.`);
        onRegistered();
      }}
      failureMessage="The address could not be registered. Please try again."
      showFailure="inline"
      className="form reserves-signature-form"
      aria-label="Sign and register"
    >
      <div className="reserves-message">
        <p className="reserves-message-label">Sign exactly this message with the key of {toSign.address}:</p>
        <pre className="reserves-long">{toSign.message}</pre>
        <CopyButton
          text={toSign.message}
          label="Copy the message"
          copiedMessage="Message copied."
          failedMessage="The message could not be copied. Please select and copy it instead."
        />
      </div>
      <FormTextAreaField name="signature" label="Signature" hint={SIGNING_HINTS[toSign.coin]} rows={3} spellCheck={false} className="reserves-mono" />
      {needsKey && (
        <FormTextField
          name="public_key"
          label="Public key"
          hint="The XRP key that signed, as hex: its address must be this one."
          autoComplete="off"
          spellCheck={false}
          className="reserves-mono"
        />
      )}
      <FormError />
      <NeedsApprovalNote />
      <SubmitButton>Register</SubmitButton>
    </Form>
  );
}

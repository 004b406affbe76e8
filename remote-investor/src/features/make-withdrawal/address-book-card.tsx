import { addressLabelError, coinLabel, formatDateTime, paymentCoinByCoin, type FieldErrors } from '@arcvest/shared/rules';
import { Button, readApiError, Skeleton, useToast, type StepUpProof, type WithdrawalAddress, type WithdrawalAddressBody } from '@arcvest/shared';
import { FullAddress, InstantSwitch, ReviewFacts, useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { failureOntoFields, Form, FormTextField, SubmitButton, useRecheckOnEdit, useRulesForm } from '@arcvest/shared/forms';
import { StepUpDialog } from '@arcvest/shared/account-protection';
import { useState } from 'react';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import {
  HOLD_NOTICE_ID,
  useGetAddressSettingsQuery,
  useHeldUntil,
  useGetSavedAddressesQuery,
  useRemoveAddressMutation,
  useSaveAddressMutation,
  useSetOnlySavedMutation,
} from './api';
import { coinAndAddressErrors } from './check-withdrawal-form';
import { CoinAddressField, CoinSelectField } from './coin-address-fields';

interface SaveAddressForm {
  payment_method: string;
  address: string;
  label: string;
}

const EMPTY: SaveAddressForm = { payment_method: '', address: '', label: '' };

const SAVE_FAILED = 'The address could not be saved. Please try again.';

/** The rules the server applies too: the coin's own address format and checksum, and a short label. */
function saveAddressErrors(form: SaveAddressForm): FieldErrors {
  const labelError = addressLabelError(form.label);
  return { ...coinAndAddressErrors(form), ...(labelError && { label: [labelError] }) };
}

const toBody = (form: SaveAddressForm): WithdrawalAddressBody => ({
  payment_method: form.payment_method as WithdrawalAddressBody['payment_method'],
  address: form.address.trim(),
  label: form.label.trim(),
});

function usableText(entry: WithdrawalAddress): string {
  return Date.parse(entry.usable_from) <= Date.now() ? 'Usable now' : `Usable from ${formatDateTime(entry.usable_from)}`;
}

/** "Only to saved addresses": on at once, off after the hold (docs/levels-and-limits.md#withdrawal-address-book). */
function OnlySavedSwitch() {
  const { data: settings } = useGetAddressSettingsQuery();
  const [setOnlySaved] = useSetOnlySavedMutation();
  if (!settings) return null;
  return (
    <div className="address-book-switch">
      <InstantSwitch
        label="Withdraw only to saved addresses"
        checked={settings.only_saved}
        save={(on) => setOnlySaved(on).unwrap()}
        failureMessage="Your choice could not be saved. Please try again."
      />
      <p className="withdrawal-note">
        {settings.only_saved_off_at && settings.in_force
          ? `Switched off: still in force until ${formatDateTime(settings.only_saved_off_at)}.`
          : `A new address can be used ${settings.hold_hours} hours after it is saved, and you are emailed when one is.`}
      </p>
    </div>
  );
}

/** The investor's saved withdrawal addresses: the list with each one's hold, adding one, removing one. */
export function AddressBookCard() {
  const toast = useToast();
  const { data: saved, isError, error, refetch } = useGetSavedAddressesQuery();
  const [saveAddress] = useSaveAddressMutation();
  const [removeAddress] = useRemoveAddressMutation();
  const { ask, dialog } = useConfirmedAction();
  const form = useRulesForm<SaveAddressForm, WithdrawalAddressBody>({ defaultValues: EMPTY, rules: saveAddressErrors, toPayload: toBody });
  useRecheckOnEdit(form);
  const paymentMethod = form.watch('payment_method');

  const heldUntil = useHeldUntil();
  const [confirming, setConfirming] = useState<WithdrawalAddressBody | null>(null);

  const saveWithStepUp = async (stepUp: StepUpProof) => {
    const entry = await saveAddress({ ...(confirming as WithdrawalAddressBody), step_up: stepUp }).unwrap();
    toast.success(`Address saved. It can be used from ${formatDateTime(entry.usable_from)}.`);
    form.reset(EMPTY);
  };

  const confirmSheet = (body: WithdrawalAddressBody) => {
    const payment = paymentCoinByCoin(body.payment_method);
    return (
      <StepUpDialog
        title="Confirm the new address"
        confirmLabel="Save address"
        purpose="withdrawal-address"
        details={{ ...body }}
        review={
          <ReviewFacts
            facts={[
              { label: 'Label', value: body.label },
              { label: 'Coin', value: payment ? coinLabel(payment) : body.payment_method },
              { label: 'Address', value: <FullAddress address={body.address} /> },
              {
                label: 'What happens next',
                kind: 'note',
                value: 'We confirm it is you with a code, then save the address. It can be used once its waiting time is over.',
              },
            ]}
          />
        }
        run={saveWithStepUp}
        failureMessage={SAVE_FAILED}
        // A refusal about the coin, address or label is said under that field of the form.
        onFailure={failureOntoFields(form)}
        onClose={() => setConfirming(null)}
      />
    );
  };

  let list;
  if (isError) {
    list = (
      <p className="form-error" role="alert">
        {readApiError(error, 'Your saved addresses could not be loaded.').message}{' '}
        <Button variant="ghost" onClick={() => void refetch()}>
          Retry
        </Button>
      </p>
    );
  } else if (!saved) {
    list = <Skeleton shape="lines" label="Loading your saved addresses" />;
  } else if (saved.length === 0) {
    list = <p className="withdrawal-note">No saved addresses yet.</p>;
  } else {
    list = (
      <ul className="address-book-list">
        {saved.map((entry) => {
          const payment = paymentCoinByCoin(entry.payment_method);
          return (
            <li key={entry.id}>
              <div>
                <strong>{entry.label}</strong>{' '}
                <span className="withdrawal-note coin-name">
                  <CoinIcon coin={entry.payment_method} size={20} />
                  {payment ? coinLabel(payment) : entry.payment_method}
                </span>
                <code className="address-book-address">{entry.address}</code>
                <span className="withdrawal-note">{usableText(entry)}</span>
              </div>
              <Button
                variant="ghost"
                aria-label={`Remove ${entry.label}`}
                onClick={() =>
                  ask({
                    title: 'Remove address',
                    confirmLabel: 'Remove address',
                    destructive: true,
                    question: (
                      <p>
                        Remove <strong>{entry.label}</strong> from your saved addresses?
                      </p>
                    ),
                    run: () => removeAddress(entry.id).unwrap(),
                    failureMessage: 'The address could not be removed. Please try again.',
                  })
                }
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="card address-book" aria-labelledby="address-book-title">
      <h2 id="address-book-title">Saved addresses</h2>
      <OnlySavedSwitch />
      {list}
      <Form
        form={form}
        onSubmit={(body) => void (!heldUntil && setConfirming(body))}
        failureMessage={SAVE_FAILED}
        className="form"
        aria-label="Save an address"
      >
        <div className="form-grid">
          <CoinSelectField label="Coin" paymentMethod={paymentMethod} />
          <FormTextField label="Label" name="label" autoComplete="off" maxLength={40} />
        </div>
        <CoinAddressField label="Address to save" paymentMethod={paymentMethod} />
        <SubmitButton variant="secondary" disabled={Boolean(heldUntil)} aria-describedby={heldUntil ? HOLD_NOTICE_ID : undefined}>
          Save address
        </SubmitButton>
      </Form>
      {dialog}
      {confirming && confirmSheet(confirming)}
    </section>
  );
}

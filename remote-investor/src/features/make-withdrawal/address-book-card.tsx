import { addressLabelError, coinLabel, formatDateTime, paymentCoinByCoin, type FieldErrors, type Translate } from '@arcvest/shared/rules';
import {
  activeLocale,
  Button,
  readApiError,
  Skeleton,
  Trans,
  useLingui,
  useToast,
  type StepUpProof,
  type WithdrawalAddress,
  type WithdrawalAddressBody,
} from '@arcvest/shared';
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
import { ADDRESS_BOOK_TEXTS as TEXTS, WITHDRAWAL_PAGE_TEXTS } from './messages';

interface SaveAddressForm {
  payment_method: string;
  address: string;
  label: string;
}

const EMPTY: SaveAddressForm = { payment_method: '', address: '', label: '' };

/** The rules the server applies too: the coin's own address format and checksum, and a short label. */
function saveAddressErrors(form: SaveAddressForm, translate: Translate): FieldErrors {
  const labelError = addressLabelError(form.label, translate);
  return { ...coinAndAddressErrors(form, translate), ...(labelError && { label: [labelError] }) };
}

const toBody = (form: SaveAddressForm): WithdrawalAddressBody => ({
  payment_method: form.payment_method as WithdrawalAddressBody['payment_method'],
  address: form.address.trim(),
  label: form.label.trim(),
});

function usableText(entry: WithdrawalAddress, _: Translate): string {
  return Date.parse(entry.usable_from) <= Date.now()
    ? _(TEXTS.usableNow)
    : _({ ...TEXTS.usableFrom, values: { date: formatDateTime(entry.usable_from, undefined, activeLocale()) } });
}

/** "Only to saved addresses": on at once, off after the hold (docs/levels-and-limits.md#withdrawal-address-book). */
function OnlySavedSwitch() {
  const { _ } = useLingui();
  const { data: settings } = useGetAddressSettingsQuery();
  const [setOnlySaved] = useSetOnlySavedMutation();
  if (!settings) return null;
  return (
    <div className="address-book-switch">
      <InstantSwitch label={_(TEXTS.onlySaved)} checked={settings.only_saved} save={(on) => setOnlySaved(on).unwrap()} failureMessage={_(TEXTS.choiceFailed)} />
      <p className="withdrawal-note">
        {settings.only_saved_off_at && settings.in_force
          ? _({ ...TEXTS.switchedOff, values: { date: formatDateTime(settings.only_saved_off_at, undefined, activeLocale()) } })
          : _({ ...TEXTS.holdNote, values: { hours: settings.hold_hours } })}
      </p>
    </div>
  );
}

/** The investor's saved withdrawal addresses: the list with each one's hold, adding one, removing one. */
export function AddressBookCard() {
  const { _ } = useLingui();
  const toast = useToast();
  const { data: saved, isError, error, refetch } = useGetSavedAddressesQuery();
  const [saveAddress] = useSaveAddressMutation();
  const [removeAddress] = useRemoveAddressMutation();
  const { ask, dialog } = useConfirmedAction();
  const form = useRulesForm<SaveAddressForm, WithdrawalAddressBody>({
    defaultValues: EMPTY,
    rules: (values) => saveAddressErrors(values, _),
    toPayload: toBody,
  });
  useRecheckOnEdit(form);
  const paymentMethod = form.watch('payment_method');

  const heldUntil = useHeldUntil();
  const [confirming, setConfirming] = useState<WithdrawalAddressBody | null>(null);

  const saveWithStepUp = async (stepUp: StepUpProof) => {
    const entry = await saveAddress({ ...(confirming as WithdrawalAddressBody), step_up: stepUp }).unwrap();
    toast.success(_({ ...TEXTS.saved, values: { date: formatDateTime(entry.usable_from, undefined, activeLocale()) } }));
    form.reset(EMPTY);
  };

  const confirmSheet = (body: WithdrawalAddressBody) => {
    const payment = paymentCoinByCoin(body.payment_method);
    return (
      <StepUpDialog
        title={_(TEXTS.confirmTitle)}
        confirmLabel={_(TEXTS.save)}
        purpose="withdrawal-address"
        details={{ ...body }}
        review={
          <ReviewFacts
            facts={[
              { label: _(TEXTS.label), value: body.label },
              { label: _(TEXTS.coin), value: payment ? coinLabel(payment) : body.payment_method },
              { label: _(WITHDRAWAL_PAGE_TEXTS.address), value: <FullAddress address={body.address} /> },
              {
                label: _(WITHDRAWAL_PAGE_TEXTS.whatNext),
                kind: 'note',
                value: _(TEXTS.saveNext),
              },
            ]}
          />
        }
        run={saveWithStepUp}
        failureMessage={_(TEXTS.saveFailed)}
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
        {readApiError(error, _(TEXTS.loadFailed)).message}{' '}
        <Button variant="ghost" onClick={() => void refetch()}>
          {_(TEXTS.retry)}
        </Button>
      </p>
    );
  } else if (!saved) {
    list = <Skeleton shape="lines" label={_(TEXTS.loading)} />;
  } else if (saved.length === 0) {
    list = <p className="withdrawal-note">{_(TEXTS.none)}</p>;
  } else {
    list = (
      <ul className="address-book-list">
        {saved.map((entry) => {
          const payment = paymentCoinByCoin(entry.payment_method);
          return (
            <li key={entry.id}>
              <div>
                <strong translate="no">{entry.label}</strong>{' '}
                <span className="withdrawal-note coin-name" translate="no">
                  <CoinIcon coin={entry.payment_method} size={20} />
                  {payment ? coinLabel(payment) : entry.payment_method}
                </span>
                <code className="address-book-address" dir="ltr" translate="no">
                  {entry.address}
                </code>
                <span className="withdrawal-note">{usableText(entry, _)}</span>
              </div>
              <Button
                variant="ghost"
                aria-label={_({ ...TEXTS.removeNamed, values: { label: entry.label } })}
                onClick={() =>
                  ask({
                    title: _(TEXTS.removeTitle),
                    confirmLabel: _(TEXTS.removeTitle),
                    destructive: true,
                    question: (
                      <p>
                        <Trans {...TEXTS.removeQuestion} values={{ label: entry.label }} components={{ 0: <strong /> }} />
                      </p>
                    ),
                    run: () => removeAddress(entry.id).unwrap(),
                    failureMessage: _(TEXTS.removeFailed),
                  })
                }
              >
                {_(TEXTS.remove)}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="card address-book" aria-labelledby="address-book-title">
      <h2 id="address-book-title">{_(TEXTS.title)}</h2>
      <OnlySavedSwitch />
      {list}
      <Form
        form={form}
        onSubmit={(body) => void (!heldUntil && setConfirming(body))}
        failureMessage={_(TEXTS.saveFailed)}
        className="form"
        aria-label={_(TEXTS.saveForm)}
      >
        <div className="form-grid">
          <CoinSelectField label={_(TEXTS.coin)} paymentMethod={paymentMethod} />
          <FormTextField label={_(TEXTS.label)} name="label" autoComplete="off" maxLength={40} />
        </div>
        <CoinAddressField label={_(TEXTS.addressToSave)} paymentMethod={paymentMethod} />
        <SubmitButton variant="secondary" disabled={Boolean(heldUntil)} aria-describedby={heldUntil ? HOLD_NOTICE_ID : undefined}>
          {_(TEXTS.save)}
        </SubmitButton>
      </Form>
      {dialog}
      {confirming && confirmSheet(confirming)}
    </section>
  );
}

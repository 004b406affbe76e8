import { Form, FormSelectField, FormTextField, ProfileFormActions, useRecheckOnEdit, useRulesForm } from '@arcvest/shared/forms';
import { PATHS, useLingui, useNavigate, useRefreshUser, useToast, type UpdateContactBody, type User } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { type FieldErrors, type Translate } from '@arcvest/shared/rules';
import { DIAL_CODES, INVALID_PHONE_TEXT, splitPhone, toE164Phone } from '@arcvest/shared/phone';
import { useUpdateContactMutation } from './api';
import { EDIT_CONTACT_TEXTS } from './messages';
import './profile.css';

const DIAL_OPTIONS = DIAL_CODES.map(({ country, name, dialCode }) => ({ value: country, label: `${name} (${dialCode})` }));
const ADDRESS_MAX_LENGTH = 300;

interface ContactValues {
  dial_country: string;
  phone: string;
  address: string;
}

/** An empty number removes the stored one; anything else must be valid for the chosen country. */
const e164Phone = ({ dial_country, phone }: ContactValues) => (phone.trim() ? toE164Phone(dial_country, phone) : '');

const contactErrors = (values: ContactValues, translate: Translate): FieldErrors =>
  e164Phone(values) === null ? { phone: [translate(INVALID_PHONE_TEXT)] } : {};

const toContactBody = (values: ContactValues): UpdateContactBody => ({ phone: e164Phone(values) ?? '', address: values.address.trim() });

function EditContactForm({ user }: { user: User }) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [updateContact] = useUpdateContactMutation();
  const stored = splitPhone(user.phone);
  const form = useRulesForm<ContactValues, UpdateContactBody>({
    defaultValues: { dial_country: stored.country, phone: stored.national, address: user.address ?? '' },
    rules: (values) => contactErrors(values, _),
    toPayload: toContactBody,
  });

  // A number is valid or not for its country: a change of country checks it again.
  useRecheckOnEdit(form);

  const save = async (body: UpdateContactBody) => {
    const { message } = await updateContact(body).unwrap();
    toast.success(message);
    refreshUser();
    navigate(PATHS.profile);
  };

  return (
    <Form form={form} onSubmit={save} failureMessage={_(EDIT_CONTACT_TEXTS.failed)} className="card form profile-form" aria-label={_(EDIT_CONTACT_TEXTS.title)}>
      <fieldset className="profile-phone">
        <legend>{_(EDIT_CONTACT_TEXTS.phoneNumber)}</legend>
        <FormSelectField label={_(EDIT_CONTACT_TEXTS.countryCode)} name="dial_country" options={DIAL_OPTIONS} />
        <FormTextField
          label={_(EDIT_CONTACT_TEXTS.number)}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint={_(EDIT_CONTACT_TEXTS.numberHint)}
        />
      </fieldset>
      <FormTextField
        label={_(EDIT_CONTACT_TEXTS.address)}
        name="address"
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        hint={_(EDIT_CONTACT_TEXTS.addressHint)}
      />
      <ProfileFormActions />
    </Form>
  );
}

/** /dashboard/profile/edit-contact-information (docs/departures.md#defects-we-fix: one dial code per country). */
export default function EditContactPage() {
  const { _ } = useLingui();
  return <ProfileFrame title={_(EDIT_CONTACT_TEXTS.title)}>{(user) => <EditContactForm user={user} />}</ProfileFrame>;
}

import { Form, FormSelectField, FormTextField, ProfileFormActions, useRecheckOnEdit, useRulesForm } from '@arcvest/shared/forms';
import { PATHS, useNavigate, useRefreshUser, useToast, type UpdateContactBody, type User } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { type FieldErrors } from '@arcvest/shared/rules';
import { DIAL_CODES, INVALID_PHONE_MESSAGE, splitPhone, toE164Phone } from '@arcvest/shared/phone';
import { useUpdateContactMutation } from './api';
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

const contactErrors = (values: ContactValues): FieldErrors => (e164Phone(values) === null ? { phone: [INVALID_PHONE_MESSAGE] } : {});

const toContactBody = (values: ContactValues): UpdateContactBody => ({ phone: e164Phone(values) ?? '', address: values.address.trim() });

function EditContactForm({ user }: { user: User }) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [updateContact] = useUpdateContactMutation();
  const stored = splitPhone(user.phone);
  const form = useRulesForm<ContactValues, UpdateContactBody>({
    defaultValues: { dial_country: stored.country, phone: stored.national, address: user.address ?? '' },
    rules: contactErrors,
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
    <Form
      form={form}
      onSubmit={save}
      failureMessage="Your contact information could not be updated. Please try again."
      className="card form profile-form"
      aria-label="Edit contact information"
    >
      <fieldset className="profile-phone">
        <legend>Phone number</legend>
        <FormSelectField label="Country code" name="dial_country" options={DIAL_OPTIONS} />
        <FormTextField label="Number" name="phone" type="tel" autoComplete="tel-national" inputMode="tel" hint="Leave it empty to remove your phone number." />
      </fieldset>
      <FormTextField
        label="Address"
        name="address"
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        hint="Your postal address. Leave it empty to remove it."
      />
      <ProfileFormActions />
    </Form>
  );
}

/** /dashboard/profile/edit-contact-information (docs/departures.md#defects-we-fix: one dial code per country). */
export default function EditContactPage() {
  return <ProfileFrame title="Edit contact information">{(user) => <EditContactForm user={user} />}</ProfileFrame>;
}

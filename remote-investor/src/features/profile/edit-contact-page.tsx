import {
  PATHS,
  SelectField,
  showApiError,
  TextField,
  useNavigate,
  useRefreshUser,
  useToast,
  type User,
} from '@arcvest/shared';
import { DIAL_CODES, INVALID_PHONE_MESSAGE, splitPhone, toE164Phone } from '@arcvest/shared/phone';
import { useState, type FormEvent } from 'react';
import { useUpdateContactMutation } from './api';
import { hasErrors, toFormErrors } from './form-errors';
import { FormActions } from './form-actions';
import { ProfileFrame } from './profile-frame';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

const DIAL_OPTIONS = DIAL_CODES.map(({ country, name, dialCode }) => ({ value: country, label: `${name} (${dialCode})` }));
const ADDRESS_MAX_LENGTH = 300;

type Errors = { phone?: string; address?: string };

function EditContactForm({ user }: { user: User }) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const [updateContact, { isLoading }] = useUpdateContactMutation();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [stored] = useState(() => splitPhone(user.phone));
  const [country, setCountry] = useState(stored.country);
  const [phone, setPhone] = useState(stored.national);
  const [address, setAddress] = useState(user.address ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const showErrors = (found: Errors) => {
    setErrors(found);
    focusFirstInvalid();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    // An empty number removes the stored one; anything else must be valid for the chosen country.
    const e164 = phone.trim() ? toE164Phone(country, phone) : '';
    if (e164 === null) return showErrors({ phone: INVALID_PHONE_MESSAGE });
    setErrors({});
    try {
      const { message } = await updateContact({ phone: e164, address: address.trim() }).unwrap();
      toast.success(message);
      refreshUser();
      navigate(PATHS.profile);
    } catch (failure) {
      const { fieldErrors } = showApiError(toast, failure, 'Your contact information could not be updated. Please try again.');
      const found = toFormErrors(fieldErrors, ['phone', 'address'] as const);
      if (hasErrors(found)) showErrors(found);
    }
  };

  return (
    <form ref={formRef} className="card form profile-form" onSubmit={onSubmit} noValidate aria-label="Edit contact information">
      <fieldset className="profile-phone">
        <legend>Phone number</legend>
        <SelectField
          label="Country code"
          name="dial_country"
          options={DIAL_OPTIONS}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
        />
        <TextField
          label="Number"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint="Leave it empty to remove your phone number."
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          error={errors.phone}
        />
      </fieldset>
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        hint="Your postal address. Leave it empty to remove it."
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setErrors((current) => ({ ...current, address: undefined }));
        }}
        error={errors.address}
      />
      <FormActions busy={isLoading} />
    </form>
  );
}

/** /dashboard/profile/edit-contact-information (docs/departures.md#defects-we-fix: one dial code per country). */
export default function EditContactPage() {
  return <ProfileFrame title="Edit contact information">{(user) => <EditContactForm user={user} />}</ProfileFrame>;
}

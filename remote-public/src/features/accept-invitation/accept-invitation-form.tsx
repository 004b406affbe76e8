import {
  isNotFound,
  PATHS,
  storeToken,
  tokenReceived,
  useAppDispatch,
  useLingui,
  useNavigate,
  useToast,
  type AcceptInvitationBody,
  type InvitationLookup,
  type SignupPayload,
} from '@arcvest/shared';
import { FormCountryField } from '../../components/country-field';
import { Form, FormPasswordField, FormSelectField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { genderOptions, MIN_PASSWORD_LENGTH, MINIMUM_AGE, signupFieldErrors, type FieldErrors } from '@arcvest/shared/rules';
import { useAcceptInvitationMutation } from './api';
import { INVITATION_FORM_TEXTS as TEXTS } from './messages';

/** What the invitee types: the sign-up fields but the email (the invitation's) and a referral code. */
type AcceptValues = Omit<SignupPayload, 'email' | 'referred_by'>;

export interface AcceptInvitationFormProps {
  token: string;
  invitation: InvitationLookup;
  /** The link stopped working meanwhile (used, revoked or expired): the page says so. */
  onInvalid: () => void;
}

/**
 * The invitee's details and password. On 201 the answer is a sign-in's: the token is kept as the
 * sign-in page keeps it, and the new admin lands on the console's overview; when the server asks
 * for a second factor first, the new admin signs in, where the sign-in page takes them through it.
 */
export function AcceptInvitationForm({ token, invitation, onInvalid }: AcceptInvitationFormProps) {
  const { _ } = useLingui();
  const [accept] = useAcceptInvitationMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useRulesForm<AcceptValues, AcceptInvitationBody>({
    defaultValues: { firstname: '', lastname: '', username: '', age: '', gender: '', country: '', password: '', password_confirmation: '' },
    // Sign-up's own checks, with the invitation's address and no terms box.
    rules: (values): FieldErrors => signupFieldErrors({ ...values, email: invitation.email, referred_by: '' }, true, _),
    toPayload: (values) => ({
      ...values,
      gender: values.gender as AcceptInvitationBody['gender'],
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      username: values.username.trim(),
      token,
    }),
  });

  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        try {
          const answer = await accept(body).unwrap();
          if ('access_token' in answer) {
            storeToken(answer.access_token);
            dispatch(tokenReceived(answer.access_token));
            toast.success(_(TEXTS.accountReady));
            navigate(PATHS.admin);
          } else {
            // The account exists; the server wants a second factor first (admins, in production): the sign-in page takes them through it.
            toast.success(_(TEXTS.signInForTwoFactor));
            navigate(PATHS.login);
          }
        } catch (failure) {
          if (!isNotFound(failure)) throw failure;
          onInvalid();
        }
      }}
      failureMessage={_(TEXTS.failed)}
      className="form"
      aria-label={_(TEXTS.form)}
    >
      <div className="form-grid">
        <FormTextField label={_(TEXTS.firstName)} name="firstname" autoComplete="given-name" required />
        <FormTextField label={_(TEXTS.lastName)} name="lastname" autoComplete="family-name" required />
        <FormTextField label={_(TEXTS.username)} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        <FormTextField
          label={_(TEXTS.birthDate)}
          name="age"
          type="date"
          autoComplete="bday"
          hint={_({ ...TEXTS.minimumAge, values: { age: MINIMUM_AGE } })}
          required
        />
        <FormSelectField label={_(TEXTS.gender)} name="gender" placeholder={_(TEXTS.selectGender)} options={genderOptions(_)} autoComplete="sex" required />
        <FormCountryField label={_(TEXTS.country)} placeholder={_(TEXTS.selectCountry)} />
        <FormPasswordField
          label={_(TEXTS.password)}
          name="password"
          autoComplete="new-password"
          hint={_({ ...TEXTS.passwordHint, values: { length: MIN_PASSWORD_LENGTH } })}
          required
        />
        <FormPasswordField label={_(TEXTS.confirmPassword)} name="password_confirmation" autoComplete="new-password" required />
      </div>
      <SubmitButton className="accept-invitation-submit">{_(TEXTS.submit)}</SubmitButton>
    </Form>
  );
}

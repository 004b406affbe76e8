import {
  isNotFound,
  PATHS,
  storeToken,
  tokenReceived,
  useAppDispatch,
  useNavigate,
  useToast,
  type AcceptInvitationBody,
  type InvitationLookup,
  type SignupPayload,
} from '@arcvest/shared';
import { Form, FormPasswordField, FormSelectField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { GENDER_OPTIONS, MIN_PASSWORD_LENGTH, MINIMUM_AGE, signupFieldErrors, type FieldErrors } from '@arcvest/shared/rules';
import { COUNTRIES } from '@arcvest/shared/countries';
import { useAcceptInvitationMutation } from './api';

export const ACCOUNT_READY = 'Welcome aboard: your staff account is ready.';
export const SIGN_IN_FOR_TWO_FACTOR = 'Your staff account is ready. Sign in to turn on two-factor sign-in, which admins need.';

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
  const [accept] = useAcceptInvitationMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useRulesForm<AcceptValues, AcceptInvitationBody>({
    defaultValues: { firstname: '', lastname: '', username: '', age: '', gender: '', country: '', password: '', password_confirmation: '' },
    // Sign-up's own checks, with the invitation's address and no terms box.
    rules: (values): FieldErrors => signupFieldErrors({ ...values, email: invitation.email, referred_by: '' }, true),
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
            toast.success(ACCOUNT_READY);
            navigate(PATHS.admin);
          } else {
            // The account exists; the server wants a second factor first (admins, in production): the sign-in page takes them through it.
            toast.success(SIGN_IN_FOR_TWO_FACTOR);
            navigate(PATHS.login);
          }
        } catch (failure) {
          if (!isNotFound(failure)) throw failure;
          onInvalid();
        }
      }}
      failureMessage="Your account could not be created. Please try again."
      className="form"
      aria-label="Your staff account"
    >
      <div className="form-grid">
        <FormTextField label="First name" name="firstname" autoComplete="given-name" required />
        <FormTextField label="Last name" name="lastname" autoComplete="family-name" required />
        <FormTextField label="Username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        <FormTextField label="Date of birth" name="age" type="date" autoComplete="bday" hint={`You must be at least ${MINIMUM_AGE} years old.`} required />
        <FormSelectField label="Gender" name="gender" placeholder="Select gender" options={GENDER_OPTIONS} autoComplete="sex" required />
        <FormSelectField label="Country" name="country" placeholder="Select country" options={COUNTRIES} autoComplete="country-name" required />
        <FormPasswordField label="Password" name="password" autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} required />
        <FormPasswordField label="Confirm password" name="password_confirmation" autoComplete="new-password" required />
      </div>
      <SubmitButton className="accept-invitation-submit">Create my staff account</SubmitButton>
    </Form>
  );
}

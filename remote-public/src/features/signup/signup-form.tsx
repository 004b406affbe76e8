import { PATHS, LoadingScreen, useToast, type LoginPrefill, type SignupPayload, Link, useNavigate } from '@arcvest/shared';
import { Form, FORM_ERROR_KEY, FormPasswordField, FormSelectField, FormTextField, FormCheckboxField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { GENDER_OPTIONS, MINIMUM_AGE, MIN_PASSWORD_LENGTH, signupFieldErrors, signupFormError, type FieldErrors } from '@arcvest/shared/rules';
import { COUNTRIES } from '@arcvest/shared/countries';
import { useSignupMutation } from './api';

export const SIGNUP_FALLBACK_ERROR = 'An error occurred during signup.';
const SIGNUP_FALLBACK_SUCCESS = 'Your account has been created. You can sign in now.';

type SignupValues = SignupPayload & { terms: boolean };

/**
 * The client's checks: the first that applies is the spec's toast, and every field that needs
 * fixing is marked with its own message (the first of them focused).
 */
function signupRules({ terms, ...form }: SignupValues): FieldErrors {
  const problem = signupFormError(form, terms);
  return problem ? { [FORM_ERROR_KEY]: [problem], ...signupFieldErrors(form, terms) } : {};
}

function toPayload({ terms: _accepted, ...form }: SignupValues): SignupPayload {
  return {
    ...form,
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: form.email.trim(),
    username: form.username.trim(),
    referred_by: form.referred_by.trim(),
  };
}

export interface SignupFormProps {
  /** The referral code from the route (/signup/:referralCode); the field is then read-only. */
  referralCode?: string;
}

export function SignupForm({ referralCode }: SignupFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [signup, { isLoading }] = useSignupMutation();
  const form = useRulesForm<SignupValues, SignupPayload>({
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      username: '',
      // Empty, not today as in the original: today is always refused (docs/departures.md#defects-we-fix).
      age: '',
      gender: '',
      country: '',
      referred_by: referralCode ?? '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
    rules: signupRules,
    toPayload,
  });

  // Inert only while the call runs: inert during the rules' check would drop the button's focus,
  // and after the call (RTK settles a frame late) it would refuse the focus <Form> gives a field.
  const creating = isLoading && form.formState.isSubmitting;

  const createAccount = async (payload: SignupPayload) => {
    const { message } = await signup(payload).unwrap();
    toast.success(message || SIGNUP_FALLBACK_SUCCESS);
    // The spec sends a new account to /login: with its username filled in, only the password is left.
    navigate(PATHS.login, { state: { username: payload.username } satisfies LoginPrefill });
  };

  return (
    <>
      {creating && <LoadingScreen label="Creating your account…" />}
      <Form form={form} onSubmit={createAccount} failureMessage={SIGNUP_FALLBACK_ERROR} showRuleMessage="toast" className="form" inert={creating}>
        <div className="form-grid">
          <FormTextField label="First name" name="firstname" autoComplete="given-name" required />
          <FormTextField label="Last name" name="lastname" autoComplete="family-name" required />
          <FormTextField label="Username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
          <FormTextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" spellCheck={false} required />
          <FormSelectField label="Gender" name="gender" placeholder="Select gender" options={GENDER_OPTIONS} autoComplete="sex" required />
          <FormSelectField label="Country" name="country" placeholder="Select country" options={COUNTRIES} autoComplete="country-name" required />
          <FormTextField label="Date of birth" name="age" type="date" autoComplete="bday" hint={`You must be at least ${MINIMUM_AGE} years old.`} required />
          {referralCode !== undefined ? (
            <FormTextField label="Referral ID (optional)" name="referred_by" autoComplete="off" readOnly hint="From your invitation link." />
          ) : (
            <FormTextField label="Referral ID (optional)" name="referred_by" autoComplete="off" autoCapitalize="none" spellCheck={false} />
          )}
          <FormPasswordField label="Password" name="password" autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} required />
          <FormPasswordField label="Confirm password" name="password_confirmation" autoComplete="new-password" required />
        </div>

        <FormCheckboxField
          id="signup-terms"
          name="terms"
          required
          label={
            <>
              I have read and accept the <Link to={PATHS.terms}>terms and conditions</Link>
            </>
          }
        />

        <SubmitButton className="signup-submit">Create account</SubmitButton>

        <p className="signup-links">
          <Link to={PATHS.forgotPassword}>Forgot Password?</Link>
          <span>
            Already have an account? <Link to={PATHS.login}>Sign in</Link>
          </span>
        </p>
      </Form>
    </>
  );
}

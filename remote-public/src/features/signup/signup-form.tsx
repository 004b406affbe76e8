import { PATHS, LoadingScreen, useToast, type LoginPrefill, type SignupPayload, Link, useNavigate, useLingui, Trans } from '@arcvest/shared';
import { FormCountryField } from '../../components/country-field';
import { Form, FORM_ERROR_KEY, FormPasswordField, FormSelectField, FormTextField, FormCheckboxField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { genderOptions, MINIMUM_AGE, MIN_PASSWORD_LENGTH, signupFieldErrors, signupFormError, type FieldErrors, type Translate } from '@arcvest/shared/rules';
import { useSignupMutation } from './api';
import { SIGNUP_TEXTS as TEXTS } from './messages';

type SignupValues = SignupPayload & { terms: boolean };

/**
 * The client's checks: the first that applies is the spec's toast, and every field that needs
 * fixing is marked with its own message (the first of them focused).
 */
function signupRules({ terms, ...form }: SignupValues, translate: Translate): FieldErrors {
  const problem = signupFormError(form, terms, translate);
  return problem ? { [FORM_ERROR_KEY]: [problem], ...signupFieldErrors(form, terms, translate) } : {};
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
  const { _ } = useLingui();
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
    rules: (values) => signupRules(values, _),
    toPayload,
  });

  // Inert only while the call runs: inert during the rules' check would drop the button's focus,
  // and after the call (RTK settles a frame late) it would refuse the focus <Form> gives a field.
  const creating = isLoading && form.formState.isSubmitting;

  const createAccount = async (payload: SignupPayload) => {
    const { message } = await signup(payload).unwrap();
    toast.success(message || _(TEXTS.created));
    // The spec sends a new account to /login: with its username filled in, only the password is left.
    navigate(PATHS.login, { state: { username: payload.username } satisfies LoginPrefill });
  };

  return (
    <>
      {creating && <LoadingScreen label={_(TEXTS.creating)} />}
      <Form form={form} onSubmit={createAccount} failureMessage={_(TEXTS.failed)} showRuleMessage="toast" className="form" inert={creating}>
        <div className="form-grid">
          <FormTextField label={_(TEXTS.firstName)} name="firstname" autoComplete="given-name" required />
          <FormTextField label={_(TEXTS.lastName)} name="lastname" autoComplete="family-name" required />
          <FormTextField label={_(TEXTS.username)} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
          <FormTextField label={_(TEXTS.email)} name="email" type="email" autoComplete="email" inputMode="email" spellCheck={false} required />
          <FormSelectField label={_(TEXTS.gender)} name="gender" placeholder={_(TEXTS.selectGender)} options={genderOptions(_)} autoComplete="sex" required />
          <FormCountryField label={_(TEXTS.country)} placeholder={_(TEXTS.selectCountry)} />
          <FormTextField
            label={_(TEXTS.birthDate)}
            name="age"
            type="date"
            autoComplete="bday"
            hint={_({ ...TEXTS.minimumAge, values: { age: MINIMUM_AGE } })}
            required
          />
          {referralCode !== undefined ? (
            <FormTextField label={_(TEXTS.referral)} name="referred_by" autoComplete="off" readOnly hint={_(TEXTS.referralFromLink)} />
          ) : (
            <FormTextField label={_(TEXTS.referral)} name="referred_by" autoComplete="off" autoCapitalize="none" spellCheck={false} />
          )}
          <FormPasswordField
            label={_(TEXTS.password)}
            name="password"
            autoComplete="new-password"
            hint={_({ ...TEXTS.passwordHint, values: { length: MIN_PASSWORD_LENGTH } })}
            required
          />
          <FormPasswordField label={_(TEXTS.confirmPassword)} name="password_confirmation" autoComplete="new-password" required />
        </div>

        <FormCheckboxField id="signup-terms" name="terms" required label={<Trans {...TEXTS.terms} components={{ 0: <Link to={PATHS.terms} /> }} />} />

        <SubmitButton className="signup-submit">{_(TEXTS.submit)}</SubmitButton>

        <p className="signup-links">
          <Link to={PATHS.forgotPassword}>{_(TEXTS.forgotPassword)}</Link>
          <span>
            <Trans {...TEXTS.haveAccount} components={{ 0: <Link to={PATHS.login} /> }} />
          </span>
        </p>
      </Form>
    </>
  );
}

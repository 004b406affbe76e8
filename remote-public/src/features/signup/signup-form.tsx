import {
  PATHS,
  Button,
  showApiError,
  LoadingScreen,
  MINIMUM_AGE,
  MIN_PASSWORD_LENGTH,
  PasswordField,
  SelectField,
  signupFormError,
  TextField,
  useToast,
  type SignupPayload,
  Link,
  useNavigate,
} from '@arcvest/shared';
import { COUNTRIES } from '@arcvest/shared/countries';
import { memo, useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSignupMutation } from './api';

export const SIGNUP_FALLBACK_ERROR = 'An error occurred during signup.';
const SIGNUP_FALLBACK_SUCCESS = 'Your account has been created. You can sign in now.';

const MemoSelectField = memo(SelectField);

const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

/** The 422 answer's messages per field, shown under each field. */
type ServerErrors = Partial<Record<keyof SignupPayload, string[]>>;

export interface SignupFormProps {
  /** The referral code from the route (/signup/:referralCode); the field is then read-only. */
  referralCode?: string;
}

export function SignupForm({ referralCode }: SignupFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [signup, { isLoading }] = useSignupMutation();
  const submitting = useRef(false);
  const [form, setForm] = useState<SignupPayload>(() => ({
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
  }));
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);

  // After a 422, move focus to the first field the server rejected (once the form is usable again).
  useEffect(() => {
    if (isLoading || !focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isLoading, serverErrors]);

  // One stable handler for every field, so the memoised country list (about 250 options)
  // does not re-render on each keystroke elsewhere in the form.
  const handleChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    const field = name as keyof SignupPayload;
    setForm((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _edited, ...rest } = current;
      return rest;
    });
  }, []);

  const bind = (field: keyof SignupPayload) => ({
    name: field,
    value: form[field],
    error: serverErrors[field]?.join(' '),
    onChange: handleChange,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const problem = signupFormError(form, acceptedTerms);
    if (problem) {
      toast.error(problem);
      return;
    }
    const payload: SignupPayload = {
      ...form,
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
      email: form.email.trim(),
      username: form.username.trim(),
      referred_by: (referralCode ?? form.referred_by).trim(),
    };
    submitting.current = true;
    setServerErrors({});
    const result = await signup(payload);
    submitting.current = false;
    if ('data' in result && result.data) {
      toast.success(result.data.message || SIGNUP_FALLBACK_SUCCESS);
      navigate(PATHS.login);
      return;
    }
    const { fieldErrors } = showApiError(toast, result.error, SIGNUP_FALLBACK_ERROR);
    focusFirstError.current = Object.keys(fieldErrors).length > 0;
    setServerErrors(fieldErrors);
  }

  return (
    <>
      {isLoading && <LoadingScreen label="Creating your account…" />}
      <form ref={formRef} className="form" noValidate onSubmit={handleSubmit} aria-busy={isLoading || undefined} inert={isLoading}>
        <div className="form-grid">
          <TextField label="First name" autoComplete="given-name" required {...bind('firstname')} />
          <TextField label="Last name" autoComplete="family-name" required {...bind('lastname')} />
          <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...bind('username')} />
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" spellCheck={false} required {...bind('email')} />
          <SelectField label="Gender" placeholder="Select gender" options={GENDERS} autoComplete="sex" required {...bind('gender')} />
          <MemoSelectField label="Country" placeholder="Select country" options={COUNTRIES} autoComplete="country-name" required {...bind('country')} />
          <TextField
            label="Date of birth"
            type="date"
            autoComplete="bday"
            hint={`You must be at least ${MINIMUM_AGE} years old.`}
            required
            {...bind('age')}
          />
          {referralCode !== undefined ? (
            <TextField
              label="Referral ID (optional)"
              autoComplete="off"
              readOnly
              hint="From your invitation link."
              {...bind('referred_by')}
              value={referralCode}
            />
          ) : (
            <TextField label="Referral ID (optional)" autoComplete="off" autoCapitalize="none" spellCheck={false} {...bind('referred_by')} />
          )}
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            required
            {...bind('password')}
          />
          <PasswordField label="Confirm password" autoComplete="new-password" required {...bind('password_confirmation')} />
        </div>

        <div className="checkbox">
          <input
            id="signup-terms"
            type="checkbox"
            checked={acceptedTerms}
            onChange={(event) => setAcceptedTerms(event.target.checked)}
            required
          />
          <label htmlFor="signup-terms">
            I have read and accept the <Link to={PATHS.terms}>terms and conditions</Link>
          </label>
        </div>

        <Button type="submit" busy={isLoading} className="signup-submit">Create account</Button>

        <p className="signup-links">
          <Link to={PATHS.forgotPassword}>Forgot Password?</Link>
          <span>
            Already have an account? <Link to={PATHS.login}>Sign in</Link>
          </span>
        </p>
      </form>
    </>
  );
}

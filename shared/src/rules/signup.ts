import type { SignupPayload } from '../types';
import type { FieldErrors } from './field-errors';
import { englishTexts, inEnglish, type Message, type Translate } from './messages';

/** The sign-up form's own checks, for a page to say in its language. */
export const SIGNUP_TEXTS = {
  required: /*i18n*/ { id: 'rules.signup.required', message: 'Please fill all required fields.' },
  passwordsDiffer: /*i18n*/ { id: 'rules.signup.passwordsDiffer', message: 'Passwords do not match.' },
  terms: /*i18n*/ { id: 'rules.signup.terms', message: 'You must accept the terms and conditions.' },
};

export const SIGNUP_MESSAGES = englishTexts(SIGNUP_TEXTS);

const REQUIRED: RequiredField[] = ['firstname', 'lastname', 'email', 'username', 'age', 'gender', 'country'];

/**
 * The sign-up form's own check, in order (docs/errors-and-messages.md#client-checks); returns the first
 * message that applies, or null. Password length and email format are the server's.
 */
export function signupFormError(form: SignupPayload, acceptedTerms: boolean, translate: Translate = inEnglish): string | null {
  if (REQUIRED.some((field) => String(form[field] ?? '').trim() === '')) return translate(SIGNUP_TEXTS.required);
  if (form.password !== form.password_confirmation) return translate(SIGNUP_TEXTS.passwordsDiffer);
  if (!acceptedTerms) return translate(SIGNUP_TEXTS.terms);
  return null;
}

export const MINIMUM_AGE = 18;
export const MIN_PASSWORD_LENGTH = 8;

/** Whole years between a yyyy-mm-dd birth date and `today`; null when the date is not real. */
export function ageInYears(birthDate: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One address: something, an @, a domain with a dot; no spaces. */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}
const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;

export const USERNAME_TAKEN_TEXT = /*i18n*/ { id: 'rules.signup.usernameTaken', message: 'This username is already taken.' };

/** The checks of the profile's and sign-up's fields that only the server makes. */
export const SIGNUP_SERVER_TEXTS = {
  emailInvalid: /*i18n*/ { id: 'rules.signup.emailInvalid', message: 'The email must be a valid email address.' },
  firstnameTooLong: /*i18n*/ { id: 'rules.signup.firstnameTooLong', message: 'The first name may have at most 50 characters.' },
  lastnameTooLong: /*i18n*/ { id: 'rules.signup.lastnameTooLong', message: 'The last name may have at most 50 characters.' },
  usernameFormat: /*i18n*/ { id: 'rules.signup.usernameFormat', message: 'The username must be 3 to 30 letters, digits, dots, dashes or underscores.' },
  genderInvalid: /*i18n*/ { id: 'rules.signup.genderInvalid', message: 'The gender must be male or female.' },
  ageInvalid: /*i18n*/ { id: 'rules.signup.ageInvalid', message: 'The date of birth must be a real date.' },
  tooYoung: /*i18n*/ { id: 'rules.signup.tooYoung', message: 'You must be at least {minimum} years old to register.' },
  countryUnknown: /*i18n*/ { id: 'rules.signup.countryUnknown', message: 'Please choose a country from the list.' },
  emailTaken: /*i18n*/ { id: 'rules.signup.emailTaken', message: 'This email is already registered.' },
  referralUnknown: /*i18n*/ { id: 'rules.signup.referralUnknown', message: 'This referral code does not exist.' },
} satisfies Record<string, Message>;

// One whole sentence per field, as languages place and inflect the field's name differently.
const REQUIRED_TEXTS: Record<RequiredField, Message> = {
  firstname: /*i18n*/ { id: 'rules.signup.firstnameRequired', message: 'The first name field is required.' },
  lastname: /*i18n*/ { id: 'rules.signup.lastnameRequired', message: 'The last name field is required.' },
  email: /*i18n*/ { id: 'rules.signup.emailRequired', message: 'The email field is required.' },
  username: /*i18n*/ { id: 'rules.signup.usernameRequired', message: 'The username field is required.' },
  age: /*i18n*/ { id: 'rules.signup.ageRequired', message: 'The date of birth field is required.' },
  gender: /*i18n*/ { id: 'rules.signup.genderRequired', message: 'The gender field is required.' },
  country: /*i18n*/ { id: 'rules.signup.countryRequired', message: 'The country field is required.' },
  password: /*i18n*/ { id: 'rules.signup.passwordRequired', message: 'The password field is required.' },
};

type RequiredField = 'firstname' | 'lastname' | 'email' | 'username' | 'age' | 'gender' | 'country' | 'password';

const requiredMessage = (field: RequiredField, translate: Translate = inEnglish) => translate(REQUIRED_TEXTS[field]);

function collector(errors: FieldErrors) {
  return (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
}

/**
 * `signupFormError`'s checks said under each field (the form shows both: the spec's toast with the
 * first message, and every field that needs fixing marked): each blank required field, a
 * confirmation that differs, the terms not ticked.
 */
export function signupFieldErrors(form: SignupPayload, acceptedTerms: boolean, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED) if (String(form[field] ?? '').trim() === '') errors[field] = [requiredMessage(field, translate)];
  if (form.password !== form.password_confirmation) errors.password_confirmation = [translate(SIGNUP_TEXTS.passwordsDiffer)];
  if (!acceptedTerms) errors.terms = [translate(SIGNUP_TEXTS.terms)];
  return errors;
}

/** The email rule of sign-up and of email verification: present, one address, at most 254 characters. */
export function emailError(email: string, translate: Translate = inEnglish): string | null {
  const trimmed = email.trim();
  if (!trimmed) return requiredMessage('email', translate);
  if (!isEmailAddress(trimmed) || email.length > 254) return translate(SIGNUP_SERVER_TEXTS.emailInvalid);
  return null;
}

export type ProfileFields = Pick<SignupPayload, 'firstname' | 'lastname' | 'username' | 'gender'>;

/** Name, username and gender: the same rules at sign-up and on the edit-profile form. Uniqueness is the server's. */
export function profileFieldErrors(form: ProfileFields, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  const add = collector(errors);
  for (const field of ['firstname', 'lastname', 'username', 'gender'] as const) {
    if (String(form[field] ?? '').trim() === '') add(field, requiredMessage(field, translate));
  }
  if (form.firstname?.trim().length > 50) add('firstname', translate(SIGNUP_SERVER_TEXTS.firstnameTooLong));
  if (form.lastname?.trim().length > 50) add('lastname', translate(SIGNUP_SERVER_TEXTS.lastnameTooLong));
  if (form.username?.trim() && !USERNAME.test(form.username.trim())) {
    add('username', translate(SIGNUP_SERVER_TEXTS.usernameFormat));
  }
  if (form.gender && form.gender !== 'male' && form.gender !== 'female') add('gender', translate(SIGNUP_SERVER_TEXTS.genderInvalid));
  return errors;
}

/**
 * The server's sign-up rules that need no database (docs/identity.md#sign-up).
 * Uniqueness and the referral code are checked by the API against its data.
 */
export function signupServerErrors(form: SignupPayload, countries: readonly string[], today: Date = new Date(), translate: Translate = inEnglish): FieldErrors {
  const errors = profileFieldErrors(form, translate);
  const add = collector(errors);
  const email = emailError(form.email ?? '', translate);
  if (email) add('email', email);
  for (const field of ['age', 'country', 'password'] as const) {
    if (String(form[field] ?? '').trim() === '') add(field, requiredMessage(field, translate));
  }
  if (form.age?.trim()) {
    const age = ageInYears(form.age.trim(), today);
    if (age === null || age > 130) add('age', translate(SIGNUP_SERVER_TEXTS.ageInvalid));
    else if (age < MINIMUM_AGE) add('age', translate({ ...SIGNUP_SERVER_TEXTS.tooYoung, values: { minimum: MINIMUM_AGE } }));
  }
  if (form.country?.trim() && !countries.includes(form.country.trim())) add('country', translate(SIGNUP_SERVER_TEXTS.countryUnknown));
  for (const message of passwordErrors(form.password, form.password_confirmation, translate)) add('password', message);
  return errors;
}

/** The rules for a new password, the same at sign-up and at password reset; presence is checked apart. */
export function passwordErrors(password: string, confirmation: string, translate: Translate = inEnglish): string[] {
  const messages: string[] = [];
  if (password && password.length < MIN_PASSWORD_LENGTH) messages.push(translate({ ...PASSWORD_TEXTS.tooShort, values: { minimum: MIN_PASSWORD_LENGTH } }));
  if (password && password.length > MAX_PASSWORD_LENGTH) messages.push(translate({ ...PASSWORD_TEXTS.tooLong, values: { maximum: MAX_PASSWORD_LENGTH } }));
  if (password !== confirmation) messages.push(translate(PASSWORD_TEXTS.confirmationDiffers));
  return messages;
}

const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_TEXTS = {
  tooShort: /*i18n*/ { id: 'rules.password.tooShort', message: 'The password must be at least {minimum} characters.' },
  tooLong: /*i18n*/ { id: 'rules.password.tooLong', message: 'The password may have at most {maximum} characters.' },
  confirmationDiffers: /*i18n*/ { id: 'rules.password.confirmationDiffers', message: 'The password confirmation does not match.' },
};

const GENDERS = {
  male: /*i18n*/ { id: 'rules.gender.male', message: 'Male' },
  female: /*i18n*/ { id: 'rules.gender.female', message: 'Female' },
};

/** The genders a person can give (sign-up, an invitation, the profile), for a select, in the reader's language. */
export function genderOptions(translate: Translate = inEnglish): { value: 'male' | 'female'; label: string }[] {
  return [
    { value: 'male', label: translate(GENDERS.male) },
    { value: 'female', label: translate(GENDERS.female) },
  ];
}

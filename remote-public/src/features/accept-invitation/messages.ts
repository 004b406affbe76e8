/** The staff invitation page's words (docs/i18n.md#messages-and-catalogues). */
export const INVITATION_TEXTS = {
  title: /*i18n*/ { id: 'public.acceptInvitation.title', message: 'Join the staff' },
  home: /*i18n*/ { id: 'public.acceptInvitation.home', message: 'Go to the home page' },
  intro: /*i18n*/ {
    id: 'public.acceptInvitation.intro',
    message:
      'You are invited to join as <0>{role}</0> (<1>{email}</1>). Enter your details and choose a password: you then sign in with this address or your username.',
  },
  loadFailed: /*i18n*/ { id: 'public.acceptInvitation.loadFailed', message: 'The invitation could not be loaded.' },
  loading: /*i18n*/ { id: 'public.acceptInvitation.loading', message: 'Loading your invitation' },
};

export const INVITATION_FORM_TEXTS = {
  accountReady: /*i18n*/ { id: 'public.acceptInvitation.accountReady', message: 'Welcome aboard: your staff account is ready.' },
  signInForTwoFactor: /*i18n*/ {
    id: 'public.acceptInvitation.signInForTwoFactor',
    message: 'Your staff account is ready. Sign in to turn on two-factor sign-in, which admins need.',
  },
  failed: /*i18n*/ { id: 'public.acceptInvitation.failed', message: 'Your account could not be created. Please try again.' },
  form: /*i18n*/ { id: 'public.acceptInvitation.form', message: 'Your staff account' },
  firstName: /*i18n*/ { id: 'public.acceptInvitation.firstName', message: 'First name' },
  lastName: /*i18n*/ { id: 'public.acceptInvitation.lastName', message: 'Last name' },
  username: /*i18n*/ { id: 'public.acceptInvitation.username', message: 'Username' },
  birthDate: /*i18n*/ { id: 'public.acceptInvitation.birthDate', message: 'Date of birth' },
  minimumAge: /*i18n*/ { id: 'public.acceptInvitation.minimumAge', message: 'You must be at least {age} years old.' },
  gender: /*i18n*/ { id: 'public.acceptInvitation.gender', message: 'Gender' },
  selectGender: /*i18n*/ { id: 'public.acceptInvitation.selectGender', message: 'Select gender' },
  country: /*i18n*/ { id: 'public.acceptInvitation.country', message: 'Country' },
  selectCountry: /*i18n*/ { id: 'public.acceptInvitation.selectCountry', message: 'Select country' },
  password: /*i18n*/ { id: 'public.acceptInvitation.password', message: 'Password' },
  passwordHint: /*i18n*/ { id: 'public.acceptInvitation.passwordHint', message: 'At least {length} characters.' },
  confirmPassword: /*i18n*/ { id: 'public.acceptInvitation.confirmPassword', message: 'Confirm password' },
  submit: /*i18n*/ { id: 'public.acceptInvitation.submit', message: 'Create my staff account' },
};

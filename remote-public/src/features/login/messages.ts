/** The sign-in page's words, its two-factor steps' and the passkey's (docs/i18n.md#messages-and-catalogues). */
export const LOGIN_TEXTS = {
  signIn: /*i18n*/ { id: 'public.login.signIn', message: 'Sign in' },
  intro: /*i18n*/ { id: 'public.login.intro', message: 'Welcome back. Sign in to see your balance and plans.' },
  or: /*i18n*/ { id: 'public.login.or', message: 'or' },
  failed: /*i18n*/ { id: 'public.login.failed', message: 'Login failed. Please try again.' },
  usernameOrEmail: /*i18n*/ { id: 'public.login.usernameOrEmail', message: 'Username or email' },
  password: /*i18n*/ { id: 'public.login.password', message: 'Password' },
  forgotPassword: /*i18n*/ { id: 'public.login.forgotPassword', message: 'Forgot password?' },
  newHere: /*i18n*/ { id: 'public.login.newHere', message: 'New here? <0>Create an account</0>' },
  succeeded: /*i18n*/ { id: 'public.login.succeeded', message: 'Login successful' },
  withPasskey: /*i18n*/ { id: 'public.login.withPasskey', message: 'Sign in with a passkey' },
};

export const TWO_FACTOR_TEXTS = {
  title: /*i18n*/ { id: 'public.login.twoFactor.title', message: 'Two-factor sign-in' },
  code: /*i18n*/ { id: 'public.login.twoFactor.code', message: 'Authentication code' },
  codeHint: /*i18n*/ {
    id: 'public.login.twoFactor.codeHint',
    message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  verify: /*i18n*/ { id: 'public.login.twoFactor.verify', message: 'Verify' },
  usePasskey: /*i18n*/ { id: 'public.login.twoFactor.usePasskey', message: 'Use a passkey instead' },
  startOver: /*i18n*/ { id: 'public.login.twoFactor.startOver', message: 'Start over' },
};

export const ENROLMENT_TEXTS = {
  title: /*i18n*/ { id: 'public.login.enrolment.title', message: 'Set up two-factor sign-in' },
  why: /*i18n*/ {
    id: 'public.login.enrolment.why',
    message: 'Administrators must sign in with a code from an authenticator app as well as their password.',
  },
  preparing: /*i18n*/ { id: 'public.login.enrolment.preparing', message: 'Preparing the setup' },
  setupFailed: /*i18n*/ { id: 'public.login.enrolment.setupFailed', message: 'Could not start the setup. Please sign in again.' },
  signInAgain: /*i18n*/ { id: 'public.login.enrolment.signInAgain', message: 'Sign in again' },
  turnOn: /*i18n*/ { id: 'public.login.enrolment.turnOn', message: 'Turn on and sign in' },
  continue: /*i18n*/ { id: 'public.login.enrolment.continue', message: 'Continue to the dashboard' },
};

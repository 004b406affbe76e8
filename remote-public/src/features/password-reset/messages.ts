/** The password reset pages' words (docs/i18n.md#messages-and-catalogues). */
export const PASSWORD_RESET_TEXTS = {
  backToSignIn: /*i18n*/ { id: 'public.passwordReset.backToSignIn', message: 'Back to sign in' },
  forgotTitle: /*i18n*/ { id: 'public.passwordReset.forgot.title', message: 'Forgot password' },
  forgotIntro: /*i18n*/ {
    id: 'public.passwordReset.forgot.intro',
    message: 'Enter the email address of your account. We will email you a code to set a new password.',
  },
  email: /*i18n*/ { id: 'public.passwordReset.forgot.email', message: 'Email' },
  getCode: /*i18n*/ { id: 'public.passwordReset.forgot.getCode', message: 'Get code' },
  sendFailed: /*i18n*/ { id: 'public.passwordReset.forgot.failed', message: 'Could not send the code. Please try again.' },
  resetTitle: /*i18n*/ { id: 'public.passwordReset.reset.title', message: 'Set a new password' },
  noEmail: /*i18n*/ {
    id: 'public.passwordReset.reset.noEmail',
    message: 'To set a new password, first ask for a code to be sent to your email address.',
  },
  requestCode: /*i18n*/ { id: 'public.passwordReset.reset.requestCode', message: 'Request a reset code' },
  resetIntro: /*i18n*/ {
    id: 'public.passwordReset.reset.intro',
    message: 'Enter the {length}-digit code we sent to <0>{email}</0> and choose a new password.',
  },
  code: /*i18n*/ { id: 'public.passwordReset.reset.code', message: 'Code' },
  codeHint: /*i18n*/ { id: 'public.passwordReset.reset.codeHint', message: '{length} digits, from the email.' },
  newPassword: /*i18n*/ { id: 'public.passwordReset.reset.newPassword', message: 'New password' },
  passwordHint: /*i18n*/ { id: 'public.passwordReset.reset.passwordHint', message: 'At least {length} characters.' },
  confirmPassword: /*i18n*/ { id: 'public.passwordReset.reset.confirmPassword', message: 'Confirm new password' },
  submit: /*i18n*/ { id: 'public.passwordReset.reset.submit', message: 'Reset password' },
  newCode: /*i18n*/ { id: 'public.passwordReset.reset.newCode', message: 'Request a new code' },
  resetFailed: /*i18n*/ { id: 'public.passwordReset.reset.failed', message: 'Could not reset your password. Please try again.' },
};

/** The freeze-my-account page's words (docs/i18n.md#messages-and-catalogues). */
export const FREEZE_TEXTS = {
  title: /*i18n*/ { id: 'public.freezeAccount.title', message: "This wasn't me: freeze my account" },
  explanation: /*i18n*/ {
    id: 'public.freezeAccount.explanation',
    message:
      'If you did not make the change our email told you about, someone else may be in your account. Freezing it ends every session at once: no one can sign in, withdraw or change anything until support has checked your identity and unfreezes it.',
  },
  failed: /*i18n*/ { id: 'public.freezeAccount.failed', message: 'Your account could not be frozen. Please try again.' },
  submit: /*i18n*/ { id: 'public.freezeAccount.submit', message: 'Freeze my account' },
  home: /*i18n*/ { id: 'public.freezeAccount.home', message: 'Go to the home page' },
};

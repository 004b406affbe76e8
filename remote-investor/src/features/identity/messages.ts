/** The identity verification page's words (docs/i18n.md#messages-and-catalogues). */
export const IDENTITY_TEXTS = {
  title: /*i18n*/ { id: 'investor.identity.title', message: 'Verify identity' },
  failed: /*i18n*/ { id: 'investor.identity.failed', message: 'Your documents could not be sent. Please try again.' },
  rejected: /*i18n*/ { id: 'investor.identity.rejected', message: 'Your last documents were not accepted: {reason} Please send them again.' },
  intro: /*i18n*/ {
    id: 'investor.identity.intro',
    message: 'We check your documents to raise your account to level 3, which has no withdrawal limit. Only you and our reviewers can see them.',
  },
  ssn: /*i18n*/ { id: 'investor.identity.ssn', message: 'National identification number' },
  front: /*i18n*/ { id: 'investor.identity.front', message: 'Driver’s license (front)' },
  back: /*i18n*/ { id: 'investor.identity.back', message: 'Driver’s license (back)' },
  occupation: /*i18n*/ { id: 'investor.identity.occupation', message: 'Occupation' },
  occupationPlaceholder: /*i18n*/ { id: 'investor.identity.occupationPlaceholder', message: 'Choose your occupation' },
  salary: /*i18n*/ { id: 'investor.identity.salary', message: 'Salary range' },
  salaryPlaceholder: /*i18n*/ { id: 'investor.identity.salaryPlaceholder', message: 'Choose your salary range' },
  submit: /*i18n*/ { id: 'investor.identity.submit', message: 'Submit' },
  previewFront: /*i18n*/ { id: 'investor.identity.previewFront', message: 'Preview of the driver’s license (front)' },
  previewBack: /*i18n*/ { id: 'investor.identity.previewBack', message: 'Preview of the driver’s license (back)' },
};

export const CLOSED_TEXTS = {
  verifyEmail: /*i18n*/ {
    id: 'investor.identity.closed.verifyEmail',
    message: 'Please verify your email address first: identity verification opens at level 2.',
  },
  verifyEmailAction: /*i18n*/ { id: 'investor.identity.closed.verifyEmailAction', message: 'Verify email address' },
  underReview: /*i18n*/ {
    id: 'investor.identity.closed.underReview',
    message: 'Your identity documents are under review. We will email you once they have been checked.',
  },
  verified: /*i18n*/ { id: 'investor.identity.closed.verified', message: 'Your identity is already verified: your account is at the highest level.' },
  backToProfile: /*i18n*/ { id: 'investor.identity.closed.backToProfile', message: 'Back to your profile' },
};

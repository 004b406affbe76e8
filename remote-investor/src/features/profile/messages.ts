/** The profile pages' words: the profile, its cards, the edit forms and the email verification (docs/i18n.md#messages-and-catalogues). */
export const PROFILE_TEXTS = {
  title: /*i18n*/ { id: 'investor.profile.title', message: 'Profile' },
  infoTitle: /*i18n*/ { id: 'investor.profile.infoTitle', message: 'Profile information' },
  fullName: /*i18n*/ { id: 'investor.profile.fullName', message: 'Full name' },
  username: /*i18n*/ { id: 'investor.profile.username', message: 'Username' },
  age: /*i18n*/ { id: 'investor.profile.age', message: 'Age' },
  ageYears: /*i18n*/ { id: 'investor.profile.ageYears', message: '{years, plural, one {# year} other {# years}}' },
  ageUnknown: /*i18n*/ { id: 'investor.profile.ageUnknown', message: 'Unknown' },
  gender: /*i18n*/ { id: 'investor.profile.gender', message: 'Gender' },
  editProfile: /*i18n*/ { id: 'investor.profile.editProfile', message: 'Edit profile' },
  contactTitle: /*i18n*/ { id: 'investor.profile.contactTitle', message: 'Contact information' },
  email: /*i18n*/ { id: 'investor.profile.email', message: 'Email' },
  verified: /*i18n*/ { id: 'investor.profile.verified', message: 'Verified' },
  notVerified: /*i18n*/ { id: 'investor.profile.notVerified', message: 'Not verified' },
  country: /*i18n*/ { id: 'investor.profile.country', message: 'Country' },
  phone: /*i18n*/ { id: 'investor.profile.phone', message: 'Phone' },
  noPhone: /*i18n*/ { id: 'investor.profile.noPhone', message: 'No phone number yet' },
  address: /*i18n*/ { id: 'investor.profile.address', message: 'Address' },
  noAddress: /*i18n*/ { id: 'investor.profile.noAddress', message: 'No address yet' },
  editContact: /*i18n*/ { id: 'investor.profile.editContact', message: 'Edit contact information' },
  securityTitle: /*i18n*/ { id: 'investor.profile.securityTitle', message: 'Security' },
  securityIntro: /*i18n*/ { id: 'investor.profile.securityIntro', message: 'Two-factor sign-in, where you are signed in, and your recent sign-ins.' },
  securitySettings: /*i18n*/ { id: 'investor.profile.securitySettings', message: 'Security settings' },
  languageTitle: /*i18n*/ { id: 'investor.profile.languageTitle', message: 'Language' },
  languageIntro: /*i18n*/ {
    id: 'investor.profile.languageIntro',
    message: 'The language of your dashboard, saved on your account for every device you sign in on.',
  },
  languageLabel: /*i18n*/ { id: 'investor.profile.languageLabel', message: 'Language of the dashboard' },
};

export const LEVEL_TEXTS = {
  title: /*i18n*/ { id: 'investor.profile.level.title', message: 'Account level' },
  current: /*i18n*/ { id: 'investor.profile.level.current', message: 'You are at <0>level {level}</0>.' },
  level: /*i18n*/ { id: 'investor.profile.level.level', message: 'Level {level}' },
  meaning1: /*i18n*/ { id: 'investor.profile.level.meaning1', message: 'Email address not verified yet.' },
  meaning2: /*i18n*/ { id: 'investor.profile.level.meaning2', message: 'Email address verified.' },
  meaning3: /*i18n*/ { id: 'investor.profile.level.meaning3', message: 'Identity verified.' },
  limit: /*i18n*/ { id: 'investor.profile.level.limit', message: 'Withdrawals up to {limit} at a time.' },
  noLimit: /*i18n*/ { id: 'investor.profile.level.noLimit', message: 'No withdrawal limit.' },
  verifyEmail: /*i18n*/ { id: 'investor.profile.level.verifyEmail', message: 'Verify your email address to reach level 2. <0>Verify email address</0>' },
  verifyIdentity: /*i18n*/ { id: 'investor.profile.level.verifyIdentity', message: 'Verify your identity to reach level 3. <0>Verify identity</0>' },
  underReview: /*i18n*/ { id: 'investor.profile.level.underReview', message: 'Your identity documents are under review.' },
  rejected: /*i18n*/ { id: 'investor.profile.level.rejected', message: 'Your identity documents were not accepted:' },
  applyAgain: /*i18n*/ { id: 'investor.profile.level.applyAgain', message: 'Apply again' },
  verified: /*i18n*/ { id: 'investor.profile.level.verified', message: 'Your account is fully verified.' },
};

export const PREFERENCES_TEXTS = {
  loading: /*i18n*/ { id: 'investor.profile.preferences.loading', message: 'Loading your notification preferences' },
  loadFailed: /*i18n*/ { id: 'investor.profile.preferences.loadFailed', message: 'Your notification preferences could not be loaded.' },
  saveFailed: /*i18n*/ { id: 'investor.profile.preferences.saveFailed', message: 'Your notification preferences could not be saved.' },
  title: /*i18n*/ { id: 'investor.profile.preferences.title', message: 'How you hear from us' },
  save: /*i18n*/ { id: 'investor.profile.preferences.save', message: 'Save preferences' },
};

export const EDIT_PROFILE_TEXTS = {
  title: /*i18n*/ { id: 'investor.profile.edit.title', message: 'Edit profile' },
  failed: /*i18n*/ { id: 'investor.profile.edit.failed', message: 'Your profile could not be updated. Please try again.' },
  firstname: /*i18n*/ { id: 'investor.profile.edit.firstname', message: 'First name' },
  lastname: /*i18n*/ { id: 'investor.profile.edit.lastname', message: 'Last name' },
  username: /*i18n*/ { id: 'investor.profile.edit.username', message: 'Username' },
  gender: /*i18n*/ { id: 'investor.profile.edit.gender', message: 'Gender' },
  firstnameMissing: /*i18n*/ { id: 'investor.profile.edit.firstnameMissing', message: 'Please enter your first name.' },
  lastnameMissing: /*i18n*/ { id: 'investor.profile.edit.lastnameMissing', message: 'Please enter your last name.' },
  usernameMissing: /*i18n*/ { id: 'investor.profile.edit.usernameMissing', message: 'Please enter your username.' },
};

export const EDIT_CONTACT_TEXTS = {
  title: /*i18n*/ { id: 'investor.profile.contact.title', message: 'Edit contact information' },
  failed: /*i18n*/ { id: 'investor.profile.contact.failed', message: 'Your contact information could not be updated. Please try again.' },
  phoneNumber: /*i18n*/ { id: 'investor.profile.contact.phoneNumber', message: 'Phone number' },
  countryCode: /*i18n*/ { id: 'investor.profile.contact.countryCode', message: 'Country code' },
  number: /*i18n*/ { id: 'investor.profile.contact.number', message: 'Number' },
  numberHint: /*i18n*/ { id: 'investor.profile.contact.numberHint', message: 'Leave it empty to remove your phone number.' },
  address: /*i18n*/ { id: 'investor.profile.contact.address', message: 'Address' },
  addressHint: /*i18n*/ { id: 'investor.profile.contact.addressHint', message: 'Your postal address. Leave it empty to remove it.' },
};

export const EMAIL_TEXTS = {
  verifyTitle: /*i18n*/ { id: 'investor.profile.verifyEmail.title', message: 'Verify email address' },
  verifiedIntro: /*i18n*/ {
    id: 'investor.profile.verifyEmail.verifiedIntro',
    message: 'Your email address is verified. To use another address, enter it: it becomes your account’s email once you confirm the code we send to it.',
  },
  unverifiedIntro: /*i18n*/ {
    id: 'investor.profile.verifyEmail.unverifiedIntro',
    message: 'We will email you a 6-digit code. Confirming it verifies your address and raises your account to level 2.',
  },
  emailMissing: /*i18n*/ { id: 'investor.profile.verifyEmail.emailMissing', message: 'Please enter your email address.' },
  email: /*i18n*/ { id: 'investor.profile.verifyEmail.email', message: 'Email' },
  getCode: /*i18n*/ { id: 'investor.profile.verifyEmail.getCode', message: 'Get code' },
  cancel: /*i18n*/ { id: 'investor.profile.verifyEmail.cancel', message: 'Cancel' },
  confirmTitle: /*i18n*/ { id: 'investor.profile.confirmCode.title', message: 'Confirm code' },
  confirmIntro: /*i18n*/ {
    id: 'investor.profile.confirmCode.intro',
    message: 'Enter the {digits}-digit code we emailed you. It is valid for 10 minutes.',
  },
  code: /*i18n*/ { id: 'investor.profile.confirmCode.code', message: 'Code' },
  submit: /*i18n*/ { id: 'investor.profile.confirmCode.submit', message: 'Submit' },
  sendAgain: /*i18n*/ { id: 'investor.profile.confirmCode.sendAgain', message: 'Send a new code' },
  anotherAddress: /*i18n*/ { id: 'investor.profile.confirmCode.anotherAddress', message: 'Use another email address' },
  sendFailed: /*i18n*/ { id: 'investor.profile.confirmCode.sendFailed', message: 'The code could not be sent. Please try again.' },
  verificationFailed: /*i18n*/ { id: 'investor.profile.confirmCode.verificationFailed', message: 'Verification failed.' },
};

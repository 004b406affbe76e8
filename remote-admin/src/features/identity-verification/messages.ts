/** The identity verification pages' words: the applicants, one user's submission and the reject dialog (docs/i18n.md#messages-and-catalogues). */
export const IDENTITY_LIST_TEXTS = {
  title: /*i18n*/ { id: 'admin.identityVerification.title', message: 'Manage ID verifications' },
  empty: /*i18n*/ { id: 'admin.identityVerification.empty', message: 'No users has applied yet.' },
  what: /*i18n*/ { id: 'admin.identityVerification.what', message: 'identity verifications' },
  level: /*i18n*/ { id: 'admin.identityVerification.level', message: 'Level {level}' },
  pending: /*i18n*/ { id: 'admin.identityVerification.pending', message: 'Pending' },
};

export const IDENTITY_DETAIL_TEXTS = {
  backToList: /*i18n*/ { id: 'admin.identityVerification.detail.backToList', message: 'Back to ID verifications' },
  title: /*i18n*/ { id: 'admin.identityVerification.detail.title', message: 'ID verification' },
  loadFailed: /*i18n*/ { id: 'admin.identityVerification.detail.loadFailed', message: 'The user could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.identityVerification.detail.loading', message: 'Loading the user' },
  allApplicants: /*i18n*/ { id: 'admin.identityVerification.detail.allApplicants', message: 'All applicants' },
  acceptFailed: /*i18n*/ { id: 'admin.identityVerification.detail.acceptFailed', message: 'The identity could not be accepted. Please try again.' },
  acceptTitle: /*i18n*/ { id: 'admin.identityVerification.detail.acceptTitle', message: 'Accept identity' },
  acceptQuestion: /*i18n*/ {
    id: 'admin.identityVerification.detail.acceptQuestion',
    message: 'Accept the identity of <0>{name}</0>, <1>{username} (user #{id})</1>? Their account goes to level 3.',
  },
  name: /*i18n*/ { id: 'admin.identityVerification.detail.name', message: 'Name' },
  username: /*i18n*/ { id: 'admin.identityVerification.detail.username', message: 'Username' },
  email: /*i18n*/ { id: 'admin.identityVerification.detail.email', message: 'Email' },
  country: /*i18n*/ { id: 'admin.identityVerification.detail.country', message: 'Country' },
  age: /*i18n*/ { id: 'admin.identityVerification.detail.age', message: 'Age' },
  born: /*i18n*/ { id: 'admin.identityVerification.detail.born', message: 'Born {date}' },
  ageBorn: /*i18n*/ { id: 'admin.identityVerification.detail.ageBorn', message: '{age} (born {date})' },
  idNumber: /*i18n*/ { id: 'admin.identityVerification.detail.idNumber', message: 'ID number' },
  occupation: /*i18n*/ { id: 'admin.identityVerification.detail.occupation', message: 'Occupation' },
  salary: /*i18n*/ { id: 'admin.identityVerification.detail.salary', message: 'Salary' },
  notGiven: /*i18n*/ { id: 'admin.identityVerification.detail.notGiven', message: 'Not given' },
  identityOf: /*i18n*/ { id: 'admin.identityVerification.detail.identityOf', message: 'Identity of {username}' },
  reject: /*i18n*/ { id: 'admin.identityVerification.detail.reject', message: 'Reject' },
  accept: /*i18n*/ { id: 'admin.identityVerification.detail.accept', message: 'Accept' },
  accountLevel: /*i18n*/ { id: 'admin.identityVerification.detail.accountLevel', message: 'Account level' },
  level: /*i18n*/ { id: 'admin.identityVerification.detail.level', message: 'Level {level}' },
  reasonGiven: /*i18n*/ { id: 'admin.identityVerification.detail.reasonGiven', message: 'Reason given: {reason}' },
  profile: /*i18n*/ { id: 'admin.identityVerification.detail.profile', message: 'Profile' },
  identity: /*i18n*/ { id: 'admin.identityVerification.detail.identity', message: 'Identity' },
  license: /*i18n*/ { id: 'admin.identityVerification.detail.license', message: "Driver's license" },
  licenseFront: /*i18n*/ { id: 'admin.identityVerification.detail.licenseFront', message: "Driver's license, front" },
  licenseBack: /*i18n*/ { id: 'admin.identityVerification.detail.licenseBack', message: "Driver's license, back" },
  front: /*i18n*/ { id: 'admin.identityVerification.detail.front', message: 'Front' },
  back: /*i18n*/ { id: 'admin.identityVerification.detail.back', message: 'Back' },
  noImage: /*i18n*/ { id: 'admin.identityVerification.detail.noImage', message: 'No image' },
};

/** What the level means for the admin, per step of the ladder (docs/levels-and-limits.md#account-levels). */
export const LEVEL_STATE_TEXTS = {
  'verify-email': /*i18n*/ { id: 'admin.identityVerification.levelState.verifyEmail', message: 'Email address not verified yet.' },
  'verify-identity': /*i18n*/ { id: 'admin.identityVerification.levelState.verifyIdentity', message: 'Email verified; no identity documents submitted.' },
  'identity-rejected': /*i18n*/ { id: 'admin.identityVerification.levelState.identityRejected', message: 'The last identity submission was rejected.' },
  'under-review': /*i18n*/ { id: 'admin.identityVerification.levelState.underReview', message: 'Identity documents submitted: waiting for review.' },
  verified: /*i18n*/ { id: 'admin.identityVerification.levelState.verified', message: 'Identity verified.' },
};

export const REJECT_IDENTITY_TEXTS = {
  title: /*i18n*/ { id: 'admin.identityVerification.reject.title', message: 'Reject identity' },
  cancel: /*i18n*/ { id: 'admin.identityVerification.reject.cancel', message: 'Cancel' },
  submit: /*i18n*/ { id: 'admin.identityVerification.reject.submit', message: 'Reject identity' },
  failed: /*i18n*/ { id: 'admin.identityVerification.reject.failed', message: 'The identity could not be rejected. Please try again.' },
  question: /*i18n*/ {
    id: 'admin.identityVerification.reject.question',
    message: 'Reject the identity documents of <0>{username} (user #{id})</0>? They are erased, the account stays at level 2 and the user may apply again.',
  },
  reason: /*i18n*/ { id: 'admin.identityVerification.reject.reason', message: 'Reason' },
  readBy: /*i18n*/ { id: 'admin.identityVerification.reject.readBy', message: 'The user sees this reason.' },
};

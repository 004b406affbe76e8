/** The words of Manage users: the list, one user's page, its cards and their confirm steps (docs/i18n.md#messages-and-catalogues). */
export const LIST_TEXTS = {
  title: /*i18n*/ { id: 'admin.manageUsers.title', message: 'Manage users' },
  status: /*i18n*/ { id: 'admin.manageUsers.status', message: 'Status' },
  all: /*i18n*/ { id: 'admin.manageUsers.all', message: 'All' },
  frozen: /*i18n*/ { id: 'admin.manageUsers.frozen', message: 'Frozen' },
  held: /*i18n*/ { id: 'admin.manageUsers.held', message: 'On hold' },
  emptyAll: /*i18n*/ { id: 'admin.manageUsers.emptyAll', message: 'No users yet.' },
  emptyFrozen: /*i18n*/ { id: 'admin.manageUsers.emptyFrozen', message: 'No frozen accounts.' },
  emptyHeld: /*i18n*/ { id: 'admin.manageUsers.emptyHeld', message: 'No accounts on hold.' },
  searchHint: /*i18n*/ { id: 'admin.manageUsers.searchHint', message: 'The start of a username or email address, e.g. ivy or ivy@example.com' },
  what: /*i18n*/ { id: 'admin.manageUsers.what', message: 'users' },
  suspended: /*i18n*/ { id: 'admin.manageUsers.suspended', message: 'Suspended' },
  deleted: /*i18n*/ { id: 'admin.manageUsers.deleted', message: 'Deleted' },
  balance: /*i18n*/ { id: 'admin.manageUsers.balance', message: 'Balance {amount}' },
  joined: /*i18n*/ { id: 'admin.manageUsers.joined', message: 'Joined {date}' },
};

/** Said of any user, on the list and on their page. */
export const USER_TEXTS = {
  level: /*i18n*/ { id: 'admin.manageUsers.level', message: 'Level {level}' },
  heldUntil: /*i18n*/ { id: 'admin.manageUsers.heldUntil', message: 'Held until {date}' },
  roleUser: /*i18n*/ { id: 'admin.manageUsers.roleUser', message: 'User' },
  roleAdmin: /*i18n*/ { id: 'admin.manageUsers.roleAdmin', message: 'Admin' },
  roleAdminWithStaffRole: /*i18n*/ { id: 'admin.manageUsers.roleAdminWithStaffRole', message: 'Admin · {staffRole}' },
};

export const DETAIL_TEXTS = {
  backToList: /*i18n*/ { id: 'admin.manageUsers.detail.backToList', message: 'Back to Manage users' },
  allUsers: /*i18n*/ { id: 'admin.manageUsers.detail.allUsers', message: 'All users' },
  title: /*i18n*/ { id: 'admin.manageUsers.detail.title', message: 'Manage user' },
  loadFailed: /*i18n*/ { id: 'admin.manageUsers.detail.loadFailed', message: 'The user could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.manageUsers.detail.loading', message: 'Loading the user' },
};

export const CARD_TEXTS = {
  balanceTitle: /*i18n*/ { id: 'admin.manageUsers.balance.title', message: 'Account balance' },
  buyPlan: /*i18n*/ { id: 'admin.manageUsers.balance.buyPlan', message: 'Buy plan' },
  activePlans: /*i18n*/ { id: 'admin.manageUsers.balance.activePlans', message: 'Active plans' },
  contactTitle: /*i18n*/ { id: 'admin.manageUsers.contact.title', message: 'Contact information' },
  email: /*i18n*/ { id: 'admin.manageUsers.contact.email', message: 'Email' },
  country: /*i18n*/ { id: 'admin.manageUsers.contact.country', message: 'Country' },
  phone: /*i18n*/ { id: 'admin.manageUsers.contact.phone', message: 'Phone' },
  address: /*i18n*/ { id: 'admin.manageUsers.contact.address', message: 'Address' },
  noPhone: /*i18n*/ { id: 'admin.manageUsers.contact.noPhone', message: 'No phone number yet' },
  noAddress: /*i18n*/ { id: 'admin.manageUsers.contact.noAddress', message: 'No address yet' },
  profileTitle: /*i18n*/ { id: 'admin.manageUsers.profile.title', message: 'Profile information' },
  name: /*i18n*/ { id: 'admin.manageUsers.profile.name', message: 'Name' },
  username: /*i18n*/ { id: 'admin.manageUsers.profile.username', message: 'Username' },
  age: /*i18n*/ { id: 'admin.manageUsers.profile.age', message: 'Age' },
  years: /*i18n*/ { id: 'admin.manageUsers.profile.years', message: '{age, plural, one {# year} other {# years}}' },
  gender: /*i18n*/ { id: 'admin.manageUsers.profile.gender', message: 'Gender' },
  signInsTitle: /*i18n*/ { id: 'admin.manageUsers.signIns.title', message: 'Recent sign-ins' },
  signInsIntro: /*i18n*/ {
    id: 'admin.manageUsers.signIns.intro',
    message: '{count, plural, one {The last # attempt, failed ones included.} other {The last # attempts, failed ones included.}}',
  },
  signInsLoading: /*i18n*/ { id: 'admin.manageUsers.signIns.loading', message: 'Loading the sign-ins' },
  signInsFailed: /*i18n*/ { id: 'admin.manageUsers.signIns.failed', message: "Could not load the user's sign-ins." },
  signInsEmpty: /*i18n*/ { id: 'admin.manageUsers.signIns.empty', message: 'No sign-ins yet.' },
  signInsList: /*i18n*/ { id: 'admin.manageUsers.signIns.list', message: 'Recent sign-ins of this user' },
};

export const STANDING_TEXTS = {
  title: /*i18n*/ { id: 'admin.manageUsers.standing.title', message: 'Other information' },
  accountLevel: /*i18n*/ { id: 'admin.manageUsers.standing.accountLevel', message: 'Account level' },
  emailVerification: /*i18n*/ { id: 'admin.manageUsers.standing.emailVerification', message: 'Email verification' },
  verified: /*i18n*/ { id: 'admin.manageUsers.standing.verified', message: 'Verified' },
  notVerified: /*i18n*/ { id: 'admin.manageUsers.standing.notVerified', message: 'Not verified' },
  role: /*i18n*/ { id: 'admin.manageUsers.standing.role', message: 'Role' },
  suspension: /*i18n*/ { id: 'admin.manageUsers.standing.suspension', message: 'Suspension' },
  suspended: /*i18n*/ { id: 'admin.manageUsers.standing.suspended', message: 'Suspended' },
  active: /*i18n*/ { id: 'admin.manageUsers.standing.active', message: 'Active' },
  freeze: /*i18n*/ { id: 'admin.manageUsers.standing.freeze', message: 'Freeze' },
  frozenSince: /*i18n*/ { id: 'admin.manageUsers.standing.frozenSince', message: 'Frozen since {date}' },
  notFrozen: /*i18n*/ { id: 'admin.manageUsers.standing.notFrozen', message: 'Not frozen' },
  secondFactor: /*i18n*/ { id: 'admin.manageUsers.standing.secondFactor', message: 'Second factor' },
  lockedSince: /*i18n*/ { id: 'admin.manageUsers.standing.lockedSince', message: 'Locked since {date}' },
  notLocked: /*i18n*/ { id: 'admin.manageUsers.standing.notLocked', message: 'Not locked' },
  securityHold: /*i18n*/ { id: 'admin.manageUsers.standing.securityHold', message: 'Security hold' },
  none: /*i18n*/ { id: 'admin.manageUsers.standing.none', message: 'None' },
};

export const ACTION_TEXTS = {
  makeUser: /*i18n*/ { id: 'admin.manageUsers.role.makeUser', message: 'Make user' },
  makeAdmin: /*i18n*/ { id: 'admin.manageUsers.role.makeAdmin', message: 'Make admin' },
  removeAdminRole: /*i18n*/ { id: 'admin.manageUsers.role.removeAdminRole', message: 'Remove admin role' },
  makeUserQuestion: /*i18n*/ {
    id: 'admin.manageUsers.role.makeUserQuestion',
    message: 'Make {name} a regular user? They lose the admin console on their next request.',
  },
  makeAdminQuestion: /*i18n*/ {
    id: 'admin.manageUsers.role.makeAdminQuestion',
    message: 'Make {name} an admin? They get the admin console on their next request.',
  },
  roleFailed: /*i18n*/ { id: 'admin.manageUsers.role.failed', message: 'The role could not be changed. Please try again.' },
  staffRole: /*i18n*/ { id: 'admin.manageUsers.staffRole.label', message: 'Staff role' },
  changeStaffRole: /*i18n*/ { id: 'admin.manageUsers.staffRole.change', message: 'Change staff role' },
  saveStaffRole: /*i18n*/ { id: 'admin.manageUsers.staffRole.saveStaffRole', message: 'Save staff role' },
  staffRoleQuestion: /*i18n*/ {
    id: 'admin.manageUsers.staffRole.question',
    message: 'Give {name} the staff role {role} instead of {current}? It applies from their next request.',
  },
  staffRoleFailed: /*i18n*/ { id: 'admin.manageUsers.staffRole.failed', message: 'The staff role could not be changed. Please try again.' },
  save: /*i18n*/ { id: 'admin.manageUsers.staffRole.save', message: 'Save' },
  suspendUser: /*i18n*/ { id: 'admin.manageUsers.suspension.suspendUser', message: 'Suspend user' },
  unsuspendUser: /*i18n*/ { id: 'admin.manageUsers.suspension.unsuspendUser', message: 'Unsuspend user' },
  suspend: /*i18n*/ { id: 'admin.manageUsers.suspension.suspend', message: 'Suspend' },
  unsuspend: /*i18n*/ { id: 'admin.manageUsers.suspension.unsuspend', message: 'Unsuspend' },
  suspendQuestion: /*i18n*/ {
    id: 'admin.manageUsers.suspension.suspendQuestion',
    message: 'Suspend {name}? They are signed out at once and cannot sign in until unsuspended.',
  },
  unsuspendQuestion: /*i18n*/ { id: 'admin.manageUsers.suspension.unsuspendQuestion', message: 'Unsuspend {name}? They can sign in again.' },
  suspensionFailed: /*i18n*/ { id: 'admin.manageUsers.suspension.failed', message: 'The suspension could not be changed. Please try again.' },
  endSessionsNote: /*i18n*/ {
    id: 'admin.manageUsers.sessions.selfNote',
    message: 'Your own other devices: Sign out everywhere else, on your Security page.',
  },
  endSessionsTitle: /*i18n*/ { id: 'admin.manageUsers.sessions.title', message: 'Sign out on every device' },
  endSessions: /*i18n*/ { id: 'admin.manageUsers.sessions.end', message: 'Sign out everywhere' },
  endSessionsQuestion: /*i18n*/ { id: 'admin.manageUsers.sessions.question', message: 'Sign {name} out on every device now? They can sign in again.' },
  endSessionsFailed: /*i18n*/ { id: 'admin.manageUsers.sessions.failed', message: 'The sessions could not be ended. Please try again.' },
  deleteUser: /*i18n*/ { id: 'admin.manageUsers.delete.title', message: 'Delete user' },
  deleteIntro: /*i18n*/ {
    id: 'admin.manageUsers.delete.intro',
    message: 'Erases the personal data and identity documents; the money records stay for the accounts.',
  },
  deleteQuestion: /*i18n*/ {
    id: 'admin.manageUsers.delete.question',
    message: 'Do you want to permanently delete the account of {name} from the database? This cannot be undone.',
  },
  deleteFailed: /*i18n*/ { id: 'admin.manageUsers.delete.failed', message: 'The user could not be deleted. Please try again.' },
};

export const UNFREEZE_TEXTS = {
  reasonMissing: /*i18n*/ { id: 'admin.manageUsers.unfreeze.reasonMissing', message: 'Please give the reason.' },
  identityCheckMissing: /*i18n*/ { id: 'admin.manageUsers.unfreeze.identityCheckMissing', message: 'Please say how you checked their identity.' },
  title: /*i18n*/ { id: 'admin.manageUsers.unfreeze.title', message: 'Unfreeze account' },
  unfreeze: /*i18n*/ { id: 'admin.manageUsers.unfreeze.unfreeze', message: 'Unfreeze' },
  question: /*i18n*/ {
    id: 'admin.manageUsers.unfreeze.question',
    message: 'Unfreeze the account of {name}? They can sign in again, and their second factor is unlocked.',
  },
  reason: /*i18n*/ { id: 'admin.manageUsers.unfreeze.reason', message: 'Reason' },
  identityCheck: /*i18n*/ { id: 'admin.manageUsers.unfreeze.identityCheck', message: 'Identity check' },
  failed: /*i18n*/ { id: 'admin.manageUsers.unfreeze.failed', message: 'The account could not be unfrozen. Please try again.' },
  modalTitle: /*i18n*/ { id: 'admin.manageUsers.unfreeze.modalTitle', message: 'Unfreeze {username}' },
  cancel: /*i18n*/ { id: 'admin.manageUsers.unfreeze.cancel', message: 'Cancel' },
  continue: /*i18n*/ { id: 'admin.manageUsers.unfreeze.continue', message: 'Continue' },
  note: /*i18n*/ {
    id: 'admin.manageUsers.unfreeze.note',
    message: 'Only after you have checked it is really the owner asking. Both answers go to the audit log.',
  },
  howChecked: /*i18n*/ { id: 'admin.manageUsers.unfreeze.howChecked', message: 'How did you check their identity?' },
  howCheckedHint: /*i18n*/ { id: 'admin.manageUsers.unfreeze.howCheckedHint', message: 'For example: a video call with the ID document on file.' },
};

export const MESSAGE_TEXTS = {
  title: /*i18n*/ { id: 'admin.manageUsers.displayMessage.title', message: 'Display message' },
  deleteTitle: /*i18n*/ { id: 'admin.manageUsers.displayMessage.deleteTitle', message: 'Delete display message' },
  deleteConfirm: /*i18n*/ { id: 'admin.manageUsers.displayMessage.deleteConfirm', message: 'Delete message' },
  deleteQuestion: /*i18n*/ {
    id: 'admin.manageUsers.displayMessage.deleteQuestion',
    message: 'Do you want to delete display message? {name} will no longer see it on their dashboard.',
  },
  deleteFailed: /*i18n*/ { id: 'admin.manageUsers.displayMessage.deleteFailed', message: 'The message could not be deleted. Please try again.' },
  delete: /*i18n*/ { id: 'admin.manageUsers.displayMessage.delete', message: 'Delete' },
  setFailed: /*i18n*/ { id: 'admin.manageUsers.displayMessage.setFailed', message: 'The message could not be set. Please try again.' },
  setTitle: /*i18n*/ { id: 'admin.manageUsers.displayMessage.setTitle', message: 'Set display message' },
  setMessage: /*i18n*/ { id: 'admin.manageUsers.displayMessage.setMessage', message: 'Set message' },
  setQuestion: /*i18n*/ { id: 'admin.manageUsers.displayMessage.setQuestion', message: 'Show this message on the dashboard of {name}?' },
  label: /*i18n*/ { id: 'admin.manageUsers.displayMessage.label', message: 'Message' },
  hint: /*i18n*/ { id: 'admin.manageUsers.displayMessage.hint', message: "Shown on the user's dashboard. At most {maximum} characters." },
};

export const ADJUSTMENT_TEXTS = {
  giveBonus: /*i18n*/ { id: 'admin.manageUsers.adjustment.giveBonus', message: 'Give bonus' },
  chargeFee: /*i18n*/ { id: 'admin.manageUsers.adjustment.chargeFee', message: 'Charge fee' },
  bonusFailed: /*i18n*/ { id: 'admin.manageUsers.adjustment.bonusFailed', message: 'The bonus could not be given. Please try again.' },
  feeFailed: /*i18n*/ { id: 'admin.manageUsers.adjustment.feeFailed', message: 'The fee could not be charged. Please try again.' },
  bonusQuestion: /*i18n*/ { id: 'admin.manageUsers.adjustment.bonusQuestion', message: 'Give {amount} bonus to {name}?' },
  feeQuestion: /*i18n*/ { id: 'admin.manageUsers.adjustment.feeQuestion', message: 'Charge {amount} fee to {name}?' },
  reasonShown: /*i18n*/ { id: 'admin.manageUsers.adjustment.reasonShown', message: 'They will see the reason “{reason}” in their history.' },
  bonusAmount: /*i18n*/ { id: 'admin.manageUsers.adjustment.bonusAmount', message: 'Bonus in dollars' },
  feeAmount: /*i18n*/ { id: 'admin.manageUsers.adjustment.feeAmount', message: 'Fee in dollars' },
  feeHint: /*i18n*/ { id: 'admin.manageUsers.adjustment.feeHint', message: 'At most the balance of {balance}.' },
  reason: /*i18n*/ { id: 'admin.manageUsers.adjustment.reason', message: 'Reason (optional)' },
  reasonHint: /*i18n*/ { id: 'admin.manageUsers.adjustment.reasonHint', message: 'The user sees it in their history.' },
};

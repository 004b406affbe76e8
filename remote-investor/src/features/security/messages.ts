/** The security page's words: its cards for two-factor sign-in, passkeys, the password, sessions, the anti-phishing code, freezing and sign-ins (docs/i18n.md#messages-and-catalogues). */
export const SECURITY_TEXTS = {
  title: /*i18n*/ { id: 'investor.security.title', message: 'Security' },
};

export const TWO_FACTOR_CARD_TEXTS = {
  title: /*i18n*/ { id: 'investor.security.twoFactor.title', message: 'Two-factor sign-in' },
  loading: /*i18n*/ { id: 'investor.security.twoFactor.loading', message: 'Loading your two-factor settings' },
  loadFailed: /*i18n*/ { id: 'investor.security.twoFactor.loadFailed', message: 'Could not load your two-factor settings.' },
  setupFailed: /*i18n*/ { id: 'investor.security.twoFactor.setupFailed', message: 'Could not start the setup. Please try again.' },
  turnOnLabel: /*i18n*/ { id: 'investor.security.twoFactor.turnOnLabel', message: 'Turn on' },
  off: /*i18n*/ { id: 'investor.security.twoFactor.off', message: 'Off. Turn it on to ask for a code from an authenticator app after your password.' },
  turnOnButton: /*i18n*/ { id: 'investor.security.twoFactor.turnOnButton', message: 'Turn on two-factor sign-in' },
  on: /*i18n*/ {
    id: 'investor.security.twoFactor.on',
    message: 'On. You have {left, plural, one {# unused recovery code} other {# unused recovery codes}}.',
  },
  required: /*i18n*/ { id: 'investor.security.twoFactor.required', message: 'Administrators must keep two-factor sign-in on.' },
  currentCode: /*i18n*/ { id: 'investor.security.twoFactor.currentCode', message: 'Current code' },
  currentCodeHint: /*i18n*/ { id: 'investor.security.twoFactor.currentCodeHint', message: 'To turn it off, enter a code from your app (or a recovery code).' },
  turnOff: /*i18n*/ { id: 'investor.security.twoFactor.turnOff', message: 'Turn off' },
  savedThem: /*i18n*/ { id: 'investor.security.twoFactor.savedThem', message: 'I have saved them' },
};

export const PASSKEY_CARD_TEXTS = {
  title: /*i18n*/ { id: 'investor.security.passkeys.title', message: 'Passkeys' },
  intro: /*i18n*/ {
    id: 'investor.security.passkeys.intro',
    message: 'Sign in with your fingerprint, face or device PIN instead of a password, or use a passkey in place of the code.',
  },
  loading: /*i18n*/ { id: 'investor.security.passkeys.loading', message: 'Loading your passkeys' },
  loadFailed: /*i18n*/ { id: 'investor.security.passkeys.loadFailed', message: 'Could not load your passkeys.' },
  addFailed: /*i18n*/ { id: 'investor.security.passkeys.addFailed', message: 'The passkey could not be added. Please try again.' },
  removeFailed: /*i18n*/ { id: 'investor.security.passkeys.removeFailed', message: 'The passkey could not be removed. Please try again.' },
  none: /*i18n*/ { id: 'investor.security.passkeys.none', message: 'No passkeys yet.' },
  list: /*i18n*/ { id: 'investor.security.passkeys.list', message: 'Your passkeys' },
  add: /*i18n*/ { id: 'investor.security.passkeys.add', message: 'Add a passkey' },
  name: /*i18n*/ { id: 'investor.security.passkeys.name', message: 'Passkey name' },
  nameHint: /*i18n*/ { id: 'investor.security.passkeys.nameHint', message: 'A name to tell it apart, such as the device it is on.' },
  create: /*i18n*/ { id: 'investor.security.passkeys.create', message: 'Create passkey' },
  cancel: /*i18n*/ { id: 'investor.security.passkeys.cancel', message: 'Cancel' },
  added: /*i18n*/ { id: 'investor.security.passkeys.added', message: 'Added <0>{date}</0>' },
  lastUsed: /*i18n*/ { id: 'investor.security.passkeys.lastUsed', message: 'Last used <0>{date}</0>' },
  neverUsed: /*i18n*/ { id: 'investor.security.passkeys.neverUsed', message: 'Never used' },
  removeNamed: /*i18n*/ { id: 'investor.security.passkeys.removeNamed', message: 'Remove {name}' },
  remove: /*i18n*/ { id: 'investor.security.passkeys.remove', message: 'Remove' },
  removeTitle: /*i18n*/ { id: 'investor.security.passkeys.removeTitle', message: 'Remove passkey' },
  removeQuestion: /*i18n*/ { id: 'investor.security.passkeys.removeQuestion', message: 'Remove the passkey <0>{name}</0>? It will no longer sign you in.' },
};

export const PASSWORD_CARD_TEXTS = {
  title: /*i18n*/ { id: 'investor.security.password.title', message: 'Change password' },
  failed: /*i18n*/ { id: 'investor.security.password.failed', message: 'Your password could not be changed. Please try again.' },
  current: /*i18n*/ { id: 'investor.security.password.current', message: 'Current password' },
  new: /*i18n*/ { id: 'investor.security.password.new', message: 'New password' },
  newHint: /*i18n*/ {
    id: 'investor.security.password.newHint',
    message: "At least 8 characters. Not a common password, and without the site's name or your name, username or email.",
  },
  confirm: /*i18n*/ { id: 'investor.security.password.confirm', message: 'Confirm new password' },
  othersSignedOut: /*i18n*/ { id: 'investor.security.password.othersSignedOut', message: 'Your other sessions will be signed out; this one stays.' },
};

export const SESSIONS_TEXTS = {
  title: /*i18n*/ { id: 'investor.security.sessions.title', message: 'Where you are signed in' },
  loading: /*i18n*/ { id: 'investor.security.sessions.loading', message: 'Loading your sessions' },
  loadFailed: /*i18n*/ { id: 'investor.security.sessions.loadFailed', message: 'Could not load your sessions.' },
  signOutFailed: /*i18n*/ { id: 'investor.security.sessions.signOutFailed', message: 'Could not sign that session out. Please try again.' },
  none: /*i18n*/ { id: 'investor.security.sessions.none', message: 'No active sessions.' },
  list: /*i18n*/ { id: 'investor.security.sessions.list', message: 'Active sessions' },
  thisDevice: /*i18n*/ { id: 'investor.security.sessions.thisDevice', message: 'This device' },
  meta: /*i18n*/ { id: 'investor.security.sessions.meta', message: 'IP <0>{ip}</0> · signed in {signedIn} · last seen {lastSeen}' },
  unknownIp: /*i18n*/ { id: 'investor.security.sessions.unknownIp', message: 'unknown' },
  signOutNamed: /*i18n*/ { id: 'investor.security.sessions.signOutNamed', message: 'Sign out {device}, last seen {lastSeen}' },
  signOut: /*i18n*/ { id: 'investor.security.sessions.signOut', message: 'Sign out' },
  signOutOthers: /*i18n*/ { id: 'investor.security.sessions.signOutOthers', message: 'Sign out everywhere else' },
};

export const ANTI_PHISHING_CARD_TEXTS = {
  title: /*i18n*/ { id: 'investor.security.antiPhishing.title', message: 'Anti-phishing code' },
  intro: /*i18n*/ {
    id: 'investor.security.antiPhishing.intro',
    message: 'A phrase only you and we know, printed at the top of every email we send you. An email without it is not from us.',
  },
  loading: /*i18n*/ { id: 'investor.security.antiPhishing.loading', message: 'Loading your anti-phishing code' },
  loadFailed: /*i18n*/ { id: 'investor.security.antiPhishing.loadFailed', message: 'Could not load your anti-phishing code.' },
  saveFailed: /*i18n*/ { id: 'investor.security.antiPhishing.saveFailed', message: 'Your anti-phishing code could not be saved. Please try again.' },
  removeFailed: /*i18n*/ { id: 'investor.security.antiPhishing.removeFailed', message: 'Your anti-phishing code could not be removed. Please try again.' },
  current: /*i18n*/ { id: 'investor.security.antiPhishing.current', message: 'Your code: <0>{hint}</0>' },
  notSet: /*i18n*/ { id: 'investor.security.antiPhishing.notSet', message: 'Your code: <0>not set</0>' },
  form: /*i18n*/ { id: 'investor.security.antiPhishing.form', message: 'Set your anti-phishing code' },
  newCode: /*i18n*/ { id: 'investor.security.antiPhishing.newCode', message: 'New anti-phishing code' },
  code: /*i18n*/ { id: 'investor.security.antiPhishing.code', message: 'Anti-phishing code' },
  hint: /*i18n*/ { id: 'investor.security.antiPhishing.hint', message: "{minimum} to {maximum} letters, digits, spaces or . , ! ? ' -" },
  change: /*i18n*/ { id: 'investor.security.antiPhishing.change', message: 'Change code' },
  set: /*i18n*/ { id: 'investor.security.antiPhishing.set', message: 'Set code' },
  remove: /*i18n*/ { id: 'investor.security.antiPhishing.remove', message: 'Remove code' },
};

export const FREEZE_TEXTS = {
  title: /*i18n*/ { id: 'investor.security.freeze.title', message: 'Freeze my account' },
  intro: /*i18n*/ { id: 'investor.security.freeze.intro', message: 'If you think someone else has got into your account, freeze it. At once:' },
  sessionsEnd: /*i18n*/ { id: 'investor.security.freeze.sessionsEnd', message: 'every session ends, this one too;' },
  nothingChanges: /*i18n*/ { id: 'investor.security.freeze.nothingChanges', message: 'no one can sign in, withdraw or change anything;' },
  unfreeze: /*i18n*/ { id: 'investor.security.freeze.unfreeze', message: 'to unfreeze it, you contact support, who check your identity first.' },
  dialogTitle: /*i18n*/ { id: 'investor.security.freeze.dialogTitle', message: 'Freeze your account' },
  confirm: /*i18n*/ { id: 'investor.security.freeze.confirm', message: 'Freeze my account' },
  question: /*i18n*/ {
    id: 'investor.security.freeze.question',
    message: 'Freeze your account now? <0>You are signed out everywhere, including here</0>, and you cannot sign in again until support unfreezes it.',
  },
  failed: /*i18n*/ { id: 'investor.security.freeze.failed', message: 'Your account could not be frozen. Please try again, or contact support.' },
};

export const SIGN_IN_HISTORY_TEXTS = {
  title: /*i18n*/ { id: 'investor.security.signIns.title', message: 'Recent sign-ins' },
  intro: /*i18n*/ {
    id: 'investor.security.signIns.intro',
    message: 'The last {count} attempts to sign in to your account. Something you do not recognise? Change your password and sign out everywhere else.',
  },
  loading: /*i18n*/ { id: 'investor.security.signIns.loading', message: 'Loading your sign-in history' },
  loadFailed: /*i18n*/ { id: 'investor.security.signIns.loadFailed', message: 'Could not load your sign-in history.' },
  none: /*i18n*/ { id: 'investor.security.signIns.none', message: 'No sign-ins yet.' },
};

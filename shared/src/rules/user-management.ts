import { englishTexts, type Message } from './messages';

/** What the console says beside a button an admin may not use on their own account, for it to say in the reader's language. */
export const USER_MANAGEMENT_TEXTS = {
  demoteSelf: /*i18n*/ { id: 'rules.userManagement.demoteSelf', message: 'You cannot remove your own admin role.' },
  suspendSelf: /*i18n*/ { id: 'rules.userManagement.suspendSelf', message: 'You cannot suspend your own account.' },
  deleteSelf: /*i18n*/ { id: 'rules.userManagement.deleteSelf', message: 'You cannot delete your own account.' },
} satisfies Record<string, Message>;

/** The answers of the admin's user management (roles, suspension, deletion, display messages); the console's buttons say the own-account ones too. */
export const USER_MANAGEMENT_MESSAGES = {
  ...englishTexts(USER_MANAGEMENT_TEXTS),
  lastAdminDemote: 'This is the last admin: make another user an admin first.',
  endOwnSessions: 'To sign out your other devices, use Sign out everywhere else on your Security page.',
  lastAdminDelete: 'This is the last admin and cannot be deleted: make another user an admin first.',
  changedMeanwhile: "This user's account changed meanwhile. Please reload and try again.",
  noDisplayMessage: 'This user has no display message.',
  messageSet: 'Display message set.',
  messageRemoved: 'Display message removed.',
} as const;

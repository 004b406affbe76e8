import type { Message } from './messages';

/** What the console says beside a button an admin may not use on their own account, for it to say in the reader's language. */
export const USER_MANAGEMENT_TEXTS = {
  demoteSelf: /*i18n*/ { id: 'rules.userManagement.demoteSelf', message: 'You cannot remove your own admin role.' },
  suspendSelf: /*i18n*/ { id: 'rules.userManagement.suspendSelf', message: 'You cannot suspend your own account.' },
  deleteSelf: /*i18n*/ { id: 'rules.userManagement.deleteSelf', message: 'You cannot delete your own account.' },
  lastAdminDemote: /*i18n*/ { id: 'rules.userManagement.lastAdminDemote', message: 'This is the last admin: make another user an admin first.' },
  endOwnSessions: /*i18n*/ {
    id: 'rules.userManagement.endOwnSessions',
    message: 'To sign out your other devices, use Sign out everywhere else on your Security page.',
  },
  lastAdminDelete: /*i18n*/ {
    id: 'rules.userManagement.lastAdminDelete',
    message: 'This is the last admin and cannot be deleted: make another user an admin first.',
  },
  changedMeanwhile: /*i18n*/ { id: 'rules.userManagement.changedMeanwhile', message: "This user's account changed meanwhile. Please reload and try again." },
  noDisplayMessage: /*i18n*/ { id: 'rules.userManagement.noDisplayMessage', message: 'This user has no display message.' },
  messageSet: /*i18n*/ { id: 'rules.userManagement.messageSet', message: 'Display message set.' },
  messageRemoved: /*i18n*/ { id: 'rules.userManagement.messageRemoved', message: 'Display message removed.' },
} satisfies Record<string, Message>;

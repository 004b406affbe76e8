/** The answers of the admin's user management (roles, suspension, deletion, display messages); the console's buttons say the own-account ones too. */
export const USER_MANAGEMENT_MESSAGES = {
  demoteSelf: 'You cannot remove your own admin role.',
  lastAdminDemote: 'This is the last admin: make another user an admin first.',
  suspendSelf: 'You cannot suspend your own account.',
  endOwnSessions: 'To sign out your other devices, use Sign out everywhere else on your Security page.',
  deleteSelf: 'You cannot delete your own account.',
  lastAdminDelete: 'This is the last admin and cannot be deleted: make another user an admin first.',
  changedMeanwhile: "This user's account changed meanwhile. Please reload and try again.",
  noDisplayMessage: 'This user has no display message.',
  messageSet: 'Display message set.',
  messageRemoved: 'Display message removed.',
} as const;

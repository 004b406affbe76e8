/** The staff page's words: the invitation form, the admins and the invitations (docs/i18n.md#messages-and-catalogues). */
export const STAFF_PAGE_TEXTS = {
  title: /*i18n*/ { id: 'admin.staff.title', message: 'Staff' },
};

export const INVITE_STAFF_TEXTS = {
  heading: /*i18n*/ { id: 'admin.staff.invite.heading', message: 'Invite staff' },
  intro: /*i18n*/ {
    id: 'admin.staff.invite.intro',
    message: 'The address gets a link to set up their account, with the role chosen here. It works once, for {hours} hours.',
  },
  failed: /*i18n*/ { id: 'admin.staff.invite.failed', message: 'The invitation could not be sent. Please try again.' },
  email: /*i18n*/ { id: 'admin.staff.invite.email', message: 'Email' },
  role: /*i18n*/ { id: 'admin.staff.invite.role', message: 'Role' },
  chooseRole: /*i18n*/ { id: 'admin.staff.invite.chooseRole', message: 'Choose a role' },
  roleRequired: /*i18n*/ { id: 'admin.staff.invite.roleRequired', message: 'Choose a role.' },
  send: /*i18n*/ { id: 'admin.staff.invite.send', message: 'Send invitation' },
};

export const STAFF_LIST_TEXTS = {
  heading: /*i18n*/ { id: 'admin.staff.list.heading', message: 'Staff' },
  empty: /*i18n*/ { id: 'admin.staff.list.empty', message: 'No admin among the users read so far.' },
  noRole: /*i18n*/ { id: 'admin.staff.list.noRole', message: 'No staff role' },
  lookFurther: /*i18n*/ { id: 'admin.staff.list.lookFurther', message: 'Look further among older users' },
  howToChange: /*i18n*/ {
    id: 'admin.staff.list.howToChange',
    message: 'To make an existing user an admin, or change a role, open their page from <0>Manage users</0>.',
  },
  loadFailed: /*i18n*/ { id: 'admin.staff.list.loadFailed', message: 'The staff could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.staff.list.loading', message: 'Loading the staff' },
};

export const INVITATION_LIST_TEXTS = {
  heading: /*i18n*/ { id: 'admin.staff.invitations.heading', message: 'Invitations' },
  revokeTitle: /*i18n*/ { id: 'admin.staff.invitations.revokeTitle', message: 'Revoke invitation' },
  revoke: /*i18n*/ { id: 'admin.staff.invitations.revoke', message: 'Revoke' },
  revokeQuestion: /*i18n*/ {
    id: 'admin.staff.invitations.revokeQuestion',
    message: 'The invitation link sent to <0>{email}</0> stops working. You can invite the address again later.',
  },
  revokeFailed: /*i18n*/ { id: 'admin.staff.invitations.revokeFailed', message: 'The invitation could not be revoked. Please try again.' },
  empty: /*i18n*/ { id: 'admin.staff.invitations.empty', message: 'No one has been invited yet.' },
  roleAndState: /*i18n*/ { id: 'admin.staff.invitations.roleAndState', message: '{role} · <0>{state}</0>' },
  invited: /*i18n*/ { id: 'admin.staff.invitations.invited', message: 'Invited {date}' },
  invitedBy: /*i18n*/ { id: 'admin.staff.invitations.invitedBy', message: 'Invited {date} by {username}' },
  revokeNamed: /*i18n*/ { id: 'admin.staff.invitations.revokeNamed', message: 'Revoke<0> the invitation of {email}</0>' },
  loadFailed: /*i18n*/ { id: 'admin.staff.invitations.loadFailed', message: 'The invitations could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.staff.invitations.loading', message: 'Loading the invitations' },
};

/** What became of an invitation. */
export const INVITATION_STATE_TEXTS = {
  pending: /*i18n*/ { id: 'admin.staff.invitationState.pending', message: 'Pending until {date}' },
  accepted: /*i18n*/ { id: 'admin.staff.invitationState.accepted', message: 'Accepted' },
  revoked: /*i18n*/ { id: 'admin.staff.invitationState.revoked', message: 'Revoked' },
  expired: /*i18n*/ { id: 'admin.staff.invitationState.expired', message: 'Expired' },
};

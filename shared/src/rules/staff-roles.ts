import { PATHS } from '../routes/paths';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { englishTexts, inEnglish, type Message, type Translate } from './messages';

// Staff roles (docs/security-authorization.md#staff-roles): each admin has one, and each admin
// route names the permission it needs. One table, read by the server's check, the OpenAPI
// document, the docs' route table and the console's menus and buttons.

export const STAFF_ROLES = ['owner', 'finance', 'compliance', 'support', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role the spec's switch-role gives a new admin: the least, reading only. */
export const LEAST_STAFF_ROLE: StaffRole = 'auditor';

/** Each role's name, for a page to say in its language. */
export const STAFF_ROLE_TEXTS: Record<StaffRole, Message> = {
  owner: /*i18n*/ { id: 'rules.staffRole.owner', message: 'Owner' },
  finance: /*i18n*/ { id: 'rules.staffRole.finance', message: 'Finance' },
  compliance: /*i18n*/ { id: 'rules.staffRole.compliance', message: 'Compliance' },
  support: /*i18n*/ { id: 'rules.staffRole.support', message: 'Support' },
  auditor: /*i18n*/ { id: 'rules.staffRole.auditor', message: 'Auditor' },
};

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = englishTexts(STAFF_ROLE_TEXTS);

/** What each permission allows and who holds it. Every admin route names one. */
export const STAFF_PERMISSIONS = {
  /** Every admin read: users, lists, the audit log, the overview. */
  read: ['owner', 'finance', 'compliance', 'support', 'auditor'],
  /** Confirm or reject deposits and withdrawals, the chain payments queue and reconciliation, liabilities snapshots. */
  'money.decide': ['owner', 'finance'],
  /** Bonuses, fees and buying a plan for a user. */
  'money.adjust': ['owner', 'finance'],
  /** Identity reviews. */
  'identity.decide': ['owner', 'compliance'],
  /** Suspend, unfreeze, end a user's sessions. */
  'users.restrict': ['owner', 'compliance'],
  /** Display messages on a user's dashboard. */
  'users.message': ['owner', 'compliance', 'support'],
  /** Answer support requests: reply, internal notes, take, close, saved replies (docs/support.md). */
  'support.answer': ['owner', 'finance', 'compliance', 'support'],
  /** Approve or reject another's request (four-eyes); the request's own permission is needed too. */
  'approvals.decide': ['owner', 'finance'],
  /** Roles, staff roles and deleting users. */
  'staff.manage': ['owner'],
  /** Plans, deposit addresses, chain keys and reserve addresses. */
  'platform.configure': ['owner'],
  /** Remote releases: canary shares, promotions, ends. */
  'releases.manage': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;
export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

/** Whether an admin of `role` may do what `permission` covers; a user without a staff role may not. */
export function staffCan(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role != null && (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

const REFUSAL_TEXTS = {
  withRole: /*i18n*/ { id: 'rules.staffRole.refusal', message: 'Your staff role ({role}) does not allow this: it needs {allowed}.' },
  withoutRole: /*i18n*/ { id: 'rules.staffRole.refusalNoRole', message: 'Your staff role does not allow this: it needs {allowed}.' },
  either: /*i18n*/ { id: 'rules.staffRole.either', message: '{roles} or {role}' },
} satisfies Record<string, Message>;

/** The 403 an admin gets for an action their role does not cover: says which roles do. */
export function staffRoleRefusal(
  role: StaffRole | null | undefined,
  permission: StaffPermission,
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string {
  return translate(staffRoleRefusalText(role, permission, translate, locale));
}

/** The refusal as one message whose values (the role names) are written with `translate` for `locale`: the API's error handler writes it in the same language. */
export function staffRoleRefusalText(
  role: StaffRole | null | undefined,
  permission: StaffPermission,
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): Message {
  const roleName = (name: StaffRole) => translate(STAFF_ROLE_TEXTS[name]).toLocaleLowerCase(locale);
  const allowed = STAFF_PERMISSIONS[permission].map(roleName).reduce((roles, next) => translate({ ...REFUSAL_TEXTS.either, values: { roles, role: next } }));
  return role ? { ...REFUSAL_TEXTS.withRole, values: { role: roleName(role), allowed } } : { ...REFUSAL_TEXTS.withoutRole, values: { allowed } };
}

/** What the staff pages and the invitation page read, for each reader to read in their language (the API says them in English through STAFF_MESSAGES). */
export const STAFF_TEXTS = {
  invitationInvalid: /*i18n*/ {
    id: 'rules.staff.invitationInvalid',
    message: 'This invitation link is invalid, already used, revoked or expired. Ask an owner for a new one.',
  },
  notStaff: /*i18n*/ { id: 'rules.staff.notStaff', message: 'Only admins have a staff role. Make the user an admin first.' },
  lastOwner: /*i18n*/ { id: 'rules.staff.lastOwner', message: 'The last owner cannot be given another role.' },
  ownRole: /*i18n*/ { id: 'rules.staff.ownRole', message: 'You cannot change your own staff role.' },
  alreadyHasAccount: /*i18n*/ {
    id: 'rules.staff.alreadyHasAccount',
    message: 'This address already has an account: make that user an admin from their page instead.',
  },
  invitationRevoked: /*i18n*/ { id: 'rules.staff.invitationRevoked', message: 'Invitation revoked.' },
  invitationNotPending: /*i18n*/ { id: 'rules.staff.invitationNotPending', message: 'This invitation is no longer pending.' },
} satisfies Record<string, Message>;

/** The texts with values: a role changed, an invitation sent. */
const STAFF_VALUE_TEXTS = {
  nowOwner: /*i18n*/ { id: 'rules.staff.nowOwner', message: '{username} is now an owner.' },
  nowInRole: /*i18n*/ { id: 'rules.staff.nowInRole', message: '{username} is now in {role}.' },
  invited: /*i18n*/ { id: 'rules.staff.invited', message: 'Invitation sent to {email}. The link works once, for {hours} hours.' },
} satisfies Record<string, Message>;

/** The role-changed answer as one message, the role's name written with `translate` for `locale`. */
export function roleChangedMessage(username: string, role: StaffRole, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): Message {
  if (role === 'owner') return { ...STAFF_VALUE_TEXTS.nowOwner, values: { username } };
  return { ...STAFF_VALUE_TEXTS.nowInRole, values: { username, role: translate(STAFF_ROLE_TEXTS[role]).toLocaleLowerCase(locale) } };
}

/** The invitation-sent answer as a message. */
export function invitationSentMessage(email: string): Message {
  return { ...STAFF_VALUE_TEXTS.invited, values: { email, hours: STAFF_INVITATION_HOURS } };
}

/** "ada is now an owner.", "ada is now in finance.": the role's name in the reader's language. */
export function roleChangedText(username: string, role: StaffRole, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  if (role === 'owner') return translate({ ...STAFF_VALUE_TEXTS.nowOwner, values: { username } });
  return translate({ ...STAFF_VALUE_TEXTS.nowInRole, values: { username, role: translate(STAFF_ROLE_TEXTS[role]).toLocaleLowerCase(locale) } });
}

/** What an owner is told once an invitation is sent. */
export function invitationSentText(email: string, translate: Translate = inEnglish): string {
  return translate({ ...STAFF_VALUE_TEXTS.invited, values: { email, hours: STAFF_INVITATION_HOURS } });
}

export const STAFF_MESSAGES = {
  ...englishTexts(STAFF_TEXTS),
  roleChanged: (username: string, role: StaffRole) => roleChangedText(username, role),
  invited: (email: string) => invitationSentText(email),
} as const;

/** An invitation's link works this long, once. */
export const STAFF_INVITATION_HOURS = 72;

/** The one-time link of an invitation email: the accept page with its token. */
export function invitationLinkUrl(siteUrl: string, token: string): string {
  return new URL(`${PATHS.acceptInvitation}?token=${encodeURIComponent(token)}`, siteUrl).toString();
}

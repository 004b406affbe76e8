import { Type, type Static } from '@sinclair/typebox';
import { orPending } from './approvals';
import { MAX_DISPLAY_MESSAGE_LENGTH } from '../rules/display-message';
import { MAX_USER_SEARCH_LENGTH } from '../rules/limits';
import { Cents, errorResponses, IdParams, Message, NullableText, StringEnum } from './common';
import { PageQuery } from './transactions';
import { Role, StaffRoleSchema, User } from './auth';
import { STAFF_ROLES, type StaffRole } from '../rules/staff-roles';

const adminUsers = { tags: ['users'] };

export const IdentityVerificationsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: MAX_USER_SEARCH_LENGTH, description: 'Part of a username or email, any letter case; empty for everyone' })),
  }),
]);
export type IdentityVerificationsQuery = Static<typeof IdentityVerificationsQuery>;

export const IdentityApplicant = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  level: Type.Integer(),
  pending: Type.Boolean({ description: 'A submission waits for review (level 2 with identity submitted)' }),
});
export type IdentityApplicant = Static<typeof IdentityApplicant>;

export const IdentityApplicantPage = Type.Object({
  items: Type.Array(IdentityApplicant),
  next_cursor: NullableText({ description: 'Pass as `before` for the next page; null when there is none' }),
  total: Type.Integer({ description: 'How many users match the search, on every page' }),
});
export type IdentityApplicantPage = Static<typeof IdentityApplicantPage>;

export const identityVerificationsSchema = {
  ...adminUsers,
  summary: 'Users who have applied for identity verification (or are verified), newest first, paged, searchable (admin)',
  querystring: IdentityVerificationsQuery,
  response: { 200: IdentityApplicantPage, ...errorResponses(422) },
};

export const userByIdSchema = {
  ...adminUsers,
  summary: 'Any user by id (admin)',
  params: IdParams,
  response: { 200: User, ...errorResponses(404, 422) },
};

/* ---- Manage users: the list and every admin action on a user ---- */

export const UsersQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(
      Type.String({
        maxLength: MAX_USER_SEARCH_LENGTH,
        description: 'The start of a username or email address, any letter case; empty for everyone',
      }),
    ),
    status: Type.Optional(
      StringEnum(['frozen', 'held'], { description: 'Only frozen accounts (or with a locked second factor), or only those under a security hold now' }),
    ),
  }),
]);
export type UsersQuery = Static<typeof UsersQuery>;

export const UserListItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: Role,
  level: Type.Integer(),
  suspended: Type.Boolean(),
  deleted: Type.Boolean({ description: 'The account was deleted: personal data erased, money records kept' }),
  frozen: Type.Boolean({ description: 'Frozen by its owner, or its second factor locked: only an admin can restore it' }),
  staff_role: Type.Unsafe<StaffRole | null>({ type: ['string', 'null'], enum: [...STAFF_ROLES, null], description: "An admin's staff role; null for users" }),
  held_until: NullableText({ description: 'Under a security hold until then (a recent credential change); null: none now' }),
  created_at: Type.String({ description: 'ISO 8601 time of sign-up' }),
  balance: Cents('The wallet balance, US cents'),
});
export type UserListItem = Static<typeof UserListItem>;

export const UserListPage = Type.Object({
  items: Type.Array(UserListItem),
  next_cursor: NullableText({ description: 'Pass as `before` for the next page; null when there is none' }),
  total: Type.Integer({ description: 'How many users match the search, on every page' }),
});
export type UserListPage = Static<typeof UserListPage>;

export const usersSchema = {
  ...adminUsers,
  summary: 'Every user, deleted ones included, newest first, paged, searchable by the start of the username or email (admin)',
  querystring: UsersQuery,
  response: { 200: UserListPage, ...errorResponses(422) },
};

/** An admin action on one user: answers `{ message }`, 404 for no such user, 409 when the user's state no longer allows it. */
function userActionSchema(summary: string, description: string) {
  return {
    ...adminUsers,
    summary,
    description,
    params: IdParams,
    response: { 200: Message, ...errorResponses(404, 409, 422) },
  };
}

export const switchRoleSchema = userActionSchema(
  "Toggle a user's role between admin and user (admin)",
  "Audited. 409: the admin is demoting themselves, the user is the last admin, or the role changed meanwhile. Takes effect on the user's next request.",
);

export const suspendUserSchema = userActionSchema(
  "Toggle a user's suspension (admin)",
  'Audited. Suspending ends every session of the user at once and refuses their sign-in. 409: the admin is suspending themselves, or the state changed meanwhile.',
);

export const endSessionsSchema = userActionSchema(
  'End every session of a user (admin)',
  'Audited. Every device of the user is signed out at once; they can sign in again. 409: the admin is ending their own sessions (Sign out everywhere else on their Security page does that).',
);

export const deleteUserSchema = userActionSchema(
  'Delete a user (admin)',
  'Audited. Ends their sessions, erases personal data and identity images, and keeps their money records and audit trail. 409: the admin is deleting themselves, or the last admin.',
);

export const DisplayMessageBody = Type.Object({
  message: Type.String({
    minLength: 1,
    maxLength: MAX_DISPLAY_MESSAGE_LENGTH,
    description: `Shown on the user's dashboard; trimmed, 1 to ${MAX_DISPLAY_MESSAGE_LENGTH} characters`,
  }),
});
export type DisplayMessageBody = Static<typeof DisplayMessageBody>;

export const setDisplayMessageSchema = {
  ...userActionSchema("Set the message shown on a user's dashboard (admin)", 'Audited. Replaces any message the user has.'),
  body: DisplayMessageBody,
};

export const removeDisplayMessageSchema = userActionSchema(
  "Remove the message shown on a user's dashboard (admin)",
  'Audited. 409: the user has no display message.',
);

export const StaffRoleBody = Type.Object({ staff_role: StaffRoleSchema });
export type StaffRoleBody = Static<typeof StaffRoleBody>;

export const staffRoleSchema = {
  ...adminUsers,
  summary: "Set an admin's staff role (owner)",
  description:
    "Audited, and emailed to every owner and compliance officer. Making someone an owner while another owner exists waits for that owner's approval (202). 409: the user is not an admin, the admin is changing their own role, or the last owner would be left with none.",
  params: IdParams,
  body: StaffRoleBody,
  response: orPending({ 200: Message, ...errorResponses(404, 409, 422) }),
};

import { Type, type Static } from '@sinclair/typebox';
import { LoginAnswer, SignupBody, StaffRoleSchema } from './auth';
import { errorResponses, IdParams, Message, NullableText } from './common';

const signedIn = { security: [{ bearerAuth: [] }] };
const staff = { tags: ['staff'], ...signedIn };

export const StaffInvitation = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  staff_role: StaffRoleSchema,
  invited_by: NullableText({ description: "The inviting owner's username" }),
  created_at: Type.String(),
  expires_at: Type.String({ description: 'The link works until then (72 hours), once' }),
  accepted_at: NullableText(),
  revoked_at: NullableText(),
});
export type StaffInvitation = Static<typeof StaffInvitation>;

export const InviteStaffBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  staff_role: StaffRoleSchema,
});
export type InviteStaffBody = Static<typeof InviteStaffBody>;

export const inviteStaffSchema = {
  ...staff,
  summary: 'Invite a new staff member by email, with a role: a one-time link to set a password, 72 hours (owner)',
  description:
    'Audited. A new invitation to the same address replaces a pending one. 409: the address already has an account (make that user an admin instead), or the role is owner while another owner exists (four-eyes: invite with another role, then ask to make them an owner).',
  body: InviteStaffBody,
  response: { 201: Type.Object({ message: Type.String(), invitation: StaffInvitation }), ...errorResponses(409, 422) },
};

export const staffInvitationsSchema = {
  ...staff,
  summary: 'Invitations, newest first: pending, accepted, revoked and expired (admin)',
  response: { 200: Type.Array(StaffInvitation) },
};

export const revokeInvitationSchema = {
  ...staff,
  summary: 'Revoke a pending invitation: its link stops working (owner)',
  params: IdParams,
  response: { 200: Message, ...errorResponses(404, 409) },
};

export const InvitationTokenQuery = Type.Object({ token: Type.String({ maxLength: 200 }) });
export type InvitationTokenQuery = Static<typeof InvitationTokenQuery>;

export const InvitationLookup = Type.Object({ email: Type.String(), staff_role: StaffRoleSchema, expires_at: Type.String() });
export type InvitationLookup = Static<typeof InvitationLookup>;

export const invitationLookupSchema = {
  tags: ['staff'],
  summary: 'What an invitation link is for, before it is accepted',
  querystring: InvitationTokenQuery,
  response: { 200: InvitationLookup, ...errorResponses(404, 429) },
};

/** The sign-up fields but the email (the invitation's) and a referral code, with the link's token. */
export const AcceptInvitationBody = Type.Composite([Type.Omit(SignupBody, ['email', 'referred_by']), Type.Object({ token: Type.String({ maxLength: 200 }) })]);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

export const acceptInvitationSchema = {
  tags: ['staff'],
  summary: 'Accept an invitation: creates the staff account with its role and signs in (or answers the two-factor step an admin must take in production)',
  body: AcceptInvitationBody,
  response: { 201: LoginAnswer, ...errorResponses(404, 422, 429, 503) },
};

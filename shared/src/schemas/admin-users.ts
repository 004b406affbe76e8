import { Type, type Static } from '@sinclair/typebox';
import { MAX_USER_SEARCH_LENGTH } from '../rules/limits';
import { errorResponses, IdParams, NullableText } from './common';
import { PageQuery } from './transactions';
import { User } from './auth';

const adminUsers = { tags: ['users'], security: [{ bearerAuth: [] }] };

export const IdentityVerificationsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(
      Type.String({ maxLength: MAX_USER_SEARCH_LENGTH, description: 'Part of a username or email, any letter case; empty for everyone' }),
    ),
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
  response: { 200: IdentityApplicantPage, ...errorResponses(401, 403, 422) },
};

export const userByIdSchema = {
  ...adminUsers,
  summary: 'Any user by id (admin)',
  params: IdParams,
  response: { 200: User, ...errorResponses(401, 403, 404, 422) },
};

import { accountLevelState } from '@arcvest/shared/rules';
import type { IdentityApplicantPage, IdentityVerificationsQuery, User } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { countIdentityApplicants, identityApplicantPage } from '../db/repositories/identity-applicants';
import { findUserById } from '../db/repositories/users';
import { HttpError } from '../errors';
import { toPublicUser } from './accounts';

export const ADMIN_USER_MESSAGES = { notFound: 'User not found.' } as const;

export type AdminUserService = ReturnType<typeof createAdminUserService>;

/** What admins read about users: the identity verification list and any user's details. */
export function createAdminUserService(deps: { db: Db }) {
  const { db } = deps;

  /** Applicants newest first, paged by id like the transaction lists; `total` counts every match of the search. */
  async function identityApplicants(query: IdentityVerificationsQuery): Promise<IdentityApplicantPage> {
    const search = (query.search ?? '').trim().toLowerCase();
    const [{ rows, nextCursor }, total] = await Promise.all([
      identityApplicantPage(db, { search, limit: Number(query.limit), beforeId: query.before === undefined ? undefined : Number(query.before) }),
      countIdentityApplicants(db, search),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        username: row.username,
        email: row.email,
        level: row.level,
        pending: accountLevelState(row) === 'under-review',
      })),
      next_cursor: nextCursor === null ? null : String(nextCursor),
      total,
    };
  }

  /** A live user (deleted accounts have no personal data left to show). */
  async function userById(id: number): Promise<User> {
    const row = await findUserById(db, id);
    if (!row || row.deleted_at !== null) throw new HttpError(404, ADMIN_USER_MESSAGES.notFound);
    return toPublicUser(row);
  }

  return { identityApplicants, userById };
}

import { sql } from 'kysely';
import { rowLimit, type Db } from '../database';
import type { UserRow } from '../tables';

/**
 * Users who have applied for identity verification: a submission on file, or already verified
 * (level 3). Written exactly as the predicate of the partial index users_identity_applicants
 * (migration 0006), with literals rather than parameters, so both databases can prove the index
 * applies and page through it newest first.
 */
const APPLIED = sql<boolean>`deleted_at is null and (ssn is not null or level >= 3)`;

export type ApplicantRow = Pick<UserRow, 'id' | 'username' | 'email' | 'level' | 'salary' | 'identity_rejection_reason'>;

export interface ApplicantFilter {
  /** Lower-case text found anywhere in the username or email; empty for everyone. */
  search: string;
  /** Only ids below this one: the cursor of the page before. */
  beforeId?: number;
  limit: number;
}

/** `%` and `_` in the search are letters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** username_key and email are stored lower-case, so a lower-case search is case-insensitive on both databases. */
function matching(db: Db, search: string) {
  const query = db.selectFrom('users').where(APPLIED);
  if (search === '') return query;
  const pattern = containsPattern(search);
  return query.where(sql<boolean>`(username_key like ${pattern} escape '\\' or email like ${pattern} escape '\\')`);
}

/** One page, newest first, and the id to continue from when older applicants follow. */
export async function identityApplicantPage(db: Db, filter: ApplicantFilter): Promise<{ rows: ApplicantRow[]; nextCursor: number | null }> {
  let query = matching(db, filter.search).select(['id', 'username', 'email', 'level', 'salary', 'identity_rejection_reason']);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  // One more than the page: whether it exists says if there is a next page.
  const rows = await query
    .orderBy('id', 'desc')
    .limit(rowLimit(filter.limit + 1))
    .execute();
  if (rows.length <= filter.limit) return { rows, nextCursor: null };
  const page = rows.slice(0, filter.limit);
  return { rows: page, nextCursor: page[page.length - 1].id };
}

export async function countIdentityApplicants(db: Db, search: string): Promise<number> {
  const row = await matching(db, search)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

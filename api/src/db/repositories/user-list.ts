import { sql } from 'kysely';
import { isPostgres, type Db } from '../database';
import type { UserRow } from '../tables';

export type UserListRow = Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'level' | 'suspended' | 'deleted_at' | 'created_at'>;

export interface UserListFilter {
  /** Lower-case start of a username or email; empty for everyone. */
  search: string;
  /** Only ids below this one: the cursor of the page before. */
  beforeId?: number;
  limit: number;
}

/** The first string after every string that starts with `prefix` (its last code point plus one), or null when there is none. */
function prefixUpperBound(prefix: string): string | null {
  const points = Array.from(prefix);
  const last = points.pop()!.codePointAt(0)!;
  if (last >= 0x10ffff) return null;
  return points.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
}

/** `%`, `_` and `\` in the search are letters, not wildcards (backslash is PostgreSQL's default LIKE escape). */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * username_key and email are stored lower-case, so a lower-case prefix is a case-insensitive
 * search. Each side of the OR is answered by an index, so the search stays fast at any number
 * of users: on PostgreSQL a LIKE prefix on the text_pattern_ops indexes of migration 0007
 * (exact whatever the database's collation), on SQLite a range on the unique indexes of
 * username_key and email (binary order, where a prefix is exactly a range).
 */
function prefixMatch(db: Db, column: 'username_key' | 'email', search: string) {
  const ref = sql.ref(column);
  if (isPostgres(db)) return sql<boolean>`${ref} like ${prefixPattern(search)}`;
  const upper = prefixUpperBound(search);
  return upper === null ? sql<boolean>`${ref} >= ${search}` : sql<boolean>`(${ref} >= ${search} and ${ref} < ${upper})`;
}

function matching(db: Db, search: string) {
  const query = db.selectFrom('users');
  if (search === '') return query;
  return query.where(sql<boolean>`(${prefixMatch(db, 'username_key', search)} or ${prefixMatch(db, 'email', search)})`);
}

/** The search and page as one SELECT (also what the index test explains). */
export function userListQuery(db: Db, filter: UserListFilter) {
  let query = matching(db, filter.search).select(['id', 'username', 'email', 'role', 'level', 'suspended', 'deleted_at', 'created_at']);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  // One more than the page: whether it exists says if there is a next page.
  return query.orderBy('id', 'desc').limit(filter.limit + 1);
}

/** One page, newest first, and the id to continue from when older users follow. */
export async function userListPage(db: Db, filter: UserListFilter): Promise<{ rows: UserListRow[]; nextCursor: number | null }> {
  const rows = await userListQuery(db, filter).execute();
  if (rows.length <= filter.limit) return { rows, nextCursor: null };
  const page = rows.slice(0, filter.limit);
  return { rows: page, nextCursor: page[page.length - 1].id };
}

export function userCountQuery(db: Db, search: string) {
  return matching(db, search).select((eb) => eb.fn.countAll<number>().as('count'));
}

export async function countMatchingUsers(db: Db, search: string): Promise<number> {
  const row = await userCountQuery(db, search).executeTakeFirstOrThrow();
  return Number(row.count);
}

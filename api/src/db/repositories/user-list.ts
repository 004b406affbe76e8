import { sql } from 'kysely';
import { isPostgres, rowLimit, type Db } from '../database';
import type { UserRow } from '../tables';

export type UserListRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'role'
  | 'staff_role'
  | 'level'
  | 'suspended'
  | 'deleted_at'
  | 'created_at'
  | 'frozen_at'
  | 'second_factor_locked_at'
  | 'security_hold_until'
>;

export interface UserListFilter {
  /** Lower-case start of a username or email; empty for everyone. */
  search: string;
  /** Only ids below this one: the cursor of the page before. */
  beforeId?: number;
  limit: number;
  /** Only frozen (or second factor locked) accounts, or only those held now. */
  status?: UserStatusFilter;
}

export interface UserStatusFilter {
  status: 'frozen' | 'held';
  /** Now, for a hold in force. */
  at: string;
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
  const ref = sql.raw(column);
  if (isPostgres(db)) return sql<boolean>`${ref} like ${prefixPattern(search)}`;
  const upper = prefixUpperBound(search);
  return upper === null ? sql<boolean>`${ref} >= ${search}` : sql<boolean>`(${ref} >= ${search} and ${ref} < ${upper})`;
}

/** The search, the status and the cursor as a WHERE clause. */
function whereClause(db: Db, search: string, beforeId?: number, status?: UserStatusFilter) {
  const conditions = [sql`true`];
  if (search !== '') conditions.push(sql`(${prefixMatch(db, 'username_key', search)} or ${prefixMatch(db, 'email', search)})`);
  if (beforeId !== undefined) conditions.push(sql`id < ${beforeId}`);
  if (status?.status === 'frozen') conditions.push(sql`(frozen_at is not null or second_factor_locked_at is not null)`);
  if (status?.status === 'held') conditions.push(sql`security_hold_until > ${status.at}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The search and page as one SELECT (also what the index test explains). Templates rather than
 * the builder, as for every read an admin repeats: building the query cost more than running it.
 */
export function userListQuery(db: Db, filter: UserListFilter) {
  // One more than the page: whether it exists says if there is a next page.
  return sql<UserListRow>`
    select id, username, email, role, staff_role, level, suspended, deleted_at, created_at, frozen_at, second_factor_locked_at, security_hold_until from users
    where ${whereClause(db, filter.search, filter.beforeId, filter.status)} order by id desc limit ${rowLimit(filter.limit + 1)}`;
}

/**
 * One page, newest first, the id to continue from when older users follow, and how many users
 * the search finds: counted only when the first page does not hold them all.
 */
export async function userListPage(db: Db, filter: UserListFilter): Promise<{ rows: UserListRow[]; nextCursor: number | null; total: number }> {
  const { rows } = await userListQuery(db, filter).execute(db);
  if (rows.length <= filter.limit) {
    const total = filter.beforeId === undefined ? rows.length : await countMatchingUsers(db, filter.search, filter.status);
    return { rows, nextCursor: null, total };
  }
  const page = rows.slice(0, filter.limit);
  return { rows: page, nextCursor: page[page.length - 1].id, total: await countMatchingUsers(db, filter.search, filter.status) };
}

export function userCountQuery(db: Db, search: string, status?: UserStatusFilter) {
  return sql<{ count: number }>`select count(*) as count from users where ${whereClause(db, search, undefined, status)}`;
}

export async function countMatchingUsers(db: Db, search: string, status?: UserStatusFilter): Promise<number> {
  const { rows } = await userCountQuery(db, search, status).execute(db);
  return Number(rows[0].count);
}

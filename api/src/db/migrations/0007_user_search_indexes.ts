import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../database';

/**
 * The admin's user search (GET /users) is a case-insensitive prefix of the username or email,
 * both stored lower-case. PostgreSQL answers `like 'abc%'` from a btree index only with the
 * text_pattern_ops operator class (unless the database collation is exactly C), so it gets
 * one such index per column. SQLite searches a range on the unique indexes it already has on
 * username_key and email (migration 0001), so it needs nothing new.
 */
export const userSearchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`create index users_username_key_prefix on users (username_key text_pattern_ops)`.execute(db);
    await sql`create index users_email_prefix on users (email text_pattern_ops)`.execute(db);
  },
};

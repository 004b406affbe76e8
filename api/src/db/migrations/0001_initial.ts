import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../database';
import { withId } from './columns';

/** Users, sessions, plans and the audit log. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('users'))
      .addColumn('firstname', 'text', (c) => c.notNull())
      .addColumn('lastname', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('male', 'female')`))
      .addColumn('birth_date', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('ssn', 'text')
      .addColumn('occupation', 'text')
      .addColumn('salary', 'text')
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('role', 'text', (c) =>
        c
          .notNull()
          .defaultTo('user')
          .check(sql`role in ('admin', 'user')`),
      )
      .addColumn('suspended', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('wallet', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`wallet >= 0`),
      )
      .addColumn('message', 'text')
      .addColumn('referral_id', 'text', (c) => c.notNull().unique())
      .addColumn('referred_by', 'integer', (c) => c.references('users.id'))
      .addColumn('dl_front', 'text')
      .addColumn('dl_back', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();

    await withId(db, db.schema.createTable('sessions'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

    await withId(db, db.schema.createTable('plans'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('roi_bp', 'integer', (c) => c.notNull())
      .addColumn('duration_days', 'integer', (c) => c.notNull())
      .addColumn('min_amount', 'bigint', (c) => c.notNull())
      .addColumn('max_amount', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();

    await withId(db, db.schema.createTable('audit_log'))
      .addColumn('actor_id', 'integer', (c) => c.references('users.id'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer')
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await forbidAuditChanges(db);
  },
};

/** The audit log is append-only: the database itself refuses updates and deletes. */
async function forbidAuditChanges(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    return;
  }
  for (const event of ['update', 'delete']) {
    await sql`create trigger ${sql.raw(`audit_log_no_${event}`)} before ${sql.raw(event)} on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

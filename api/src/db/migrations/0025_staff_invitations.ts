import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/** Staff invitations (docs/security-authorization.md#staff-invitations): a one-time link, stored hashed, 72 hours. */
export const staffInvitations: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('staff_invitations'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('staff_role', 'text', (c) => c.notNull().check(sql`staff_role in ('owner', 'finance', 'compliance', 'support', 'auditor')`))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text')
      .addColumn('accepted_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('staff_invitations_email').on('staff_invitations').column('email').execute();
  },
};

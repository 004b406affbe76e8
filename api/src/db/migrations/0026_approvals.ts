import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * Four-eyes approval (docs/security-authorization.md#four-eyes-approval): one staff member's
 * request, waiting for a second. One pending request per kind and target at a time.
 */
export const approvals: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('approvals'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'done', 'rejected', 'failed', 'expired')`))
      .addColumn('target', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('changes', 'text', (c) => c.notNull())
      .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
      .addColumn('decided_at', 'text')
      .addColumn('reason', 'text')
      .addColumn('outcome', 'text')
      .execute();
    await db.schema.createIndex('approvals_status').on('approvals').columns(['status', 'id']).execute();
    await sql`create unique index approvals_one_pending on approvals (kind, target) where status = 'pending' and target is not null`.execute(db);
  },
};

import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * The email outbox: a notification is queued in the transaction of the change it tells of and
 * sent after commit by the sender (api/src/services/notifications.ts), so a crash neither loses one
 * nor, short of a crash in the instant between the SMTP answer and the row's update, sends it twice.
 */
export const notifications: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('notifications'))
      // Deleting a user (which keeps the row) erases these with the rest of their personal data.
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      // When a sender may next take it: now when queued; the end of a sender's lease while it
      // sends (a sender that dies mid-send leaves it to the next one); later after a failure.
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .execute();
    await sql`create index notifications_due on notifications (next_attempt_at) where sent_at is null`.execute(db);
  },
};

import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../database';
import { withId } from './columns';

/**
 * The support desk (docs/support.md): an investor's requests, their messages (staff notes marked
 * internal), the messages' attachments (bytes in the database, as images are, so every server
 * serves them) and the staff's saved replies.
 */
export const supportRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('support_requests'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('deposit', 'withdrawal', 'plan', 'identity', 'account', 'other')`))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'waiting', 'answered', 'closed')`))
      .addColumn('assigned_to', 'integer', (c) => c.references('users.id'))
      .addColumn('link_type', 'text', (c) => c.check(sql`link_type in ('transaction', 'plan')`))
      .addColumn('link_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('support_requests_user').on('support_requests').columns(['user_id', 'status']).execute();
    await db.schema.createIndex('support_requests_queue').on('support_requests').columns(['status', 'updated_at']).execute();

    await withId(db, db.schema.createTable('support_messages'))
      .addColumn('request_id', 'integer', (c) => c.notNull().references('support_requests.id'))
      .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('author_side', 'text', (c) => c.notNull().check(sql`author_side in ('investor', 'staff')`))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('internal', 'integer', (c) => c.notNull().check(sql`internal in (0, 1)`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('support_messages_request').on('support_messages').columns(['request_id', 'id']).execute();

    await db.schema
      .createTable('support_attachments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('message_id', 'integer', (c) => c.notNull().references('support_messages.id'))
      .addColumn('request_id', 'integer', (c) => c.notNull().references('support_requests.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('support_attachments_message').on('support_attachments').columns(['message_id']).execute();

    await withId(db, db.schema.createTable('support_saved_replies'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};

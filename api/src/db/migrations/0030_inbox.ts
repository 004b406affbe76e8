import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * The notification centre (docs/notifications.md): the event log the stream reads, the in-app
 * notifications (the inbox; `notifications` is the email outbox) and each investor's choices.
 */
export const inbox: Migration = {
  async up(db: Kysely<unknown>) {
    // Append-only: the id orders the log, and a stream resumes after the last id it sent.
    await withId(db, db.schema.createTable('events'))
      .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('user', 'staff')`))
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('kinds', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('events_audience_user', sql`(audience = 'user') = (user_id is not null)`)
      .execute();
    await db.schema.createIndex('events_user').on('events').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('events_audience').on('events').columns(['audience', 'id']).execute();

    await withId(db, db.schema.createTable('inbox_items'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await db.schema.createIndex('inbox_items_user').on('inbox_items').columns(['user_id', 'id']).execute();
    await sql`create index inbox_items_unread on inbox_items (user_id) where read_at is null`.execute(db);

    await db.schema
      .createTable('inbox_preferences')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('in_app', 'email', 'both')`))
      .addPrimaryKeyConstraint('inbox_preferences_pk', ['user_id', 'category'])
      .execute();
  },
};

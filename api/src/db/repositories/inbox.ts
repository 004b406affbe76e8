import { sql } from 'kysely';
import { isPostgres, rowLimit, type Db } from '../database';
import type { EventsTable, InboxItemRow, InboxPreferencesTable } from '../tables';

/** The channel PostgreSQL's NOTIFY wakes the streams of every server on (docs/notifications.md#across-servers). */
export const EVENTS_CHANNEL = 'arcvest_events';
/** An arbitrary key of the advisory lock that makes event ids commit in order on PostgreSQL. */
const EVENT_LOG_LOCK = 4_400_044;

export interface NewEvent {
  audience: EventsTable['audience'];
  userId: number | null;
  kinds: readonly string[];
  at: string;
}

/**
 * Appends events inside the transaction of the change they tell of; their ids, in the order
 * given. On PostgreSQL two transactions could otherwise commit their ids out of order, and a
 * stream that had read id 11 would never see 10: the advisory lock holds each event's writer
 * until it commits, so ids become visible in order (SQLite has one writer at a time already).
 * The NOTIFY is delivered at commit, and not at all on a rollback.
 */
export async function appendEvents(db: Db, events: readonly NewEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${EVENT_LOG_LOCK})`.execute(db);
  const rows = await db
    .insertInto('events')
    .values(events.map((event) => ({ audience: event.audience, user_id: event.userId, kinds: event.kinds.join(' '), created_at: event.at })))
    .returning('id')
    .execute();
  if (isPostgres(db)) await sql`select pg_notify(${EVENTS_CHANNEL}, '')`.execute(db);
  // One statement numbers its rows in the order of its values; RETURNING's own order is not promised.
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export async function appendEvent(db: Db, event: NewEvent): Promise<number> {
  const [id] = await appendEvents(db, [event]);
  return id;
}

export interface LoggedEvent {
  id: number;
  kinds: string;
}

export interface AddressedEvent extends LoggedEvent {
  audience: string;
  user_id: number | null;
}

/** The events one reader may see after `afterId`, oldest first: their own, and staff events for staff. */
export async function eventsAfter(db: Db, reader: { userId: number; staff: boolean }, afterId: number, limit: number): Promise<LoggedEvent[]> {
  return db
    .selectFrom('events')
    .select(['id', 'kinds'])
    .where('id', '>', afterId)
    .where((eb) => (reader.staff ? eb.or([eb('user_id', '=', reader.userId), eb('audience', '=', 'staff')]) : eb('user_id', '=', reader.userId)))
    .orderBy('id')
    .limit(rowLimit(limit))
    .execute();
}

/** Every event after `afterId`, oldest first, with whom it is for: one read for all of a server's streams. */
export async function allEventsAfter(db: Db, afterId: number, limit: number): Promise<AddressedEvent[]> {
  return db.selectFrom('events').select(['id', 'kinds', 'audience', 'user_id']).where('id', '>', afterId).orderBy('id').limit(rowLimit(limit)).execute();
}

/** The newest event id of the whole log (0 when empty): a new stream starts after it. */
export async function lastEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export interface NewInboxItem {
  userId: number;
  eventId: number;
  category: string;
  title: string;
  body: string;
  link: string | null;
  at: string;
}

export async function insertInboxItems(db: Db, items: readonly NewInboxItem[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('inbox_items')
    .values(
      items.map((item) => ({
        user_id: item.userId,
        event_id: item.eventId,
        category: item.category,
        title: item.title,
        body: item.body,
        link: item.link,
        created_at: item.at,
      })),
    )
    .execute();
}

/** Newest first, keyset-paged by id. */
export async function inboxItems(db: Db, userId: number, beforeId: number | undefined, limit: number): Promise<InboxItemRow[]> {
  let query = db.selectFrom('inbox_items').selectAll().where('user_id', '=', userId);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(rowLimit(limit)).execute();
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('inbox_items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the item is the user's (read before or now). */
export async function markInboxItemRead(db: Db, userId: number, id: number, at: string): Promise<boolean> {
  await db.updateTable('inbox_items').set({ read_at: at }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute();
  const row = await db.selectFrom('inbox_items').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function markAllInboxRead(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('inbox_items').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}

export async function inboxPreferences(db: Db, userId: number): Promise<Pick<InboxPreferencesTable, 'category' | 'channel'>[]> {
  return db.selectFrom('inbox_preferences').select(['category', 'channel']).where('user_id', '=', userId).execute();
}

/** The channel each of these users chose for a category, for those who chose one. */
export async function channelsChosen(db: Db, userIds: readonly number[], category: string): Promise<Map<number, InboxPreferencesTable['channel']>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('inbox_preferences')
    .select(['user_id', 'channel'])
    .where('user_id', 'in', [...new Set(userIds)])
    .where('category', '=', category)
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), row.channel]));
}

export async function saveInboxPreference(db: Db, userId: number, category: string, channel: InboxPreferencesTable['channel']): Promise<void> {
  await db
    .insertInto('inbox_preferences')
    .values({ user_id: userId, category, channel })
    .onConflict((oc) => oc.columns(['user_id', 'category']).doUpdateSet({ channel }))
    .execute();
}

import {
  DEFAULT_CHANNEL,
  INBOX_TEXTS,
  INVESTOR_CATEGORIES,
  sendsEmail,
  showsInApp,
  type DeliveryChannel,
  type EventKind,
  type Message,
  type UiLocale,
  type Writer,
  type Notice,
} from '@arcvest/shared/rules';
import type { InboxPage, InboxPreferences } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import {
  appendEvent,
  appendEvents,
  channelsChosen,
  inboxItems,
  inboxPreferences,
  insertInboxItems,
  markAllInboxRead,
  markInboxItemRead,
  saveInboxPreference,
  unreadCount,
} from '../db/repositories/inbox';
import { adminRecipients } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { HttpError, invalidField } from '../errors';
import { writerFor } from '../i18n';
import type { NotificationText } from './notification-emails';
import type { NotificationService } from './notifications';

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstname' | 'anti_phishing_code' | 'locale'>;

export interface Telling {
  /** Written in the user's language as it is stored (docs/i18n.md#emails-and-notifications). */
  notice: Notice;
  /** What else changed for the user, beyond a new notification: the page refreshes it. */
  kinds: readonly EventKind[];
  at: Date;
  /** The email the change sends, in the user's language; the user's preference decides whether it goes (security's always does). */
  email?: { outbox: Pick<NotificationService, 'queue'>; text: (writer: Writer) => NotificationText };
}

/**
 * Tells a user of a change, inside the change's transaction (docs/notifications.md#raising-an-event):
 * an event in the log, the in-app notification and the email, as their preference says.
 */
export async function tellUser(trx: Db, user: Recipient, telling: Telling): Promise<void> {
  await tellUsers(trx, [{ user, ...telling }]);
}

/**
 * Tells several users at once, as `tellUser` tells one, with a statement for all their events and
 * one for all their notifications (the daily job tells thousands). One user's tellings are logged
 * in the order given.
 */
export async function tellUsers(trx: Db, tellings: readonly (Telling & { user: Recipient })[]): Promise<void> {
  const writers = await writersFor(tellings.map(({ user }) => user.locale));
  const written = tellings.map((telling) => {
    const writer = writers.get(telling.user.locale)!;
    return { ...telling, notice: telling.notice(writer), email: telling.email && { outbox: telling.email.outbox, text: telling.email.text(writer) } };
  });
  const chosen = new Map<string, Map<number, DeliveryChannel>>();
  for (const category of new Set(written.map(({ notice }) => notice.category))) {
    const userIds = written.filter(({ notice }) => notice.category === category).map(({ user }) => user.id);
    chosen.set(category, await channelsChosen(trx, userIds, category));
  }
  const planned = written.map((telling) => {
    const channel = chosen.get(telling.notice.category)?.get(telling.user.id) ?? DEFAULT_CHANNEL;
    return { ...telling, channel, inApp: showsInApp(telling.notice.category, channel) };
  });
  const eventIds = await appendEvents(
    trx,
    planned.map(({ user, inApp, kinds, at }) => ({
      audience: 'user' as const,
      userId: user.id,
      kinds: [...(inApp ? (['inbox'] as const) : []), ...kinds],
      at: at.toISOString(),
    })),
  );
  const items = planned.flatMap(({ user, notice, at, inApp }, index) =>
    inApp ? [{ userId: user.id, eventId: eventIds[index], ...notice, at: at.toISOString() }] : [],
  );
  await insertInboxItems(trx, items);
  for (const { user, notice, channel, email } of planned) {
    if (email && sendsEmail(notice.category, channel)) await email.outbox.queue(trx, user, email.text);
  }
}

/** A change with nothing to read (an invoice's status): the user's pages refresh, no notification. */
export async function signalUser(trx: Db, userId: number, kinds: readonly EventKind[], at: Date): Promise<void> {
  await appendEvent(trx, { audience: 'user', userId, kinds, at: at.toISOString() });
}

/** Tells every live admin: one staff event in the log, a notification each, in each admin's language. */
export async function tellStaff(trx: Db, notice: Notice, kinds: readonly EventKind[], at: Date): Promise<void> {
  const eventId = await appendEvent(trx, { audience: 'staff', userId: null, kinds: ['inbox', ...kinds], at: at.toISOString() });
  const admins = await adminRecipients(trx);
  const writers = await writersFor(admins.map((admin) => admin.locale));
  await insertInboxItems(
    trx,
    admins.map((admin) => ({ userId: admin.id, eventId, ...notice(writers.get(admin.locale)!), at: at.toISOString() })),
  );
}

/** A writer for each language among the readers. */
async function writersFor(locales: readonly UiLocale[]): Promise<Map<UiLocale, Writer>> {
  const unique = [...new Set(locales)];
  return new Map(await Promise.all(unique.map(async (locale) => [locale, await writerFor(locale)] as const)));
}

export type InboxService = ReturnType<typeof createInboxService>;

/** The caller's own notifications and preferences (the routes of routes/inbox). */
export function createInboxService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function page(userId: number, query: { limit: string; before?: string }): Promise<InboxPage> {
    const limit = Number(query.limit);
    const [rows, unread] = await Promise.all([
      inboxItems(db, userId, query.before === undefined ? undefined : Number(query.before), limit),
      unreadCount(db, userId),
    ]);
    const items = rows.map(({ id, category, title, body, link, created_at, read_at }) => ({
      id,
      category,
      title,
      body,
      link,
      created_at,
      read_at,
    })) as InboxPage['items'];
    return { items, unread, next_cursor: rows.length === limit ? String(rows[rows.length - 1].id) : null };
  }

  async function markRead(userId: number, id: number): Promise<{ message: Message }> {
    if (!(await markInboxItemRead(db, userId, id, now().toISOString()))) throw new HttpError(404, INBOX_TEXTS.notFound);
    return { message: INBOX_TEXTS.markedRead };
  }

  async function markAllRead(userId: number): Promise<{ message: Message }> {
    await markAllInboxRead(db, userId, now().toISOString());
    return { message: INBOX_TEXTS.allMarkedRead };
  }

  /** Every investor category, with the default where the user chose nothing. */
  async function preferences(userId: number): Promise<InboxPreferences> {
    const chosen = new Map((await inboxPreferences(db, userId)).map((preference) => [preference.category, preference.channel]));
    return { preferences: INVESTOR_CATEGORIES.map((category) => ({ category, channel: chosen.get(category) ?? DEFAULT_CHANNEL })) };
  }

  async function savePreferences(userId: number, body: InboxPreferences): Promise<InboxPreferences & { message: Message }> {
    const categories = body.preferences.map((preference) => preference.category);
    if (new Set(categories).size !== categories.length) throw invalidField('preferences', INBOX_TEXTS.categoryTwice);
    await db.transaction().execute(async (trx) => {
      for (const { category, channel } of body.preferences) await saveInboxPreference(trx, userId, category, channel);
    });
    return { message: INBOX_TEXTS.preferencesSaved, ...(await preferences(userId)) };
  }

  return { page, markRead, markAllRead, preferences, savePreferences };
}

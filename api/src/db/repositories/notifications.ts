import { rowLimit, type Db } from '../database';
import type { NotificationRow } from '../tables';

export interface QueuedEmail {
  userId: number;
  recipient: string;
  subject: string;
  body: string;
}

/** Queues one email; call it inside the transaction of the change it tells of. */
export async function queueNotification(db: Db, email: QueuedEmail, at: string): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ user_id: email.userId, recipient: email.recipient, subject: email.subject, body: email.body, created_at: at, next_attempt_at: at })
    .execute();
}

/** Unsent notifications whose time has come, oldest first. */
export async function dueNotifications(db: Db, at: string, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .orderBy('id')
    .limit(rowLimit(limit))
    .execute();
}

/**
 * Takes a due notification until `leaseUntil`. Conditional on the row being as it was read, so
 * of several senders (threads or servers) exactly one wins it.
 */
export async function claimNotification(db: Db, row: NotificationRow, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ next_attempt_at: leaseUntil, attempts: row.attempts + 1 })
    .where('id', '=', row.id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '=', row.next_attempt_at)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markNotificationSent(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('notifications').set({ sent_at: at, last_error: null }).where('id', '=', id).execute();
}

export async function markNotificationFailed(db: Db, id: number, error: string, retryAt: string): Promise<void> {
  await db.updateTable('notifications').set({ next_attempt_at: retryAt, last_error: error }).where('id', '=', id).where('sent_at', 'is', null).execute();
}

/** How many wait to be sent (the queue's length, for operators and tests). */
export async function countUnsentNotifications(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Deletes the user's queued and sent emails (each holds their address and name). */
export async function deleteUserNotifications(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}

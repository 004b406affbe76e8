import { rowLimit, type Db } from '../database';
import type { SupportAttachmentsTable, SupportMessagesTable, SupportRequestRow, SupportRequestsTable } from '../tables';

// The support desk's queries (docs/support.md).

export type SupportRequestListRow = SupportRequestRow & { investor_username: string; assigned_username: string | null };

function withNames(db: Db) {
  return db
    .selectFrom('support_requests')
    .innerJoin('users as investor', 'investor.id', 'support_requests.user_id')
    .leftJoin('users as assignee', 'assignee.id', 'support_requests.assigned_to')
    .selectAll('support_requests')
    .select(['investor.username as investor_username', 'assignee.username as assigned_username']);
}

export async function insertSupportRequest(db: Db, row: Omit<SupportRequestsTable, 'id' | 'assigned_to'>): Promise<number> {
  const inserted = await db
    .insertInto('support_requests')
    .values({ ...row, assigned_to: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function countNotClosedRequests(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('support_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '<>', 'closed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findSupportRequest(db: Db, id: number): Promise<SupportRequestListRow | undefined> {
  return withNames(db).where('support_requests.id', '=', id).executeTakeFirst();
}

/** The investor's requests, the latest activity first. */
export async function listUserSupportRequests(db: Db, userId: number): Promise<SupportRequestListRow[]> {
  return withNames(db)
    .where('support_requests.user_id', '=', userId)
    .orderBy('support_requests.updated_at', 'desc')
    .orderBy('support_requests.id', 'desc')
    .execute();
}

export interface SupportQueueFilter {
  /** Null: every status but closed. */
  status: SupportRequestRow['status'] | null;
  category: SupportRequestRow['category'] | null;
  /** Only requests whose last activity is at or before this time. */
  updatedBefore: string | null;
  /** Only requests after this one in the queue's order: the last of the page before. */
  after: { updatedAt: string; id: number } | null;
}

/** The staff queue: what waited longest first. */
export async function supportQueue(db: Db, filter: SupportQueueFilter, limit: number): Promise<SupportRequestListRow[]> {
  let query = withNames(db);
  query = filter.status ? query.where('support_requests.status', '=', filter.status) : query.where('support_requests.status', '<>', 'closed');
  if (filter.category) query = query.where('support_requests.category', '=', filter.category);
  if (filter.updatedBefore) query = query.where('support_requests.updated_at', '<=', filter.updatedBefore);
  const { after } = filter;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('support_requests.updated_at', '>', after.updatedAt),
        eb.and([eb('support_requests.updated_at', '=', after.updatedAt), eb('support_requests.id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('support_requests.updated_at').orderBy('support_requests.id').limit(rowLimit(limit)).execute();
}

/** Moves the request to `status` only from `from` (so two changes at once cannot both win); whether it changed. */
export async function updateSupportStatus(
  db: Db,
  id: number,
  change: { from: SupportRequestRow['status']; to: SupportRequestRow['status']; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('support_requests')
    .set({ status: change.to, updated_at: change.at })
    .where('id', '=', id)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function assignSupportRequest(db: Db, id: number, staffId: number): Promise<boolean> {
  const result = await db.updateTable('support_requests').set({ assigned_to: staffId }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSupportMessage(db: Db, row: Omit<SupportMessagesTable, 'id'>): Promise<number> {
  const inserted = await db.insertInto('support_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export type SupportMessageListRow = {
  id: number;
  author_side: 'investor' | 'staff';
  author_username: string;
  author_firstname: string;
  body: string;
  internal: number;
  created_at: string;
};

/** A request's messages, oldest first; without the internal notes unless asked. */
export async function listSupportMessages(db: Db, requestId: number, withInternal: boolean): Promise<SupportMessageListRow[]> {
  let query = db
    .selectFrom('support_messages')
    .innerJoin('users', 'users.id', 'support_messages.author_id')
    .select([
      'support_messages.id',
      'support_messages.author_side',
      'users.username as author_username',
      'users.firstname as author_firstname',
      'support_messages.body',
      'support_messages.internal',
      'support_messages.created_at',
    ])
    .where('support_messages.request_id', '=', requestId);
  if (!withInternal) query = query.where('support_messages.internal', '=', 0);
  return query.orderBy('support_messages.id').execute();
}

export async function insertSupportAttachment(db: Db, row: SupportAttachmentsTable): Promise<void> {
  await db.insertInto('support_attachments').values(row).execute();
}

/** A request's attachments without their bytes. */
export async function listSupportAttachments(db: Db, requestId: number) {
  return db
    .selectFrom('support_attachments')
    .select(['id', 'message_id', 'name', 'mime', 'size'])
    .where('request_id', '=', requestId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findSupportAttachment(db: Db, requestId: number, id: string) {
  return db.selectFrom('support_attachments').selectAll().where('request_id', '=', requestId).where('id', '=', id).executeTakeFirst();
}

export async function listSavedReplies(db: Db) {
  return db.selectFrom('support_saved_replies').select(['id', 'title', 'body']).orderBy('title').orderBy('id').execute();
}

export async function insertSavedReply(db: Db, row: { title: string; body: string; created_by: number; created_at: string }): Promise<number> {
  const inserted = await db.insertInto('support_saved_replies').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deleteSavedReply(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('support_saved_replies').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The investor's recent money and plans, for the staff's view of a request. */
export async function recentTransactions(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('transactions')
    .select(['id', 'type', 'status', 'amount', 'payment_method', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(rowLimit(limit))
    .execute();
}

export async function recentPlans(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('user_plans')
    .select(['id', 'title', 'amount', 'status', 'started_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(rowLimit(limit))
    .execute();
}

/** The user's transaction of that id, for a request's link (a plan's is findOwnUserPlan); undefined when it is not theirs. */
export async function findOwnTransaction(db: Db, userId: number, id: number) {
  return db
    .selectFrom('transactions')
    .select(['id', 'type', 'amount', 'payment_method', 'created_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

import { supportAgeCutoff, supportMessageError, savedReplyErrors, SUPPORT_TEXTS } from '@arcvest/shared/rules';
import type { SavedReply, SupportHistory, SupportQueue, SupportQueueItem, SupportQueueQuery, SupportStaffThread } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import {
  assignSupportRequest,
  deleteSavedReply,
  findSupportRequest,
  insertSavedReply,
  insertSupportMessage,
  listSavedReplies,
  recentPlans,
  recentTransactions,
  supportQueue,
  type SupportQueueFilter,
  type SupportRequestListRow,
} from '../db/repositories/support';
import { findUserById } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { hasErrors, HttpError, invalidField, invalidFields, ruleSays } from '../errors';
import { linkLabelOf, messagesOf, moveStatus, statusAfter, summaryOf, type SupportService } from './support';
import type { NotificationService } from './notifications';

// The support desk, the staff's side (docs/support.md): the queue, replies, notes, taking and
// closing requests, saved replies. Every change is audited in its transaction.

const HISTORY_SIZE = 5;

function queueItemOf(row: SupportRequestListRow, linkLabel: string | null): SupportQueueItem {
  return {
    ...summaryOf(row, linkLabel),
    investor: { id: row.user_id, username: row.investor_username },
    assigned_to: row.assigned_to === null ? null : { id: row.assigned_to, username: row.assigned_username ?? '' },
  };
}

/** The cursor `{updated_at}~{id}` (its pattern checked by the schema) as the repository's position. */
function queueCursorOf(cursor: string | undefined): SupportQueueFilter['after'] {
  if (cursor === undefined) return null;
  const [updatedAt, id] = cursor.split('~');
  return { updatedAt, id: Number(id) };
}

function identityOf(user: UserRow): SupportHistory['identity'] {
  if (user.level >= 3) return 'verified';
  if (user.salary) return 'pending';
  return user.identity_rejection_reason ? 'rejected' : 'unverified';
}

export type SupportDeskService = ReturnType<typeof createSupportDeskService>;

export function createSupportDeskService(deps: { db: Db; now: () => Date; notifications: NotificationService; support: SupportService }) {
  const { db, now, notifications, support } = deps;

  async function requestOf(trx: Db, id: number): Promise<SupportRequestListRow> {
    const request = await findSupportRequest(trx, id);
    if (!request) throw new HttpError(404, SUPPORT_TEXTS.notFound);
    return request;
  }

  const audit = (trx: Db, staff: UserRow, action: string, request: Pick<SupportRequestListRow, 'id' | 'user_id'>, details: Record<string, unknown> = {}) =>
    recordAudit(trx, {
      actorId: staff.id,
      action,
      targetType: 'user',
      targetId: request.user_id,
      details: { request: request.id, ...details },
      at: now().toISOString(),
    });

  /** A page of the queue: one row more than asked tells whether another page follows. */
  async function queue(query: SupportQueueQuery): Promise<SupportQueue> {
    const limit = Number(query.limit);
    const status = !query.status || query.status === 'active' ? null : query.status;
    const filter = { status, category: query.category ?? null, updatedBefore: supportAgeCutoff(query.age ?? 'any', now()), after: queueCursorOf(query.after) };
    const rows = await supportQueue(db, filter, limit + 1);
    const page = rows.slice(0, limit);
    const items = await Promise.all(page.map(async (row) => queueItemOf(row, await linkLabelOf(db, row))));
    const last = page.at(-1);
    return { items, next_cursor: rows.length > limit && last ? `${last.updated_at}~${last.id}` : null };
  }

  async function read(id: number): Promise<SupportStaffThread> {
    const request = await requestOf(db, id);
    const investor = await findUserById(db, request.user_id);
    const [transactions, plans, messages, label] = await Promise.all([
      recentTransactions(db, request.user_id, HISTORY_SIZE),
      recentPlans(db, request.user_id, HISTORY_SIZE),
      messagesOf(db, id, true),
      linkLabelOf(db, request),
    ]);
    return {
      ...queueItemOf(request, label),
      messages,
      history: {
        transactions: transactions.map((row) => ({ ...row, amount: Number(row.amount) })),
        plans: plans.map((row) => ({ ...row, amount: Number(row.amount) })),
        identity: investor ? identityOf(investor) : 'unverified',
        level: investor?.level ?? 1,
      },
    };
  }

  async function reply(staff: UserRow, id: number, body: string, asksInvestor: boolean): Promise<void> {
    const error = ruleSays((translate) => supportMessageError(body, translate));
    if (error) throw invalidField('body', error);
    await db.transaction().execute(async (trx) => {
      const request = await requestOf(trx, id);
      const at = now().toISOString();
      const status = statusAfter(request, { kind: 'staff-reply', asksInvestor });
      await moveStatus(trx, request, status, at);
      await insertSupportMessage(trx, { request_id: id, author_id: staff.id, author_side: 'staff', body: body.trim(), internal: 0, created_at: at });
      await audit(trx, staff, 'support.reply', request, { status });
      await support.tellInvestor(trx, request);
    });
    notifications.kick();
  }

  async function note(staff: UserRow, id: number, body: string): Promise<void> {
    const error = ruleSays((translate) => supportMessageError(body, translate));
    if (error) throw invalidField('body', error);
    await db.transaction().execute(async (trx) => {
      const request = await requestOf(trx, id);
      await insertSupportMessage(trx, {
        request_id: id,
        author_id: staff.id,
        author_side: 'staff',
        body: body.trim(),
        internal: 1,
        created_at: now().toISOString(),
      });
      await audit(trx, staff, 'support.note', request);
    });
  }

  async function assign(staff: UserRow, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const request = await requestOf(trx, id);
      if (request.status === 'closed') throw new HttpError(409, SUPPORT_TEXTS.alreadyClosed);
      await assignSupportRequest(trx, id, staff.id);
      await audit(trx, staff, 'support.assign', request, { from: request.assigned_username });
    });
  }

  async function close(staff: UserRow, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const request = await requestOf(trx, id);
      await moveStatus(trx, request, statusAfter(request, { kind: 'close' }), now().toISOString());
      await audit(trx, staff, 'support.close', request);
    });
  }

  const savedReplies = (): Promise<SavedReply[]> => listSavedReplies(db);

  async function createSavedReply(staff: UserRow, input: { title: string; body: string }): Promise<SavedReply> {
    const errors = ruleSays((translate) => savedReplyErrors(input, translate));
    if (hasErrors(errors)) throw invalidFields(errors);
    const title = input.title.trim();
    const body = input.body.trim();
    return db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const id = await insertSavedReply(trx, { title, body, created_by: staff.id, created_at: at });
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'support.saved-reply.create',
        targetType: 'support_saved_reply',
        targetId: id,
        details: { title },
        at,
      });
      return { id, title, body };
    });
  }

  async function removeSavedReply(staff: UserRow, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (!(await deleteSavedReply(trx, id))) throw new HttpError(404, SUPPORT_TEXTS.savedReplyNotFound);
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'support.saved-reply.delete',
        targetType: 'support_saved_reply',
        targetId: id,
        details: {},
        at: now().toISOString(),
      });
    });
  }

  return { queue, read, reply, note, assign, close, savedReplies, createSavedReply, removeSavedReply };
}

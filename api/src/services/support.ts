import { randomBytes } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  MAX_SUPPORT_ATTACHMENT_BYTES,
  nextSupportStatus,
  openRequestLimitError,
  supportAttachmentErrors,
  supportAttachmentType,
  supportLinkLabel,
  supportMessageError,
  supportRequestErrors,
  supportConsoleUrl,
  supportThreadUrl,
  SUPPORT_LINK_TYPES,
  SUPPORT_TEXTS,
  type SupportCategory,
  type SupportEvent,
  type SupportLinkType,
  INBOX_NOTICES,
} from '@arcvest/shared/rules';
import type { SupportMessage, SupportRequestSummary, SupportThread } from '@arcvest/shared/schemas';
import { emailLinkBase, type Config } from '../config';
import type { Db } from '../db/database';
import { findOwnUserPlan } from '../db/repositories/user-plans';
import {
  countNotClosedRequests,
  findOwnTransaction,
  findSupportAttachment,
  findSupportRequest,
  insertSupportAttachment,
  insertSupportMessage,
  insertSupportRequest,
  listSupportAttachments,
  listSupportMessages,
  listUserSupportRequests,
  updateSupportStatus,
  type SupportRequestListRow,
} from '../db/repositories/support';
import { findUserById, lockUser } from '../db/repositories/users';
import type { SupportAttachmentRow, UserRow } from '../db/tables';
import { hasErrors, HttpError, invalidField, invalidFields, ruleSays } from '../errors';
import type { NamedUpload } from './images';
import { writerFor } from '../i18n';
import { tellStaff, tellUser } from './inbox';
import { supportInvestorMessageEmail, supportReplyEmail } from './notification-emails';
import type { NotificationService } from './notifications';

// The support desk, the investor's side and what the staff's side shares (docs/support.md).

export interface SupportForm {
  fields: Record<string, string>;
  files: NamedUpload[];
}

export interface SupportDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'port' | 'site'>;
  now: () => Date;
  notifications: NotificationService;
}

/** 422 naming every bad file at once, under `attachments`; nothing is stored. */
function checkAttachments(files: NamedUpload[]): void {
  const sized = files.map((file) => ({
    name: file.name,
    size: file.tooLarge ? MAX_SUPPORT_ATTACHMENT_BYTES + 1 : file.bytes.length,
    head: file.bytes.subarray(0, 16),
  }));
  const errors = ruleSays((translate) => ({ attachments: supportAttachmentErrors(sized, translate) }));
  if (errors.attachments.length > 0) throw invalidFields(errors);
}

async function storeAttachments(trx: Db, requestId: number, messageId: number, files: NamedUpload[], at: string): Promise<void> {
  for (const file of files) {
    const mime = supportAttachmentType(file.bytes);
    if (!mime) throw new Error('storeAttachments needs files checked by checkAttachments');
    // The name is only ever sent back as a download's file name: keep it short and plain.
    const name = file.name.replace(/[^\w. -]+/g, '_').slice(0, 100) || 'file';
    const id = randomBytes(16).toString('base64url');
    await insertSupportAttachment(trx, {
      id,
      message_id: messageId,
      request_id: requestId,
      name,
      mime,
      size: file.bytes.length,
      bytes: file.bytes,
      created_at: at,
    });
  }
}

/** The new status for `event`, or the 409 saying why the request takes no such thing now. */
export function statusAfter(request: SupportRequestListRow, event: SupportEvent) {
  const next = nextSupportStatus(request.status, event);
  if ('refused' in next) throw new HttpError(409, next.refused);
  return next.status;
}

/** Moves the request from the status it was read with; a change that landed meanwhile answers 409. */
export async function moveStatus(trx: Db, request: SupportRequestListRow, to: SupportRequestListRow['status'], at: string): Promise<void> {
  if (!(await updateSupportStatus(trx, request.id, { from: request.status, to, at }))) {
    throw new HttpError(409, SUPPORT_TEXTS.changedMeanwhile);
  }
}

export function summaryOf(row: SupportRequestListRow, linkLabel: string | null): SupportRequestSummary {
  return {
    id: row.id,
    category: row.category,
    subject: row.subject,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    link: row.link_type && row.link_id !== null && linkLabel !== null ? { type: row.link_type, id: row.link_id, label: linkLabel } : null,
  };
}

/** The linked item's label, read again (a deleted plan or transaction shows no link). */
export async function linkLabelOf(db: Db, row: Pick<SupportRequestListRow, 'user_id' | 'link_type' | 'link_id'>): Promise<string | null> {
  if (!row.link_type || row.link_id === null) return null;
  if (row.link_type === 'plan') {
    const plan = await findOwnUserPlan(db, row.user_id, row.link_id);
    return plan ? supportLinkLabel({ type: 'plan', id: plan.id, title: plan.title, amount: Number(plan.amount) }) : null;
  }
  const transaction = await findOwnTransaction(db, row.user_id, row.link_id);
  return transaction
    ? supportLinkLabel({
        type: 'transaction',
        id: transaction.id,
        kind: transaction.type,
        amount: Number(transaction.amount),
        coin: transaction.payment_method,
      })
    : null;
}

/** The thread's messages with their attachments; staff notes only when `withInternal`. */
export async function messagesOf(db: Db, requestId: number, withInternal: boolean): Promise<SupportMessage[]> {
  const [messages, attachments] = await Promise.all([listSupportMessages(db, requestId, withInternal), listSupportAttachments(db, requestId)]);
  return messages.map((message) => ({
    id: message.id,
    author: message.author_side,
    author_name: message.author_side === 'investor' ? message.author_username : message.author_firstname,
    body: message.body,
    internal: message.internal === 1,
    created_at: message.created_at,
    attachments: attachments.filter((file) => file.message_id === message.id).map(({ id, name, mime, size }) => ({ id, name, mime, size })),
  }));
}

export type SupportService = ReturnType<typeof createSupportService>;

export function createSupportService({ db, config, now, notifications }: SupportDeps) {
  const siteUrl = emailLinkBase(config);

  /** Staff hear of an investor's message: by email the assigned member, or the support address when nobody took it; every admin in the app. */
  async function tellStaffOf(trx: Db, request: Pick<SupportRequestListRow, 'id' | 'subject' | 'assigned_to' | 'user_id'>, investor: UserRow): Promise<void> {
    const assignee = request.assigned_to === null ? undefined : await findUserById(trx, request.assigned_to);
    const link = supportConsoleUrl(siteUrl, request.id);
    const staffMember = assignee && assignee.role === 'admin' ? assignee : undefined;
    // In the assigned member's language; the support address has no account, and reads English.
    const writer = await writerFor(staffMember?.locale ?? DEFAULT_LOCALE);
    const email = supportInvestorMessageEmail(writer, config.site.name, { id: request.id, subject: request.subject, username: investor.username }, link);
    // The support address has no account: the row is the investor's, the mail goes to the address.
    const recipient = staffMember ?? { id: investor.id, email: config.site.supportEmail };
    await notifications.queue(trx, recipient, email);
    await tellStaff(trx, INBOX_NOTICES.supportRequestWaiting(investor.username, request.subject, request.id), ['support'], now());
  }

  /** Tells the investor that staff replied, with a link to the thread: in the app and by email, as their preference says. */
  async function tellInvestor(trx: Db, request: Pick<SupportRequestListRow, 'id' | 'subject' | 'user_id'>): Promise<void> {
    const investor = await findUserById(trx, request.user_id);
    if (!investor || investor.deleted_at !== null) return;
    await tellUser(trx, investor, {
      notice: INBOX_NOTICES.supportReplied(request.subject, request.id),
      kinds: ['support'],
      at: now(),
      email: { outbox: notifications, text: (writer) => supportReplyEmail(writer, config.site.name, investor, request, supportThreadUrl(siteUrl, request.id)) },
    });
  }

  async function linkOf(user: UserRow, fields: Record<string, string>): Promise<{ link_type: SupportLinkType | null; link_id: number | null }> {
    const type = fields.link_type ?? '';
    const id = fields.link_id ?? '';
    if (type === '' && id === '') return { link_type: null, link_id: null };
    const known = (SUPPORT_LINK_TYPES as readonly string[]).includes(type) && /^[1-9][0-9]{0,14}$/.test(id);
    const owned = known && (type === 'plan' ? await findOwnUserPlan(db, user.id, Number(id)) : await findOwnTransaction(db, user.id, Number(id)));
    if (!owned) throw invalidField('link_id', SUPPORT_TEXTS.linkNotYours);
    return { link_type: type as SupportLinkType, link_id: Number(id) };
  }

  /** The investor's own request, else 404: another investor's request is not theirs to know of. */
  async function ownRequest(trx: Db, user: UserRow, id: number): Promise<SupportRequestListRow> {
    const request = await findSupportRequest(trx, id);
    if (!request || request.user_id !== user.id) throw new HttpError(404, SUPPORT_TEXTS.notFound);
    return request;
  }

  async function open(user: UserRow, form: SupportForm): Promise<number> {
    const text = { category: form.fields.category ?? '', subject: form.fields.subject ?? '', body: form.fields.body ?? '' };
    const errors = ruleSays((translate) => supportRequestErrors(text, translate));
    if (hasErrors(errors)) throw invalidFields(errors);
    checkAttachments(form.files);
    const link = await linkOf(user, form.fields);
    const id = await db.transaction().execute(async (trx) => {
      // The user's row is locked (PostgreSQL) so two requests sent at once count each other.
      await lockUser(trx, user.id);
      const notClosed = await countNotClosedRequests(trx, user.id);
      const limit = ruleSays((translate) => openRequestLimitError(notClosed, translate));
      if (limit) throw new HttpError(409, limit);
      const at = now().toISOString();
      const subject = text.subject.trim();
      const requestId = await insertSupportRequest(trx, {
        user_id: user.id,
        category: text.category as SupportCategory,
        subject,
        status: 'open',
        ...link,
        created_at: at,
        updated_at: at,
      });
      const messageId = await insertSupportMessage(trx, {
        request_id: requestId,
        author_id: user.id,
        author_side: 'investor',
        body: text.body.trim(),
        internal: 0,
        created_at: at,
      });
      await storeAttachments(trx, requestId, messageId, form.files, at);
      await tellStaffOf(trx, { id: requestId, subject, assigned_to: null, user_id: user.id }, user);
      return requestId;
    });
    notifications.kick();
    return id;
  }

  async function listMine(user: UserRow): Promise<SupportRequestSummary[]> {
    const rows = await listUserSupportRequests(db, user.id);
    return Promise.all(rows.map(async (row) => summaryOf(row, await linkLabelOf(db, row))));
  }

  async function readMine(user: UserRow, id: number): Promise<SupportThread> {
    const request = await ownRequest(db, user, id);
    return { ...summaryOf(request, await linkLabelOf(db, request)), messages: await messagesOf(db, id, false) };
  }

  async function reply(user: UserRow, id: number, form: SupportForm): Promise<void> {
    const body = form.fields.body ?? '';
    const error = ruleSays((translate) => supportMessageError(body, translate));
    if (error) throw invalidField('body', error);
    checkAttachments(form.files);
    await db.transaction().execute(async (trx) => {
      const request = await ownRequest(trx, user, id);
      const at = now().toISOString();
      await moveStatus(trx, request, statusAfter(request, { kind: 'investor-reply' }), at);
      const messageId = await insertSupportMessage(trx, {
        request_id: id,
        author_id: user.id,
        author_side: 'investor',
        body: body.trim(),
        internal: 0,
        created_at: at,
      });
      await storeAttachments(trx, id, messageId, form.files, at);
      await tellStaffOf(trx, request, user);
    });
    notifications.kick();
  }

  async function close(user: UserRow, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const request = await ownRequest(trx, user, id);
      await moveStatus(trx, request, statusAfter(request, { kind: 'close' }), now().toISOString());
    });
  }

  /** An attachment for the request's investor or any staff member; 404 for anyone else (as the request itself). */
  async function attachment(viewer: UserRow, requestId: number, attachmentId: string): Promise<SupportAttachmentRow> {
    const request = await findSupportRequest(db, requestId);
    if (!request || (request.user_id !== viewer.id && viewer.role !== 'admin')) throw new HttpError(404, SUPPORT_TEXTS.attachmentNotFound);
    const file = await findSupportAttachment(db, requestId, attachmentId);
    if (!file) throw new HttpError(404, SUPPORT_TEXTS.attachmentNotFound);
    return file;
  }

  return { open, listMine, readMine, reply, close, attachment, tellInvestor };
}

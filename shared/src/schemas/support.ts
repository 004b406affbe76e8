import { Type, type Static } from '@sinclair/typebox';
import { ID_PATTERN } from '../rules/limits';
import {
  MAX_SAVED_REPLY_TITLE_LENGTH,
  MAX_SUPPORT_MESSAGE_LENGTH,
  SUPPORT_AGE_FILTERS,
  SUPPORT_CATEGORIES,
  SUPPORT_LINK_TYPES,
  SUPPORT_STATUSES,
} from '../rules/support';
import { Cents, errorResponses, IdParams, Message, NullableText, StringEnum } from './common';
import { PageQuery } from './transactions';

// The support desk (docs/support.md): the investor's routes under /api/support, the staff's under /api/admin/support.

const support = { tags: ['support'] };

export const SupportCategorySchema = StringEnum(SUPPORT_CATEGORIES, { description: 'What the request is about' });
export const SupportStatusSchema = StringEnum(SUPPORT_STATUSES, { description: 'open, waiting (for the investor), answered, closed' });

export const SupportLink = Type.Object({
  type: StringEnum(SUPPORT_LINK_TYPES),
  id: Type.Integer(),
  label: Type.String({ description: 'The transaction or plan in a few words' }),
});
export type SupportLink = Static<typeof SupportLink>;

export const SupportAttachment = Type.Object({
  id: Type.String(),
  name: Type.String({ description: 'The file name as uploaded, for the download' }),
  mime: Type.String({ description: 'The type read from its bytes' }),
  size: Type.Integer({ description: 'Bytes' }),
});
export type SupportAttachment = Static<typeof SupportAttachment>;

export const SupportMessage = Type.Object({
  id: Type.Integer(),
  author: StringEnum(['investor', 'staff'] as const),
  author_name: Type.String({ description: "The investor's username, or the staff member's first name" }),
  body: Type.String(),
  internal: Type.Boolean({ description: 'A staff note the investor never sees (never sent to the investor)' }),
  created_at: Type.String(),
  attachments: Type.Array(SupportAttachment),
});
export type SupportMessage = Static<typeof SupportMessage>;

export const SupportRequestSummary = Type.Object({
  id: Type.Integer(),
  category: SupportCategorySchema,
  subject: Type.String(),
  status: SupportStatusSchema,
  created_at: Type.String(),
  updated_at: Type.String({ description: 'The last message or change' }),
  link: Type.Union([SupportLink, Type.Null()], { description: "One of the investor's transactions or plans, when the request is about it" }),
});
export type SupportRequestSummary = Static<typeof SupportRequestSummary>;

export const SupportRequestList = Type.Object({ items: Type.Array(SupportRequestSummary) });
export type SupportRequestList = Static<typeof SupportRequestList>;

export const SupportThread = Type.Composite([SupportRequestSummary, Type.Object({ messages: Type.Array(SupportMessage) })]);
export type SupportThread = Static<typeof SupportThread>;

export const SupportPerson = Type.Object({ id: Type.Integer(), username: Type.String() });

export const SupportQueueItem = Type.Composite([
  SupportRequestSummary,
  Type.Object({
    investor: SupportPerson,
    assigned_to: Type.Union([SupportPerson, Type.Null()], { description: 'The staff member who took it; null: unassigned' }),
  }),
]);
export type SupportQueueItem = Static<typeof SupportQueueItem>;

export const SupportQueue = Type.Object({
  items: Type.Array(SupportQueueItem),
  next_cursor: NullableText({ description: 'Pass as `after` for the next page; null when there is none' }),
});
export type SupportQueue = Static<typeof SupportQueue>;

export const SupportHistory = Type.Object({
  transactions: Type.Array(
    Type.Object({ id: Type.Integer(), type: Type.String(), status: Type.String(), amount: Cents(), payment_method: NullableText(), created_at: Type.String() }),
    { description: 'The last 5, newest first' },
  ),
  plans: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), amount: Cents(), status: Type.String(), started_at: Type.String() }), {
    description: 'The last 5, newest first',
  }),
  identity: StringEnum(['unverified', 'pending', 'verified', 'rejected'] as const, { description: "Where the investor's identity check stands" }),
  level: Type.Integer(),
});
export type SupportHistory = Static<typeof SupportHistory>;

export const SupportStaffThread = Type.Composite([SupportQueueItem, Type.Object({ messages: Type.Array(SupportMessage), history: SupportHistory })]);
export type SupportStaffThread = Static<typeof SupportStaffThread>;

/** Where a page of the queue ends: the last request's last activity and id (the queue's order). */
export const SUPPORT_QUEUE_CURSOR_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z~[1-9][0-9]{0,15}$';

export const SupportQueueQuery = Type.Object({
  limit: PageQuery.properties.limit,
  after: Type.Optional(Type.String({ pattern: SUPPORT_QUEUE_CURSOR_PATTERN, description: 'The next_cursor of the page before' })),
  status: Type.Optional(StringEnum(['active', ...SUPPORT_STATUSES] as const, { description: 'active (default): every status but closed' })),
  category: Type.Optional(SupportCategorySchema),
  age: Type.Optional(StringEnum(SUPPORT_AGE_FILTERS, { description: 'Last activity older than a day, 3 days, a week' })),
});
export type SupportQueueQuery = Static<typeof SupportQueueQuery>;

const Body = Type.String({ maxLength: MAX_SUPPORT_MESSAGE_LENGTH, description: `The text, 1 to ${MAX_SUPPORT_MESSAGE_LENGTH} characters` });

export const StaffReplyBody = Type.Object({
  body: Body,
  asks_investor: Type.Boolean({ description: 'The reply asks the investor for something: the request waits for them' }),
});
export type StaffReplyBody = Static<typeof StaffReplyBody>;

export const SupportNoteBody = Type.Object({ body: Body });
export type SupportNoteBody = Static<typeof SupportNoteBody>;

export const SavedReply = Type.Object({ id: Type.Integer(), title: Type.String(), body: Type.String() });
export type SavedReply = Static<typeof SavedReply>;
export const SavedReplyList = Type.Object({ items: Type.Array(SavedReply) });
export type SavedReplyList = Static<typeof SavedReplyList>;
export const SavedReplyBody = Type.Object({ title: Type.String({ maxLength: MAX_SAVED_REPLY_TITLE_LENGTH }), body: Body });
export type SavedReplyBody = Static<typeof SavedReplyBody>;

const attachmentField = (n: number) =>
  Type.Optional(Type.String({ format: 'binary', description: `Attachment ${n}: a PNG, JPEG, GIF, WebP image or a PDF by its bytes, at most 5 MB` }));
const attachmentFields = { attachment_1: attachmentField(1), attachment_2: attachmentField(2), attachment_3: attachmentField(3) };

/** The new-request form (multipart/form-data); the service checks it with the shared rules. */
export const SupportRequestForm = Type.Object({
  category: Type.String({ description: SUPPORT_CATEGORIES.join(', ') }),
  subject: Type.String(),
  body: Type.String(),
  link_type: Type.Optional(Type.String({ description: 'transaction or plan, with link_id: one of your own' })),
  link_id: Type.Optional(Type.String({ pattern: ID_PATTERN })),
  ...attachmentFields,
});

export const SupportReplyForm = Type.Object({ body: Type.String(), ...attachmentFields });

export const SupportOpened = Type.Object({ message: Type.String(), id: Type.Integer({ description: 'The new request' }) });
export type SupportOpened = Static<typeof SupportOpened>;

export const AttachmentParams = Type.Object({
  id: Type.String({ pattern: ID_PATTERN, description: 'The request' }),
  attachmentId: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }),
});

const fileAnswer = Type.Unsafe<Uint8Array>({ description: 'The file, as an attachment, with the type read from its bytes', type: 'string', format: 'binary' });

export const openSupportRequestSchema = {
  ...support,
  summary: 'Open a support request, with up to three attachments (multipart; at most 3 not closed)',
  consumes: ['multipart/form-data'],
  multipartForm: SupportRequestForm,
  response: { 201: SupportOpened, ...errorResponses(400, 409, 413, 415, 422) },
};

export const mySupportRequestsSchema = { ...support, summary: 'My support requests, the latest activity first', response: { 200: SupportRequestList } };

export const mySupportRequestSchema = {
  ...support,
  summary: 'One of my support requests with its messages (never the staff notes)',
  params: IdParams,
  response: { 200: SupportThread, ...errorResponses(404) },
};

export const replySupportRequestSchema = {
  ...support,
  summary: 'Reply to my request (multipart, up to three attachments): it is open again for staff',
  consumes: ['multipart/form-data'],
  multipartForm: SupportReplyForm,
  params: IdParams,
  response: { 201: Message, ...errorResponses(400, 404, 409, 413, 415, 422) },
};

export const closeSupportRequestSchema = { ...support, summary: 'Close my request', params: IdParams, response: { 200: Message, ...errorResponses(404, 409) } };

export const supportAttachmentSchema = {
  ...support,
  summary: "A request's attachment, for its investor and staff: always downloaded, never shown inline",
  params: AttachmentParams,
  response: { 200: fileAnswer, ...errorResponses(404) },
};

const staffSupport = { tags: ['support'] };

export const supportQueueSchema = {
  ...staffSupport,
  summary: 'The support queue, the oldest activity first, paged; filter by status, category and age (staff)',
  querystring: SupportQueueQuery,
  response: { 200: SupportQueue, ...errorResponses(422) },
};

export const staffSupportRequestSchema = {
  ...staffSupport,
  summary: "A request with its internal notes and the investor's recent history (staff)",
  params: IdParams,
  response: { 200: SupportStaffThread, ...errorResponses(404) },
};

export const staffReplySchema = {
  ...staffSupport,
  summary: 'Reply to the investor: answered, or waiting for them; emailed with a link (staff)',
  params: IdParams,
  body: StaffReplyBody,
  response: { 201: Message, ...errorResponses(404, 409) },
};

export const supportNoteSchema = {
  ...staffSupport,
  summary: 'Add an internal note the investor never sees (staff)',
  params: IdParams,
  body: SupportNoteBody,
  response: { 201: Message, ...errorResponses(404) },
};

export const assignSupportRequestSchema = {
  ...staffSupport,
  summary: 'Take the request: assign it to me (staff)',
  params: IdParams,
  response: { 200: Message, ...errorResponses(404, 409) },
};

export const staffCloseSupportRequestSchema = {
  ...staffSupport,
  summary: 'Close the request (staff)',
  params: IdParams,
  response: { 200: Message, ...errorResponses(404, 409) },
};

export const savedRepliesSchema = { ...staffSupport, summary: 'Saved replies, by title (staff)', response: { 200: SavedReplyList } };

export const createSavedReplySchema = {
  ...staffSupport,
  summary: 'Save a reply for reuse (staff)',
  body: SavedReplyBody,
  response: { 201: Type.Object({ message: Type.String(), reply: SavedReply }) },
};

export const deleteSavedReplySchema = {
  ...staffSupport,
  summary: 'Delete a saved reply (staff)',
  params: IdParams,
  response: { 200: Message, ...errorResponses(404) },
};

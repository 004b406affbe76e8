import type { FieldErrors } from './field-errors';
import { MAX_IMAGE_BYTES, sniffImageType } from './images';
import { helpRequestPath, supportRequestPath } from '../routes/paths';
import { formatUsd } from './money';
import { englishTexts, inEnglish, type Message, type Translate } from './messages';

// The support desk (docs/support.md): categories, the status machine, limits and their messages,
// written once for the pages and the API.

export const SUPPORT_CATEGORIES = ['deposit', 'withdrawal', 'plan', 'identity', 'account', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** Each category's name, in the reader's language where a page shows it. */
export const SUPPORT_CATEGORY_TEXTS: Record<SupportCategory, Message> = {
  deposit: /*i18n*/ { id: 'rules.support.category.deposit', message: 'Deposit' },
  withdrawal: /*i18n*/ { id: 'rules.support.category.withdrawal', message: 'Withdrawal' },
  plan: /*i18n*/ { id: 'rules.support.category.plan', message: 'Plan' },
  identity: /*i18n*/ { id: 'rules.support.category.identity', message: 'Identity' },
  account: /*i18n*/ { id: 'rules.support.category.account', message: 'Account' },
  other: /*i18n*/ { id: 'rules.support.category.other', message: 'Other' },
};

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = englishTexts(SUPPORT_CATEGORY_TEXTS);

/** What the investor's forms check and say themselves (the API says them in English through SUPPORT_MESSAGES). */
const SUPPORT_FORM_TEXTS = {
  categoryRequired: /*i18n*/ { id: 'rules.support.categoryRequired', message: 'Choose what the request is about.' },
  subjectRequired: /*i18n*/ { id: 'rules.support.subjectRequired', message: 'Write a subject.' },
  subjectTooLong: /*i18n*/ { id: 'rules.support.subjectTooLong', message: 'The subject may be at most {max} characters.' },
  bodyRequired: /*i18n*/ { id: 'rules.support.bodyRequired', message: 'Write a message.' },
  bodyTooLong: /*i18n*/ { id: 'rules.support.bodyTooLong', message: 'The message may be at most {max} characters.' },
  tooManyAttachments: /*i18n*/ { id: 'rules.support.tooManyAttachments', message: 'Attach at most {max} files to a message.' },
  attachmentTooLarge: /*i18n*/ { id: 'rules.support.attachmentTooLarge', message: '{name} is larger than {mb} MB.' },
  attachmentType: /*i18n*/ { id: 'rules.support.attachmentType', message: '{name} is not a PNG, JPEG, GIF, WebP image or a PDF.' },
  attachmentEmpty: /*i18n*/ { id: 'rules.support.attachmentEmpty', message: '{name} is empty.' },
  attachmentHint: /*i18n*/ { id: 'rules.support.attachmentHint', message: 'Up to {max} images (PNG, JPEG, GIF, WebP) or PDFs, at most {mb} MB each.' },
  titleRequired: /*i18n*/ { id: 'rules.support.titleRequired', message: 'Give the saved reply a title.' },
  titleTooLong: /*i18n*/ { id: 'rules.support.titleTooLong', message: 'The title may be at most {max} characters.' },
};

export const SUPPORT_STATUSES = ['open', 'waiting', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** Each status's name, in the reader's language where a page shows it. */
export const SUPPORT_STATUS_TEXTS: Record<SupportStatus, Message> = {
  open: /*i18n*/ { id: 'rules.support.status.open', message: 'Open' },
  waiting: /*i18n*/ { id: 'rules.support.status.waiting', message: 'Waiting for you' },
  answered: /*i18n*/ { id: 'rules.support.status.answered', message: 'Answered' },
  closed: /*i18n*/ { id: 'rules.support.status.closed', message: 'Closed' },
};

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = englishTexts(SUPPORT_STATUS_TEXTS);

/** What a request may link: one of the investor's own transactions or plans. */
export const SUPPORT_LINK_TYPES = ['transaction', 'plan'] as const;
export type SupportLinkType = (typeof SUPPORT_LINK_TYPES)[number];

/** Something that happens to a request; `asksInvestor`: the staff reply asks the investor for something. */
export type SupportEvent = { kind: 'investor-reply' } | { kind: 'staff-reply'; asksInvestor: boolean } | { kind: 'note' } | { kind: 'close' };

/** What the API answers about support requests, for each reader to read in their language. */
export const SUPPORT_TEXTS = {
  opened: /*i18n*/ { id: 'rules.support.opened', message: 'Your request was sent. We will answer by email and here.' },
  replied: /*i18n*/ { id: 'rules.support.replied', message: 'Reply sent.' },
  noteAdded: /*i18n*/ { id: 'rules.support.noteAdded', message: 'Internal note added.' },
  closed: /*i18n*/ { id: 'rules.support.closed', message: 'Request closed.' },
  closeFailed: /*i18n*/ { id: 'rules.support.closeFailed', message: 'The request could not be closed. Please try again.' },
  assigned: /*i18n*/ { id: 'rules.support.assigned', message: 'The request is assigned to you.' },
  savedReplyCreated: /*i18n*/ { id: 'rules.support.savedReplyCreated', message: 'Saved reply created.' },
  savedReplyDeleted: /*i18n*/ { id: 'rules.support.savedReplyDeleted', message: 'Saved reply deleted.' },
  notFound: /*i18n*/ { id: 'rules.support.notFound', message: 'Support request not found.' },
  attachmentNotFound: /*i18n*/ { id: 'rules.support.attachmentNotFound', message: 'Attachment not found.' },
  savedReplyNotFound: /*i18n*/ { id: 'rules.support.savedReplyNotFound', message: 'Saved reply not found.' },
  closedRefused: /*i18n*/ { id: 'rules.support.closedRefused', message: 'This request is closed. Open a new request if you still need help.' },
  alreadyClosed: /*i18n*/ { id: 'rules.support.alreadyClosed', message: 'This request is already closed.' },
  changedMeanwhile: /*i18n*/ { id: 'rules.support.changedMeanwhile', message: 'This request changed meanwhile. Reload it and try again.' },
  tooManyOpen: /*i18n*/ {
    id: 'rules.support.tooManyOpen',
    message: 'You already have {limit} requests in progress. Close one, or add to it, before opening another.',
  },
  linkNotYours: /*i18n*/ { id: 'rules.support.linkNotYours', message: 'That transaction or plan is not one of yours.' },
} satisfies Record<string, Message>;

const { tooManyOpen, ...plainSupportTexts } = SUPPORT_TEXTS;

/** The same in English, for the pages that still say them as plain strings. */
export const SUPPORT_MESSAGES = {
  ...englishTexts(plainSupportTexts),
  tooManyOpen: (limit: number) => inEnglish({ ...tooManyOpen, values: { limit } }),
  categoryRequired: inEnglish(SUPPORT_FORM_TEXTS.categoryRequired),
  subjectRequired: inEnglish(SUPPORT_FORM_TEXTS.subjectRequired),
  subjectTooLong: (max: number) => inEnglish({ ...SUPPORT_FORM_TEXTS.subjectTooLong, values: { max } }),
  bodyRequired: inEnglish(SUPPORT_FORM_TEXTS.bodyRequired),
  bodyTooLong: (max: number) => inEnglish({ ...SUPPORT_FORM_TEXTS.bodyTooLong, values: { max } }),
  titleRequired: inEnglish(SUPPORT_FORM_TEXTS.titleRequired),
  titleTooLong: (max: number) => inEnglish({ ...SUPPORT_FORM_TEXTS.titleTooLong, values: { max } }),
  tooManyAttachments: (max: number) => inEnglish({ ...SUPPORT_FORM_TEXTS.tooManyAttachments, values: { max } }),
  attachmentTooLarge: (name: string, mb: number) => inEnglish({ ...SUPPORT_FORM_TEXTS.attachmentTooLarge, values: { name, mb } }),
  attachmentType: (name: string) => inEnglish({ ...SUPPORT_FORM_TEXTS.attachmentType, values: { name } }),
  attachmentEmpty: (name: string) => inEnglish({ ...SUPPORT_FORM_TEXTS.attachmentEmpty, values: { name } }),
} as const;

/** At most this many requests not closed per investor. */
export const MAX_OPEN_SUPPORT_REQUESTS = 3;
export const MAX_SUPPORT_SUBJECT_LENGTH = 120;
export const MAX_SUPPORT_MESSAGE_LENGTH = 5000;
export const MAX_SAVED_REPLY_TITLE_LENGTH = 80;
export const MAX_SUPPORT_ATTACHMENTS = 3;
/** Each attachment: the identity upload's limit. */
export const MAX_SUPPORT_ATTACHMENT_BYTES = MAX_IMAGE_BYTES;
const MAX_ATTACHMENT_MB = MAX_SUPPORT_ATTACHMENT_BYTES / 1024 / 1024;

/** What the attachment picker says it takes, in the reader's language. */
export function supportAttachmentHint(translate: Translate = inEnglish): string {
  return translate({ ...SUPPORT_FORM_TEXTS.attachmentHint, values: { max: MAX_SUPPORT_ATTACHMENTS, mb: MAX_ATTACHMENT_MB } });
}

export const SUPPORT_ATTACHMENT_HINT = supportAttachmentHint();
/** What the file picker offers; the bytes decide (supportAttachmentType). */
export const SUPPORT_ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

export type SupportAttachmentMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf';

/** An attachment's type by its own first bytes (never its name or declared type), or null. */
export function supportAttachmentType(head: Uint8Array): SupportAttachmentMime | null {
  const image = sniffImageType(head);
  if (image) return image;
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
  return pdf.every((byte, index) => head[index] === byte) ? 'application/pdf' : null;
}

/** A chosen or uploaded file as far as the rules need it: its name, size and first bytes. */
export interface SupportFile {
  name: string;
  size: number;
  head: Uint8Array;
}

/** Why one file cannot be attached, or null. */
export function supportAttachmentError(file: SupportFile, translate: Translate = inEnglish): string | null {
  const name = file.name;
  if (file.size === 0) return translate({ ...SUPPORT_FORM_TEXTS.attachmentEmpty, values: { name } });
  if (file.size > MAX_SUPPORT_ATTACHMENT_BYTES) return translate({ ...SUPPORT_FORM_TEXTS.attachmentTooLarge, values: { name, mb: MAX_ATTACHMENT_MB } });
  if (!supportAttachmentType(file.head)) return translate({ ...SUPPORT_FORM_TEXTS.attachmentType, values: { name } });
  return null;
}

/** Every message about a message's files: too many, then each file's own. */
export function supportAttachmentErrors(files: readonly SupportFile[], translate: Translate = inEnglish): string[] {
  if (files.length > MAX_SUPPORT_ATTACHMENTS) return [translate({ ...SUPPORT_FORM_TEXTS.tooManyAttachments, values: { max: MAX_SUPPORT_ATTACHMENTS } })];
  return files.map((file) => supportAttachmentError(file, translate)).filter((error): error is string => error !== null);
}

/** Why a message's text cannot be sent, or null. */
export function supportMessageError(body: string, translate: Translate = inEnglish): string | null {
  if (body.trim() === '') return translate(SUPPORT_FORM_TEXTS.bodyRequired);
  if (body.length > MAX_SUPPORT_MESSAGE_LENGTH) return translate({ ...SUPPORT_FORM_TEXTS.bodyTooLong, values: { max: MAX_SUPPORT_MESSAGE_LENGTH } });
  return null;
}

/** A reply's or a note's field errors. */
export function supportReplyErrors(form: { body: string }, translate: Translate = inEnglish): FieldErrors {
  const error = supportMessageError(form.body, translate);
  return error ? { body: [error] } : {};
}

export interface SupportRequestForm {
  category: string;
  subject: string;
  body: string;
}

/** A new request's field errors (empty when it may be sent); files are checked by supportAttachmentErrors. */
export function supportRequestErrors(form: SupportRequestForm, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  if (!(SUPPORT_CATEGORIES as readonly string[]).includes(form.category)) errors.category = [translate(SUPPORT_FORM_TEXTS.categoryRequired)];
  if (form.subject.trim() === '') errors.subject = [translate(SUPPORT_FORM_TEXTS.subjectRequired)];
  else if (form.subject.length > MAX_SUPPORT_SUBJECT_LENGTH)
    errors.subject = [translate({ ...SUPPORT_FORM_TEXTS.subjectTooLong, values: { max: MAX_SUPPORT_SUBJECT_LENGTH } })];
  const body = supportMessageError(form.body, translate);
  if (body) errors.body = [body];
  return errors;
}

/** A saved reply's field errors. */
export function savedReplyErrors(form: { title: string; body: string }, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  if (form.title.trim() === '') errors.title = [translate(SUPPORT_FORM_TEXTS.titleRequired)];
  else if (form.title.length > MAX_SAVED_REPLY_TITLE_LENGTH)
    errors.title = [translate({ ...SUPPORT_FORM_TEXTS.titleTooLong, values: { max: MAX_SAVED_REPLY_TITLE_LENGTH } })];
  const body = supportMessageError(form.body, translate);
  if (body) errors.body = [body];
  return errors;
}

/** Whether an investor with `notClosed` requests in progress may open another: null, or why not. */
export function openRequestLimitError(notClosed: number, translate: Translate = inEnglish): string | null {
  return notClosed >= MAX_OPEN_SUPPORT_REQUESTS ? translate({ ...tooManyOpen, values: { limit: MAX_OPEN_SUPPORT_REQUESTS } }) : null;
}

/**
 * The status machine (docs/support.md#statuses): an investor's message makes a request open; a
 * staff reply makes it answered, or waiting for the investor when it asks them for something; a
 * note changes nothing; either side may close. A closed request takes no reply and no second
 * close: the investor opens a new one, so a closed thread stays as it was when it was closed.
 */
export function nextSupportStatus(current: SupportStatus, event: SupportEvent): { status: SupportStatus } | { refused: Message } {
  if (event.kind === 'note') return { status: current };
  if (current === 'closed') return { refused: event.kind === 'close' ? SUPPORT_TEXTS.alreadyClosed : SUPPORT_TEXTS.closedRefused };
  switch (event.kind) {
    case 'investor-reply':
      return { status: 'open' };
    case 'staff-reply':
      return { status: event.asksInvestor ? 'waiting' : 'answered' };
    case 'close':
      return { status: 'closed' };
  }
}

/** The queue's age filter: requests whose last activity is older than this. */
export const SUPPORT_AGE_FILTERS = ['any', '1d', '3d', '7d'] as const;
export type SupportAgeFilter = (typeof SUPPORT_AGE_FILTERS)[number];

/** Each age filter's name, in the reader's language where a page shows it. */
export const SUPPORT_AGE_TEXTS: Record<SupportAgeFilter, Message> = {
  any: /*i18n*/ { id: 'rules.support.age.any', message: 'Any age' },
  '1d': /*i18n*/ { id: 'rules.support.age.1d', message: 'Older than a day' },
  '3d': /*i18n*/ { id: 'rules.support.age.3d', message: 'Older than 3 days' },
  '7d': /*i18n*/ { id: 'rules.support.age.7d', message: 'Older than a week' },
};

export const SUPPORT_AGE_LABELS: Record<SupportAgeFilter, string> = englishTexts(SUPPORT_AGE_TEXTS);

const AGE_DAYS: Record<SupportAgeFilter, number> = { any: 0, '1d': 1, '3d': 3, '7d': 7 };

/** The latest activity time a request may have to pass the age filter, or null for any. */
export function supportAgeCutoff(age: SupportAgeFilter, now: Date): string | null {
  return age === 'any' ? null : new Date(now.getTime() - AGE_DAYS[age] * 86_400_000).toISOString();
}

/** A linked item in a few words: "Deposit #12, $500.00 in BTC" or "Plan #3: Growth, $1,000.00". */
export function supportLinkLabel(
  link: { type: 'transaction'; id: number; kind: string; amount: number; coin: string | null } | { type: 'plan'; id: number; title: string; amount: number },
): string {
  if (link.type === 'plan') return `Plan #${link.id}: ${link.title}, ${formatUsd(link.amount)}`;
  const kind = link.kind.charAt(0).toUpperCase() + link.kind.slice(1);
  return `${kind} #${link.id}, ${formatUsd(link.amount)}${link.coin && link.coin !== 'BALANCE' ? ` in ${link.coin}` : ''}`;
}

/** The investor's link in a reply's email: the thread page. */
export function supportThreadUrl(siteUrl: string, requestId: number): string {
  return new URL(helpRequestPath(requestId), siteUrl).toString();
}

/** The staff's link in an investor's message email: the request in the console. */
export function supportConsoleUrl(siteUrl: string, requestId: number): string {
  return new URL(supportRequestPath(requestId), siteUrl).toString();
}

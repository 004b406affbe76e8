import { setupI18n } from '@lingui/core';
import {
  MAX_SUPPORT_ATTACHMENT_BYTES,
  MAX_SUPPORT_MESSAGE_LENGTH,
  MAX_SUPPORT_SUBJECT_LENGTH,
  nextSupportStatus,
  openRequestLimitError,
  savedReplyErrors,
  supportAgeCutoff,
  supportLinkLabel,
  supportAttachmentErrors,
  supportAttachmentType,
  supportRequestErrors,
  SUPPORT_AGE_LABELS,
  SUPPORT_AGE_TEXTS,
  SUPPORT_MESSAGES,
  SUPPORT_TEXTS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUS_TEXTS,
} from './support';
import { loadSignedInRuleMessages } from './rule-messages';
import type { Translate } from './messages';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_HEAD = Uint8Array.from(Buffer.from('%PDF-1.7'));
const HTML_HEAD = Uint8Array.from(Buffer.from('<html><script>'));
const file = (name: string, head: Uint8Array, size = 1000) => ({ name, head, size });

describe('support request status machine', () => {
  it("an investor's message opens; a staff reply answers, or waits for the investor when it asks for something", () => {
    expect(nextSupportStatus('answered', { kind: 'investor-reply' })).toEqual({ status: 'open' });
    expect(nextSupportStatus('waiting', { kind: 'investor-reply' })).toEqual({ status: 'open' });
    expect(nextSupportStatus('open', { kind: 'staff-reply', asksInvestor: false })).toEqual({ status: 'answered' });
    expect(nextSupportStatus('open', { kind: 'staff-reply', asksInvestor: true })).toEqual({ status: 'waiting' });
  });

  it('a note changes nothing, even on a closed request; either side closes once', () => {
    expect(nextSupportStatus('waiting', { kind: 'note' })).toEqual({ status: 'waiting' });
    expect(nextSupportStatus('closed', { kind: 'note' })).toEqual({ status: 'closed' });
    expect(nextSupportStatus('open', { kind: 'close' })).toEqual({ status: 'closed' });
    expect(nextSupportStatus('closed', { kind: 'close' })).toEqual({ refused: SUPPORT_TEXTS.alreadyClosed });
  });

  it('a closed request takes no reply from either side', () => {
    expect(nextSupportStatus('closed', { kind: 'investor-reply' })).toEqual({ refused: SUPPORT_TEXTS.closedRefused });
    expect(nextSupportStatus('closed', { kind: 'staff-reply', asksInvestor: false })).toEqual({ refused: SUPPORT_TEXTS.closedRefused });
  });
});

describe('support limits', () => {
  it('at most three requests in progress', () => {
    expect(openRequestLimitError(2)).toBeNull();
    expect(openRequestLimitError(3)).toBe('You already have 3 requests in progress. Close one, or add to it, before opening another.');
  });

  it('a request needs a category from the list, a subject and a message within their lengths', () => {
    expect(supportRequestErrors({ category: 'deposit', subject: 'Late', body: 'Where is it?' })).toEqual({});
    expect(supportRequestErrors({ category: 'bitcoin', subject: '  ', body: '' })).toEqual({
      category: ['Choose what the request is about.'],
      subject: ['Write a subject.'],
      body: ['Write a message.'],
    });
    expect(
      supportRequestErrors({ category: 'other', subject: 'x'.repeat(MAX_SUPPORT_SUBJECT_LENGTH + 1), body: 'x'.repeat(MAX_SUPPORT_MESSAGE_LENGTH + 1) }),
    ).toEqual({ subject: ['The subject may be at most 120 characters.'], body: ['The message may be at most 5000 characters.'] });
    expect(supportRequestErrors({ category: 'other', subject: 'x'.repeat(MAX_SUPPORT_SUBJECT_LENGTH), body: 'x'.repeat(MAX_SUPPORT_MESSAGE_LENGTH) })).toEqual(
      {},
    );
  });

  it('a saved reply needs a title and a body', () => {
    expect(savedReplyErrors({ title: '', body: 'Hello' })).toEqual({ title: ['Give the saved reply a title.'] });
    expect(savedReplyErrors({ title: 'Greeting', body: 'Hello' })).toEqual({});
    expect(savedReplyErrors({ title: 'x'.repeat(81), body: 'Hello' })).toEqual({ title: ['The title may be at most 80 characters.'] });
    expect(SUPPORT_MESSAGES.titleTooLong(80)).toBe('The title may be at most 80 characters.');
  });

  it("says the saved reply's checks, the statuses and the age filters in the reader's language", async () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: await loadSignedInRuleMessages('es') } });
    const _: Translate = (message) => i18n._(message);
    expect(savedReplyErrors({ title: '', body: '' }, _)).toEqual({ title: ['Ponga un título a la respuesta guardada.'], body: ['Escriba un mensaje.'] });
    expect(savedReplyErrors({ title: 'x'.repeat(81), body: 'Hola' }, _)).toEqual({ title: ['El título puede tener como máximo 80 caracteres.'] });
    expect(_(SUPPORT_STATUS_TEXTS.waiting)).toBe('Esperando su respuesta');
    expect(_(SUPPORT_AGE_TEXTS['7d'])).toBe('Más antiguas de una semana');
    expect(SUPPORT_STATUS_LABELS.waiting).toBe('Waiting for you');
    expect(SUPPORT_AGE_LABELS['3d']).toBe('Older than 3 days');
  });
});

describe('support attachments', () => {
  it('are typed by their bytes: images and PDFs, never HTML whatever the name', () => {
    expect(supportAttachmentType(PNG_HEAD)).toBe('image/png');
    expect(supportAttachmentType(PDF_HEAD)).toBe('application/pdf');
    expect(supportAttachmentType(HTML_HEAD)).toBeNull();
    expect(supportAttachmentErrors([file('page.pdf', HTML_HEAD)])).toEqual(['page.pdf is not a PNG, JPEG, GIF, WebP image or a PDF.']);
  });

  it('at most three, each at most 5 MB and not empty', () => {
    expect(supportAttachmentErrors([file('a.png', PNG_HEAD), file('b.pdf', PDF_HEAD), file('c.png', PNG_HEAD)])).toEqual([]);
    expect(supportAttachmentErrors([1, 2, 3, 4].map((n) => file(`${n}.png`, PNG_HEAD)))).toEqual(['Attach at most 3 files to a message.']);
    expect(supportAttachmentErrors([file('big.png', PNG_HEAD, MAX_SUPPORT_ATTACHMENT_BYTES + 1)])).toEqual(['big.png is larger than 5 MB.']);
    expect(supportAttachmentErrors([file('max.png', PNG_HEAD, MAX_SUPPORT_ATTACHMENT_BYTES)])).toEqual([]);
    expect(supportAttachmentErrors([file('none.png', PNG_HEAD, 0)])).toEqual(['none.png is empty.']);
  });
});

it("the queue's age filter gives the latest activity time that passes", () => {
  const now = new Date('2026-05-10T12:00:00Z');
  expect(supportAgeCutoff('any', now)).toBeNull();
  expect(supportAgeCutoff('3d', now)).toBe('2026-05-07T12:00:00.000Z');
});

it('a linked item is named in a few words', () => {
  expect(supportLinkLabel({ type: 'transaction', id: 12, kind: 'deposit', amount: 500_00, coin: 'BTC' })).toBe('Deposit #12, $500.00 in BTC');
  expect(supportLinkLabel({ type: 'transaction', id: 13, kind: 'withdrawal', amount: 20_00, coin: 'BALANCE' })).toBe('Withdrawal #13, $20.00');
  expect(supportLinkLabel({ type: 'plan', id: 3, title: 'Growth', amount: 1_000_00 })).toBe('Plan #3: Growth, $1,000.00');
});

import { useState } from 'react';
import { activeLocale, Button, getRuntimeConfig, readToken, useLingui, useToast } from '@arcvest/shared';
import { formatDateTime } from '../rules/dates';
import { SUPPORT_MESSAGES, SUPPORT_STATUS_LABELS, type SupportStatus } from '../rules/support';
import type { SupportMessage } from '../types';
import { resolveApiUrl } from './api-image';
import { useConfirmedAction } from './confirmed-action';
import './support-thread.css';

const TEXTS = {
  closeTitle: /*i18n*/ { id: 'ui.support.closeTitle', message: 'Close this request?' },
  close: /*i18n*/ { id: 'ui.support.close', message: 'Close request' },
  megabytes: /*i18n*/ { id: 'ui.support.megabytes', message: '{size} MB' },
  kilobytes: /*i18n*/ { id: 'ui.support.kilobytes', message: '{size} KB' },
  downloadFailed: /*i18n*/ { id: 'ui.support.downloadFailed', message: '{name} could not be downloaded. Please try again.' },
  download: /*i18n*/ { id: 'ui.support.download', message: 'Download {name}' },
  messages: /*i18n*/ { id: 'ui.support.messages', message: 'Messages' },
  staffAuthor: /*i18n*/ { id: 'ui.support.staffAuthor', message: '{name} (support)' },
  internalNote: /*i18n*/ { id: 'ui.support.internalNote', message: 'Internal note' },
  you: /*i18n*/ { id: 'ui.support.you', message: 'You' },
  attachments: /*i18n*/ { id: 'ui.support.attachments', message: 'Attachments' },
};

/** A support request's status as a pill (docs/support.md#statuses). */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return <span className={`support-status support-status-${status}`}>{SUPPORT_STATUS_LABELS[status]}</span>;
}

/**
 * Close request, asked first: a closed request takes no more replies. `explanation` says what
 * closing means to the side that reads it; `close` is the side's own mutation.
 */
export function CloseSupportRequestButton({ close, explanation }: { close: () => Promise<unknown>; explanation: string }) {
  const { _ } = useLingui();
  const { ask, dialog } = useConfirmedAction();
  const askToClose = () =>
    ask({
      title: _(TEXTS.closeTitle),
      confirmLabel: _(TEXTS.close),
      question: <p>{explanation}</p>,
      run: close,
      failureMessage: SUPPORT_MESSAGES.closeFailed,
    });
  return (
    <>
      <Button variant="secondary" onClick={askToClose}>
        {_(TEXTS.close)}
      </Button>
      {dialog}
    </>
  );
}

/** A file's size as "1.5 MB" or "12 KB". */
function useSizeLabel(): (bytes: number) => string {
  const { _ } = useLingui();
  return (bytes) =>
    bytes >= 1024 * 1024
      ? _({ ...TEXTS.megabytes, values: { size: (bytes / 1024 / 1024).toFixed(1) } })
      : _({ ...TEXTS.kilobytes, values: { size: Math.max(1, Math.round(bytes / 1024)) } });
}

/**
 * Downloads an attachment: the API serves it only with the Authorization header, so it is fetched
 * and handed to the browser as a file, never opened as a page.
 */
function AttachmentDownload({ requestId, attachment }: { requestId: number; attachment: SupportMessage['attachments'][number] }) {
  const { _ } = useLingui();
  const sizeLabel = useSizeLabel();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
      const token = readToken();
      const response = await fetch(resolveApiUrl(`${base}/support/${requestId}/attachments/${attachment.id}`), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.name;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url));
    } catch {
      toast.error(_({ ...TEXTS.downloadFailed, values: { name: attachment.name } }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className="support-attachment"
      onClick={download}
      busy={busy}
      aria-label={_({ ...TEXTS.download, values: { name: attachment.name } })}
    >
      {attachment.name} <span className="support-attachment-size">({sizeLabel(attachment.size)})</span>
    </Button>
  );
}

/**
 * A request's messages, oldest first. `viewer` says whose words are "You"; staff notes (only in
 * the staff's thread) are marked and drawn apart, so nobody mistakes one for a reply.
 */
export function SupportThreadMessages({ requestId, messages, viewer }: { requestId: number; messages: SupportMessage[]; viewer: 'investor' | 'staff' }) {
  const { _ } = useLingui();
  return (
    <ol className="support-thread" aria-label={_(TEXTS.messages)}>
      {messages.map((message) => {
        const mine = message.author === viewer;
        const who = message.author === 'staff' ? _({ ...TEXTS.staffAuthor, values: { name: message.author_name } }) : message.author_name;
        return (
          <li
            key={message.id}
            className={`support-message support-message-${message.author}${message.internal ? ' support-message-internal' : ''}${mine ? ' support-message-mine' : ''}`}
          >
            <p className="support-message-meta">
              {message.internal && <strong className="support-note-tag">{_(TEXTS.internalNote)}</strong>}
              <span className="support-message-author">{viewer === 'investor' && mine ? _(TEXTS.you) : who}</span>
              <time dateTime={message.created_at}>{formatDateTime(message.created_at, undefined, activeLocale())}</time>
            </p>
            <p className="support-message-body">{message.body}</p>
            {message.attachments.length > 0 && (
              <ul className="support-attachments" aria-label={_(TEXTS.attachments)}>
                {message.attachments.map((attachment) => (
                  <li key={attachment.id}>
                    <AttachmentDownload requestId={requestId} attachment={attachment} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

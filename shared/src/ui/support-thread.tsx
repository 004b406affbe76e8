import { useState } from 'react';
import { Button, getRuntimeConfig, readToken, useToast } from '@arcvest/shared';
import { formatDateTime } from '../rules/dates';
import { SUPPORT_MESSAGES, SUPPORT_STATUS_LABELS, type SupportStatus } from '../rules/support';
import type { SupportMessage } from '../types';
import { resolveApiUrl } from './api-image';
import { useConfirmedAction } from './confirmed-action';
import './support-thread.css';

/** A support request's status as a pill (docs/support.md#statuses). */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return <span className={`support-status support-status-${status}`}>{SUPPORT_STATUS_LABELS[status]}</span>;
}

/**
 * Close request, asked first: a closed request takes no more replies. `explanation` says what
 * closing means to the side that reads it; `close` is the side's own mutation.
 */
export function CloseSupportRequestButton({ close, explanation }: { close: () => Promise<unknown>; explanation: string }) {
  const { ask, dialog } = useConfirmedAction();
  const askToClose = () =>
    ask({
      title: 'Close this request?',
      confirmLabel: 'Close request',
      question: <p>{explanation}</p>,
      run: close,
      failureMessage: SUPPORT_MESSAGES.closeFailed,
    });
  return (
    <>
      <Button variant="secondary" onClick={askToClose}>
        Close request
      </Button>
      {dialog}
    </>
  );
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Downloads an attachment: the API serves it only with the Authorization header, so it is fetched
 * and handed to the browser as a file, never opened as a page.
 */
function AttachmentDownload({ requestId, attachment }: { requestId: number; attachment: SupportMessage['attachments'][number] }) {
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
      toast.error(`${attachment.name} could not be downloaded. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" className="support-attachment" onClick={download} busy={busy} aria-label={`Download ${attachment.name}`}>
      {attachment.name} <span className="support-attachment-size">({sizeLabel(attachment.size)})</span>
    </Button>
  );
}

/**
 * A request's messages, oldest first. `viewer` says whose words are "You"; staff notes (only in
 * the staff's thread) are marked and drawn apart, so nobody mistakes one for a reply.
 */
export function SupportThreadMessages({ requestId, messages, viewer }: { requestId: number; messages: SupportMessage[]; viewer: 'investor' | 'staff' }) {
  return (
    <ol className="support-thread" aria-label="Messages">
      {messages.map((message) => {
        const mine = message.author === viewer;
        const who = message.author === 'staff' ? `${message.author_name} (support)` : message.author_name;
        return (
          <li
            key={message.id}
            className={`support-message support-message-${message.author}${message.internal ? ' support-message-internal' : ''}${mine ? ' support-message-mine' : ''}`}
          >
            <p className="support-message-meta">
              {message.internal && <strong className="support-note-tag">Internal note</strong>}
              <span className="support-message-author">{viewer === 'investor' && mine ? 'You' : who}</span>
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </p>
            <p className="support-message-body">{message.body}</p>
            {message.attachments.length > 0 && (
              <ul className="support-attachments" aria-label="Attachments">
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

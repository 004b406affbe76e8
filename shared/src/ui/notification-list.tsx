import { CATEGORY_TEXTS, formatDateTime, type InboxCategory } from '../rules';
import { useLingui } from '@lingui/react';
import { activeLocale } from '../i18n/i18n';
import { Link } from '../router';
import type { InboxItem } from '../types';

const TEXTS = {
  unread: /*i18n*/ { id: 'ui.notifications.unread', message: 'Unread: ' },
  markRead: /*i18n*/ { id: 'ui.notifications.markRead', message: 'Mark read' },
  markReadOf: /*i18n*/ { id: 'ui.notifications.markReadOf', message: 'Mark read: {title}' },
};

/**
 * The notifications, newest first, each marked read when opened or with its own button
 * (docs/notifications.md#in-the-browser); the bell's panel and both consoles' pages show it.
 */
export function NotificationList({ items, onRead, onOpen }: { items: InboxItem[]; onRead: (id: number) => void; onOpen?: () => void }) {
  const { _ } = useLingui();
  return (
    <ul className="notification-list">
      {items.map((item) => {
        const unread = item.read_at === null;
        const open = () => {
          if (unread) onRead(item.id);
          onOpen?.();
        };
        return (
          <li key={item.id} className={`notification-item${unread ? ' unread' : ''}`}>
            <div className="notification-text">
              {/* Title and body as the server wrote them when it happened (docs/i18n.md#emails-and-notifications). */}
              <p className="notification-title">
                {unread && <span className="visually-hidden">{_(TEXTS.unread)}</span>}
                {item.link ? (
                  <Link to={item.link} onClick={open} data-server-text="">
                    {item.title}
                  </Link>
                ) : (
                  <span data-server-text="">{item.title}</span>
                )}
              </p>
              <p className="notification-body" data-server-text="">
                {item.body}
              </p>
              <p className="notification-meta">
                {item.category in CATEGORY_TEXTS ? _(CATEGORY_TEXTS[item.category as InboxCategory]) : item.category} ·{' '}
                <time dateTime={item.created_at}>{formatDateTime(item.created_at, undefined, activeLocale())}</time>
              </p>
            </div>
            {unread && (
              <button
                type="button"
                className="btn btn-ghost notification-mark"
                aria-label={_({ ...TEXTS.markReadOf, values: { title: item.title } })}
                onClick={() => onRead(item.id)}
              >
                {_(TEXTS.markRead)}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

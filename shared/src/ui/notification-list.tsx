import { CATEGORY_LABELS, formatDateTime, type InboxCategory } from '../rules';
import { Link } from '../router';
import type { InboxItem } from '../types';

/**
 * The notifications, newest first, each marked read when opened or with its own button
 * (docs/notifications.md#in-the-browser); the bell's panel and both consoles' pages show it.
 */
export function NotificationList({ items, onRead, onOpen }: { items: InboxItem[]; onRead: (id: number) => void; onOpen?: () => void }) {
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
              <p className="notification-title">
                {unread && <span className="visually-hidden">Unread: </span>}
                {item.link ? (
                  <Link to={item.link} onClick={open}>
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              <p className="notification-body">{item.body}</p>
              <p className="notification-meta">
                {CATEGORY_LABELS[item.category as InboxCategory]} · <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
              </p>
            </div>
            {unread && (
              <button type="button" className="btn btn-ghost notification-mark" aria-label={`Mark read: ${item.title}`} onClick={() => onRead(item.id)}>
                Mark read
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

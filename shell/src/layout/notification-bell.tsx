import { unreadBadge } from '@arcvest/shared/rules';
import {
  EmptyState,
  ErrorState,
  NotificationList,
  PATHS,
  Link,
  Skeleton,
  useGetInboxQuery,
  useLingui,
  useLocation,
  useMarkAllInboxReadMutation,
  useMarkInboxItemReadMutation,
} from '@arcvest/shared';
import { useCallback, useRef, useState } from 'react';
import { useDismissOnOutsideClick } from './use-dismiss-on-outside-click';

const PANEL_SIZE = 8;

const TEXTS = {
  notifications: /*i18n*/ { id: 'shell.bell.notifications', message: 'Notifications' },
  /** The bell's accessible name with the count in it, so a screen reader hears it. */
  unread: /*i18n*/ { id: 'shell.bell.unread', message: 'Notifications, {unread, plural, one {# unread} other {# unread}}' },
  markAllRead: /*i18n*/ { id: 'shell.bell.markAllRead', message: 'Mark all read' },
  loading: /*i18n*/ { id: 'shell.bell.loading', message: 'Loading notifications' },
  loadFailed: /*i18n*/ { id: 'shell.bell.loadFailed', message: 'Could not load your notifications.' },
  empty: /*i18n*/ { id: 'shell.bell.empty', message: 'Nothing yet: news of your deposits, plans and withdrawals shows here.' },
  seeAll: /*i18n*/ { id: 'shell.bell.seeAll', message: 'See all notifications' },
};

/**
 * The top bar's bell (docs/notifications.md#in-the-browser): the unread count in its name and
 * badge, and a panel of the latest notifications; Escape (focus back on the bell) or a click
 * outside closes it. The live stream keeps the count current.
 */
export function NotificationBell() {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const inbox = useGetInboxQuery({ limit: PANEL_SIZE });
  const [markRead] = useMarkInboxItemReadMutation();
  const [markAllRead, markingAll] = useMarkAllInboxReadMutation();
  const admin = useLocation().pathname.startsWith(PATHS.admin);
  const unread = inbox.data?.unread ?? 0;
  // Escape gives the focus back to the bell; a click elsewhere leaves it where the click put it.
  const dismiss = useCallback((event?: Event) => {
    setOpen(false);
    if (event instanceof KeyboardEvent) button.current?.focus();
  }, []);
  useDismissOnOutsideClick(wrapper, open, dismiss);

  return (
    <div className="bell" ref={wrapper}>
      <button ref={button} type="button" className="bell-button" aria-expanded={open} aria-controls="notification-panel" onClick={() => setOpen(!open)}>
        <span className="visually-hidden">{unread === 0 ? _(TEXTS.notifications) : _({ ...TEXTS.unread, values: { unread } })}</span>
        <svg className="bell-icon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm0 19a3 3 0 0 0 2.8-2H9.2A3 3 0 0 0 12 22Z"
            fill="currentColor"
          />
        </svg>
        {unread > 0 && (
          <span className="bell-badge" aria-hidden="true">
            {unreadBadge(unread)}
          </span>
        )}
      </button>
      {open && (
        <section id="notification-panel" className="bell-panel" aria-label={_(TEXTS.notifications)}>
          <div className="bell-panel-head">
            <h2>{_(TEXTS.notifications)}</h2>
            {unread > 0 && (
              <button type="button" className="btn btn-ghost" disabled={markingAll.isLoading} onClick={() => void markAllRead()}>
                {_(TEXTS.markAllRead)}
              </button>
            )}
          </div>
          {inbox.isLoading ? (
            <Skeleton label={_(TEXTS.loading)} shape="rows" count={3} />
          ) : inbox.isError ? (
            <ErrorState message={_(TEXTS.loadFailed)} onRetry={() => void inbox.refetch()} />
          ) : inbox.data && inbox.data.items.length > 0 ? (
            <NotificationList items={inbox.data.items} onRead={(id) => void markRead(id)} onOpen={() => setOpen(false)} />
          ) : (
            <EmptyState>{_(TEXTS.empty)}</EmptyState>
          )}
          <Link className="bell-all" to={admin ? PATHS.adminNotifications : PATHS.notifications} onClick={() => setOpen(false)}>
            {_(TEXTS.seeAll)}
          </Link>
        </section>
      )}
    </div>
  );
}

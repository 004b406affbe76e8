import {
  Button,
  EmptyState,
  ErrorState,
  NotificationList,
  readApiError,
  Skeleton,
  useGetInboxQuery,
  useMarkAllInboxReadMutation,
  useMarkInboxItemReadMutation,
} from '@arcvest/shared';

/** The most the page lists: the API's largest page. */
const PAGE_SIZE = 100;

/**
 * /dashboard/notifications and /dashboard/admin/notifications (docs/notifications.md#in-the-browser):
 * every recent notification of the signed-in user, with Mark all read; the live stream adds new ones.
 */
export function NotificationsPage() {
  const inbox = useGetInboxQuery({ limit: PAGE_SIZE });
  const [markRead] = useMarkInboxItemReadMutation();
  const [markAllRead, markingAll] = useMarkAllInboxReadMutation();
  const unread = inbox.data?.unread ?? 0;

  let content;
  if (inbox.isLoading) content = <Skeleton label="Loading your notifications" />;
  else if (inbox.isError)
    content = <ErrorState message={readApiError(inbox.error, 'Your notifications could not be loaded.').message} onRetry={() => void inbox.refetch()} />;
  else if (!inbox.data || inbox.data.items.length === 0) content = <EmptyState>No notifications yet.</EmptyState>;
  else content = <NotificationList items={inbox.data.items} onRead={(id) => void markRead(id)} />;

  return (
    <section className="notifications-page">
      <header className="page-title">
        <h1>Notifications</h1>
        {unread > 0 && (
          <Button variant="secondary" busy={markingAll.isLoading} onClick={() => void markAllRead()}>
            Mark all read
          </Button>
        )}
      </header>
      <p className="notifications-summary" aria-live="polite">
        {unread === 0 ? 'Everything is read.' : `${unread} unread.`}
      </p>
      <div className="card">{content}</div>
    </section>
  );
}

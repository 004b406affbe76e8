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
  useLingui,
} from '@arcvest/shared';

const TEXTS = {
  title: /*i18n*/ { id: 'ui.notificationsPage.title', message: 'Notifications' },
  loading: /*i18n*/ { id: 'ui.notificationsPage.loading', message: 'Loading your notifications' },
  failed: /*i18n*/ { id: 'ui.notificationsPage.failed', message: 'Your notifications could not be loaded.' },
  empty: /*i18n*/ { id: 'ui.notificationsPage.empty', message: 'No notifications yet.' },
  markAllRead: /*i18n*/ { id: 'ui.notificationsPage.markAllRead', message: 'Mark all read' },
  allRead: /*i18n*/ { id: 'ui.notificationsPage.allRead', message: 'Everything is read.' },
  unread: /*i18n*/ { id: 'ui.notificationsPage.unread', message: '{count} unread.' },
};

/** The most the page lists: the API's largest page. */
const PAGE_SIZE = 100;

/**
 * /dashboard/notifications and /dashboard/admin/notifications (docs/notifications.md#in-the-browser):
 * every recent notification of the signed-in user, with Mark all read; the live stream adds new ones.
 */
export function NotificationsPage() {
  const { _ } = useLingui();
  const inbox = useGetInboxQuery({ limit: PAGE_SIZE });
  const [markRead] = useMarkInboxItemReadMutation();
  const [markAllRead, markingAll] = useMarkAllInboxReadMutation();
  const unread = inbox.data?.unread ?? 0;

  let content;
  if (inbox.isLoading) content = <Skeleton label={_(TEXTS.loading)} />;
  else if (inbox.isError) content = <ErrorState message={readApiError(inbox.error, _(TEXTS.failed)).message} onRetry={() => void inbox.refetch()} />;
  else if (!inbox.data || inbox.data.items.length === 0) content = <EmptyState>{_(TEXTS.empty)}</EmptyState>;
  else content = <NotificationList items={inbox.data.items} onRead={(id) => void markRead(id)} />;

  return (
    <section className="notifications-page">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
        {unread > 0 && (
          <Button variant="secondary" busy={markingAll.isLoading} onClick={() => void markAllRead()}>
            {_(TEXTS.markAllRead)}
          </Button>
        )}
      </header>
      <p className="notifications-summary" aria-live="polite">
        {unread === 0 ? _(TEXTS.allRead) : _({ ...TEXTS.unread, values: { count: unread } })}
      </p>
      <div className="card">{content}</div>
    </section>
  );
}

import { NotificationsPage } from '@arcvest/shared/dashboard-ui';

/** /dashboard/admin/notifications: work waiting and the server's own decisions, as they happened (docs/notifications.md#in-the-browser). */
export default function AdminNotificationsPage() {
  return <NotificationsPage />;
}

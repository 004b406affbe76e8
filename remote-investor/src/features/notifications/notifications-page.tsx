import { NotificationsPage } from '@arcvest/shared/dashboard-ui';

/** /dashboard/notifications: every notification of the investor (docs/notifications.md#in-the-browser); preferences are on the profile. */
export default function InvestorNotificationsPage() {
  return <NotificationsPage />;
}

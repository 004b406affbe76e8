import { lazyPage, PATHS, NotFound, prefetchLandingReads, Spinner, Route, Routes, useLingui } from '@arcvest/shared';
import { Suspense } from 'react';
import { prefetchAdminOverview } from './features/admin-overview/api';
import { landingMessages, pageMessages } from './messages';

/** The shell loads the console's texts in the page's language before it renders the routes. */
export { loadMessages } from './messages';

const PlanListPage = lazyPage(() => import('./features/manage-plans/plan-list-page'), pageMessages('manage-plans'));
const CreatePlanPage = lazyPage(() => import('./features/manage-plans/create-plan-page'), pageMessages('manage-plans'));
const EditPlanPage = lazyPage(() => import('./features/manage-plans/edit-plan-page'), pageMessages('manage-plans'));
const AddressCoinsPage = lazyPage(() => import('./features/manage-addresses/address-coins-page'), pageMessages('manage-addresses'));
const AddressListPage = lazyPage(() => import('./features/manage-addresses/address-list-page'), pageMessages('manage-addresses'));
const CreateAddressPage = lazyPage(() => import('./features/manage-addresses/create-address-page'), pageMessages('manage-addresses'));
const ManageDepositsPage = lazyPage(() => import('./features/review-transactions/manage-deposits-page'), pageMessages('review-transactions'));
const ManageWithdrawalsPage = lazyPage(() => import('./features/review-transactions/manage-withdrawals-page'), pageMessages('review-transactions'));
const IdentityListPage = lazyPage(() => import('./features/identity-verification/identity-list-page'), pageMessages('identity-verification'));
const IdentityDetailPage = lazyPage(() => import('./features/identity-verification/identity-detail-page'), pageMessages('identity-verification'));
const ManageUsersPage = lazyPage(() => import('./features/manage-users/manage-users-page'), pageMessages('manage-users'));
const ManageUserDetailPage = lazyPage(() => import('./features/manage-users/manage-user-detail-page'), pageMessages('manage-users'));
const ManagedUserPlansPage = lazyPage(() => import('./features/user-plans-admin/managed-user-plans-page'), pageMessages('user-plans-admin'));
const AdminBuyPlanPage = lazyPage(() => import('./features/user-plans-admin/admin-buy-plan-page'), pageMessages('user-plans-admin'));
/**
 * The page most visits of this area start on, fetched as soon as these routes load (below); its
 * chunks are named for the server, which preloads them with the page (api/src/routes/web/preload.ts).
 */
const AdminOverviewPage = lazyPage(() => import(/* webpackChunkName: "landing" */ './features/admin-overview/admin-overview-page'), landingMessages);
const ChainPaymentsPage = lazyPage(() => import('./features/chain-payments/chain-payments-page'), pageMessages('chain-payments'));
const AuditLogPage = lazyPage(() => import('./features/audit-log/audit-log-page'), pageMessages('audit-log'));
const DeploymentsPage = lazyPage(() => import('./features/deployments/deployments-page'), pageMessages('deployments'));
const ManageReservesPage = lazyPage(() => import('./features/manage-reserves/manage-reserves-page'), pageMessages('manage-reserves'));
const StaffPage = lazyPage(() => import('./features/staff/staff-page'), pageMessages('staff'));
const ApprovalsPage = lazyPage(() => import('./features/approvals/approvals-page'), pageMessages('approvals'));
const SupportQueuePage = lazyPage(() => import('./features/support/support-queue-page'), pageMessages('support'));
const SupportRequestPage = lazyPage(() => import('./features/support/support-request-page'), pageMessages('support'));
const SavedRepliesPage = lazyPage(() => import('./features/support/saved-replies-page'), pageMessages('support'));
const NotificationsPage = lazyPage(() => import('./features/notifications/notifications-page'), pageMessages('notifications'));

// The shell loads the area of the page a visit starts on at once, beside the user's session: asked
// for now, the landing page's code and figures arrive with it, and the page renders without a loader.
if (window.location.pathname.replace(/\/+$/, '') === PATHS.admin) {
  AdminOverviewPage.preload();
  prefetchLandingReads(prefetchAdminOverview);
}

const BACK_TO_CONSOLE = /*i18n*/ { id: 'admin.notFound.back', message: 'Back to the admin console' };

function ConsoleNotFound() {
  const { _ } = useLingui();
  return <NotFound backTo={PATHS.admin} backLabel={_(BACK_TO_CONSOLE)} />;
}

/** The admin console's route tree, mounted by the shell at /dashboard/admin. */
export default function AdminRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<AdminOverviewPage />} />
        {/* Nested so that '..' from the create and edit pages leads back to the list. */}
        <Route path="manage-plan">
          <Route index element={<PlanListPage />} />
          <Route path="create-new-plan" element={<CreatePlanPage />} />
          <Route path="edit-plan/:id" element={<EditPlanPage />} />
        </Route>
        <Route path="manage-address">
          <Route index element={<AddressCoinsPage />} />
          <Route path=":coin">
            <Route index element={<AddressListPage />} />
            <Route path="create-address" element={<CreateAddressPage />} />
          </Route>
        </Route>
        <Route path="manage-deposits" element={<ManageDepositsPage />} />
        <Route path="manage-withdrawals" element={<ManageWithdrawalsPage />} />
        <Route path="manage-identity-verification">
          <Route index element={<IdentityListPage />} />
          <Route path=":id" element={<IdentityDetailPage />} />
        </Route>
        <Route path="manage-users">
          <Route index element={<ManageUsersPage />} />
          <Route path=":id">
            <Route index element={<ManageUserDetailPage />} />
            <Route path="buy-plan" element={<AdminBuyPlanPage />} />
            <Route path="user-plans" element={<ManagedUserPlansPage />} />
          </Route>
        </Route>
        <Route path="chain-payments" element={<ChainPaymentsPage />} />
        <Route path="audit-log" element={<AuditLogPage />} />
        <Route path="deployments" element={<DeploymentsPage />} />
        <Route path="proof-of-reserves" element={<ManageReservesPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="approvals" element={<ApprovalsPage />} />
        <Route path="support">
          <Route index element={<SupportQueuePage />} />
          <Route path="saved-replies" element={<SavedRepliesPage />} />
          <Route path=":id" element={<SupportRequestPage />} />
        </Route>
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="*" element={<ConsoleNotFound />} />
      </Routes>
    </Suspense>
  );
}

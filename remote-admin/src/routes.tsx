import { lazyPage, PATHS, NotFound, Spinner, Route, Routes } from '@arcvest/shared';
import { lazy, Suspense } from 'react';

const PlanListPage = lazy(() => import('./features/manage-plans/plan-list-page'));
const CreatePlanPage = lazy(() => import('./features/manage-plans/create-plan-page'));
const EditPlanPage = lazy(() => import('./features/manage-plans/edit-plan-page'));
const AddressCoinsPage = lazy(() => import('./features/manage-addresses/address-coins-page'));
const AddressListPage = lazy(() => import('./features/manage-addresses/address-list-page'));
const CreateAddressPage = lazy(() => import('./features/manage-addresses/create-address-page'));
const ManageDepositsPage = lazy(() => import('./features/review-transactions/manage-deposits-page'));
const ManageWithdrawalsPage = lazy(() => import('./features/review-transactions/manage-withdrawals-page'));
const IdentityListPage = lazy(() => import('./features/identity-verification/identity-list-page'));
const IdentityDetailPage = lazy(() => import('./features/identity-verification/identity-detail-page'));
const ManageUsersPage = lazy(() => import('./features/manage-users/manage-users-page'));
const ManageUserDetailPage = lazy(() => import('./features/manage-users/manage-user-detail-page'));
const ManagedUserPlansPage = lazy(() => import('./features/user-plans-admin/managed-user-plans-page'));
const AdminBuyPlanPage = lazy(() => import('./features/user-plans-admin/admin-buy-plan-page'));
/** The page most visits of this area start on, fetched as soon as these routes load (below). */
const AdminOverviewPage = lazyPage(() => import('./features/admin-overview/admin-overview-page'));
const ChainPaymentsPage = lazy(() => import('./features/chain-payments/chain-payments-page'));
const AuditLogPage = lazy(() => import('./features/audit-log/audit-log-page'));
const DeploymentsPage = lazy(() => import('./features/deployments/deployments-page'));
const ManageReservesPage = lazy(() => import('./features/manage-reserves/manage-reserves-page'));
const StaffPage = lazy(() => import('./features/staff/staff-page'));
const ApprovalsPage = lazy(() => import('./features/approvals/approvals-page'));
const SupportQueuePage = lazy(() => import('./features/support/support-queue-page'));
const SupportRequestPage = lazy(() => import('./features/support/support-request-page'));
const SavedRepliesPage = lazy(() => import('./features/support/saved-replies-page'));
const NotificationsPage = lazy(() => import('./features/notifications/notifications-page'));

// The shell loads the area of the page a visit starts on at once, beside the user's session: asked
// for now, the landing page's code arrives with it, and the page renders without a loader.
if (window.location.pathname.replace(/\/+$/, '') === PATHS.admin) AdminOverviewPage.preload();

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
        <Route path="*" element={<NotFound backTo={PATHS.admin} backLabel="Back to the admin console" />} />
      </Routes>
    </Suspense>
  );
}

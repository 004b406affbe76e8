import { PATHS, NotFound, Spinner, Route, Routes } from '@arcvest/shared';
import { lazy, Suspense } from 'react';

const PlanListPage = lazy(() => import('./features/manage-plans/PlanListPage'));
const CreatePlanPage = lazy(() => import('./features/manage-plans/CreatePlanPage'));
const EditPlanPage = lazy(() => import('./features/manage-plans/EditPlanPage'));
const AddressCoinsPage = lazy(() => import('./features/manage-addresses/AddressCoinsPage'));
const AddressListPage = lazy(() => import('./features/manage-addresses/AddressListPage'));
const CreateAddressPage = lazy(() => import('./features/manage-addresses/CreateAddressPage'));
const ManageDepositsPage = lazy(() => import('./features/review-transactions/ManageDepositsPage'));
const ManageWithdrawalsPage = lazy(() => import('./features/review-transactions/ManageWithdrawalsPage'));
const IdentityListPage = lazy(() => import('./features/identity-verification/IdentityListPage'));
const IdentityDetailPage = lazy(() => import('./features/identity-verification/IdentityDetailPage'));
const ManageUsersPage = lazy(() => import('./features/manage-users/ManageUsersPage'));
const ManageUserDetailPage = lazy(() => import('./features/manage-users/ManageUserDetailPage'));
const ManagedUserPlansPage = lazy(() => import('./features/user-plans-admin/ManagedUserPlansPage'));
const AdminBuyPlanPage = lazy(() => import('./features/user-plans-admin/AdminBuyPlanPage'));
const AdminOverviewPage = lazy(() => import('./features/admin-overview/AdminOverviewPage'));
const AuditLogPage = lazy(() => import('./features/audit-log/AuditLogPage'));
const DeploymentsPage = lazy(() => import('./features/deployments/DeploymentsPage'));

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
        <Route path="audit-log" element={<AuditLogPage />} />
        <Route path="deployments" element={<DeploymentsPage />} />
        <Route path="*" element={<NotFound backTo={PATHS.admin} backLabel="Back to the admin console" />} />
      </Routes>
    </Suspense>
  );
}

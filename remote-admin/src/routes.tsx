import { Spinner } from '@arcvest/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

const ManagePlansPage = lazy(() => import('./features/manage-plans/ManagePlansPage'));

/** The admin console's route tree, mounted by the shell at /dashboard/admin. */
export default function AdminRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<Navigate to="manage-plan" replace />} />
        <Route path="manage-plan/*" element={<ManagePlansPage />} />
      </Routes>
    </Suspense>
  );
}

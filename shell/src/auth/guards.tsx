import { Spinner, useAppSelector } from '@arcvest/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** No stored token on a dashboard path: to /login. While the user loads: a spinner. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAppSelector((state) => state.auth.token);
  const user = useAppSelector((state) => state.auth.user);
  if (!token) return <Navigate to="/login" replace />;
  if (!user) return <Spinner label="Loading your account" />;
  return <>{children}</>;
}

/** A signed-in non-admin under /dashboard/admin goes to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useAppSelector((state) => state.auth.user?.role);
  if (role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

import { PATHS, Skeleton, useAppSelector, Navigate } from '@arcvest/shared';
import type { ReactNode } from 'react';

/**
 * No stored token on a dashboard path: to /login, or home right after a logout (the router
 * applies the logout's own navigation as a transition, after this guard has rendered).
 * While the user loads: a spinner.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, user, loggedOut } = useAppSelector((state) => state.auth);
  if (!token) return <Navigate to={loggedOut ? PATHS.home : PATHS.login} replace />;
  if (!user) return <Skeleton shape="cards" label="Loading your account" />;
  return <>{children}</>;
}

/** A signed-in non-admin under /dashboard/admin goes to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useAppSelector((state) => state.auth.user?.role);
  if (role !== 'admin') return <Navigate to={PATHS.dashboard} replace />;
  return <>{children}</>;
}

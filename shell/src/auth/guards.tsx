import { PATHS, Skeleton, useAppSelector, useLingui, Navigate } from '@arcvest/shared';
import { useDeferredValue, type ReactNode } from 'react';

const LOADING_ACCOUNT = /*i18n*/ { id: 'shell.auth.loadingAccount', message: 'Loading your account' };

/**
 * No stored token on a dashboard path: to /login, or home right after a logout (the router
 * applies the logout's own navigation as a transition, after this guard has rendered).
 * While the user loads: a spinner.
 *
 * The user arrives through the store, whose updates React renders at once, in one task: the
 * dashboard is drawn once the deferred user has arrived too, a render React does as a transition,
 * in slices that leave the main thread free between them (that long task was most of the
 * dashboard's blocking time).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, user: currentUser, loggedOut } = useAppSelector((state) => state.auth);
  const deferredUser = useDeferredValue(currentUser);
  const { _ } = useLingui();
  if (!token) return <Navigate to={loggedOut ? PATHS.home : PATHS.login} replace />;
  // Both: a user signed out is gone at once, not drawn from the deferred value.
  if (!currentUser || !deferredUser) return <Skeleton shape="cards" label={_(LOADING_ACCOUNT)} />;
  return <>{children}</>;
}

/** A signed-in non-admin under /dashboard/admin goes to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useAppSelector((state) => state.auth.user?.role);
  if (role !== 'admin') return <Navigate to={PATHS.dashboard} replace />;
  return <>{children}</>;
}

import { useCallback, useEffect } from 'react';
import { useMeMutation } from '../api/base-api';
import { userFailed, userLoaded } from './auth-slice';
import { useAppDispatch, useAppSelector } from './store';
import { removeToken } from './token-storage';

export const FAILED_TO_FETCH_USER = 'Failed to fetch user';

/**
 * Loads the current user whenever there is a token and no user (docs/architecture.md#the-store-and-the-api-slice).
 * When that fails, the token goes and 'Failed to fetch user' is stored.
 * Returns whether the session is still being resolved.
 */
export function useSessionLoader(): { resolving: boolean } {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const user = useAppSelector((state) => state.auth.user);
  const [fetchMe] = useMeMutation();

  useEffect(() => {
    if (!token || user) return;
    let cancelled = false;
    fetchMe()
      .unwrap()
      .then((me) => !cancelled && dispatch(userLoaded(me)))
      .catch(() => {
        if (cancelled) return;
        removeToken();
        dispatch(userFailed(FAILED_TO_FETCH_USER));
      });
    return () => {
      cancelled = true;
    };
  }, [token, user, fetchMe, dispatch]);

  return { resolving: Boolean(token) && !user };
}

/**
 * Loads the signed-in user again after a change of their wallet, so every balance shown is
 * the new one. A failure leaves the user as they were: the change itself has succeeded.
 */
export function useRefreshUser(): () => void {
  const dispatch = useAppDispatch();
  const [fetchMe] = useMeMutation();
  return useCallback(() => {
    fetchMe()
      .unwrap()
      .then((me) => dispatch(userLoaded(me)))
      .catch(() => undefined);
  }, [fetchMe, dispatch]);
}

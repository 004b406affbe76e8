import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect } from 'react';
import { api, useMeMutation } from '../api/base-api';
import { userFailed, userLoaded } from './auth-slice';
import { useAppDispatch, useAppSelector, type RootState } from './store';
import { removeToken } from './token-storage';

export const FAILED_TO_FETCH_USER = 'Failed to fetch user';

/** The session's one POST /me at a time: the shell's at start and the loader's share it. */
const SESSION_CALL = { fixedCacheKey: 'session', requestId: undefined };

/**
 * Loads the current user when there is a token and no user, unless that call is under way. When it
 * fails, the token goes and 'Failed to fetch user' is stored. An answer for a token that has since
 * changed is dropped, and the new token's user loaded. The shell dispatches it as it starts, so the
 * call travels beside the area's code instead of after the app's first render.
 */
export function restoreSession(): ThunkAction<Promise<void>, RootState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const { token, user } = getState().auth;
    if (!token || user || api.endpoints.me.select(SESSION_CALL)(getState()).isLoading) return;
    try {
      const me = await dispatch(api.endpoints.me.initiate(undefined, { fixedCacheKey: SESSION_CALL.fixedCacheKey })).unwrap();
      if (getState().auth.token === token) dispatch(userLoaded(me));
    } catch {
      if (getState().auth.token !== token) return;
      removeToken();
      dispatch(userFailed(FAILED_TO_FETCH_USER));
    } finally {
      if (getState().auth.token !== token) void dispatch(restoreSession());
    }
  };
}

/**
 * Loads the current user whenever there is a token and no user (docs/architecture.md#the-store-and-the-api-slice),
 * through `restoreSession`. Returns whether the session is still being resolved.
 */
export function useSessionLoader(): { resolving: boolean } {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const user = useAppSelector((state) => state.auth.user);

  useEffect(() => {
    void dispatch(restoreSession());
  }, [token, user, dispatch]);

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

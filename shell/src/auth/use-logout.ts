import { PATHS, api, showApiError, loggedOut, removeToken, useAppDispatch, useLogoutMutation, useToast, useNavigate } from '@arcvest/shared';
import { useCallback } from 'react';

export const LOGOUT_FAILED = 'Logout failed. Please try again.';

/**
 * Logout: token and user are cleared whether or not the call
 * succeeds, then the visitor goes to PATHS.home.
 */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  const run = useCallback(async () => {
    const pending = toast.loading('Logging out...');
    try {
      await logout().unwrap();
      toast.success('Logout successful!');
    } catch (failure) {
      showApiError(toast, failure, LOGOUT_FAILED);
    } finally {
      toast.dismiss(pending);
    }
    removeToken();
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
    navigate(PATHS.home);
  }, [logout, dispatch, navigate, toast]);

  return { logout: run, loggingOut: isLoading };
}

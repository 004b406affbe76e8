import { PATHS, storeToken, tokenReceived, useAppDispatch, useNavigate, useToast } from '@arcvest/shared';
import { useCallback } from 'react';

/** Keeps the token, says so and goes to the dashboard; the shell then loads the user with POST /me. */
export function useFinishSignIn(): (token: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (token: string) => {
      storeToken(token);
      dispatch(tokenReceived(token));
      toast.success('Login successful');
      navigate(PATHS.dashboard);
    },
    [dispatch, navigate, toast],
  );
}

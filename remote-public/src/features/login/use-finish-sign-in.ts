import { PATHS, storeToken, tokenReceived, useAppDispatch, useLingui, useNavigate, useToast } from '@arcvest/shared';
import { LOGIN_TEXTS } from './messages';
import { useCallback } from 'react';

/** Keeps the token, says so and goes to the dashboard; the shell then loads the user with POST /me. */
export function useFinishSignIn(): (token: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const { _ } = useLingui();
  return useCallback(
    (token: string) => {
      storeToken(token);
      dispatch(tokenReceived(token));
      toast.success(_(LOGIN_TEXTS.succeeded));
      navigate(PATHS.dashboard);
    },
    [dispatch, navigate, toast, _],
  );
}

import { useSnackbar, type SnackbarKey } from 'notistack';
import { useMemo } from 'react';

/** Toast durations of spec section 9: errors 4 s, successes 2 s, loading until dismissed. */
export const TOAST_DURATION = { error: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;

export interface Toasts {
  success(message: string): SnackbarKey;
  error(message: string): SnackbarKey;
  info(message: string): SnackbarKey;
  loading(message: string): SnackbarKey;
  dismiss(key?: SnackbarKey): void;
}

export function useToast(): Toasts {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_DURATION.success }),
      error: (message) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_DURATION.error }),
      info: (message) => enqueueSnackbar(message, { variant: 'info', autoHideDuration: TOAST_DURATION.success }),
      loading: (message) => enqueueSnackbar(message, { variant: 'info', persist: true }),
      dismiss: (key) => closeSnackbar(key),
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}

/** Toast durations (docs/errors-and-messages.md#toasts): errors 4 s, successes 2 s, loading until dismissed. */
export const TOAST_DURATION = { error: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;

export type ToastKey = string;

export interface ToastRequest {
  key: ToastKey;
  message: string;
  variant: 'success' | 'error' | 'info';
  /** Milliseconds on screen; none for a toast that stays until dismissed. */
  duration?: number;
}

/** What the mounted ToastHost does with requests once notistack has loaded. */
export interface Toaster {
  show(request: ToastRequest): void;
  dismiss(key?: ToastKey): void;
}

/**
 * The page's one toast queue. notistack is loaded on the first toast, not with the page (most
 * visits show none), so requests made before the host is ready wait here and lose nothing.
 */
let toaster: Toaster | null = null;
let pending: ToastRequest[] = [];
let onWaiting: (() => void) | null = null;
let lastKey = 0;

function show(message: string, variant: ToastRequest['variant'], duration?: number): ToastKey {
  lastKey += 1;
  const request: ToastRequest = { key: `toast-${lastKey}`, message, variant, duration };
  if (toaster) {
    toaster.show(request);
  } else {
    pending.push(request);
    onWaiting?.();
  }
  return request.key;
}

function dismiss(key?: ToastKey) {
  if (toaster) toaster.dismiss(key);
  else pending = key === undefined ? [] : pending.filter((request) => request.key !== key);
}

/** For ToastHost: `listener` runs whenever a toast is left waiting (at once if one already is). */
export function whenToastsWait(listener: () => void): () => void {
  onWaiting = listener;
  if (pending.length > 0) listener();
  return () => {
    if (onWaiting === listener) onWaiting = null;
  };
}

/** For ToastHost: delivers what waited and everything after, until the returned detach runs. */
export function attachToaster(ready: Toaster): () => void {
  toaster = ready;
  const waiting = pending;
  pending = [];
  waiting.forEach((request) => ready.show(request));
  return () => {
    if (toaster === ready) toaster = null;
  };
}

export interface Toasts {
  success(message: string): ToastKey;
  error(message: string): ToastKey;
  info(message: string): ToastKey;
  loading(message: string): ToastKey;
  dismiss(key?: ToastKey): void;
}

const toasts: Toasts = {
  success: (message) => show(message, 'success', TOAST_DURATION.success),
  error: (message) => show(message, 'error', TOAST_DURATION.error),
  info: (message) => show(message, 'info', TOAST_DURATION.success),
  loading: (message) => show(message, 'info'),
  dismiss,
};

/** The page's toasts; the same object on every render, so it is safe in effect dependencies. */
export function useToast(): Toasts {
  return toasts;
}

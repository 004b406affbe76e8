import { useEffect, useState } from 'react';
import { useActiveLocale } from '../i18n/use-active-locale';
import { textDirection } from '../rules/locale';
import { attachToaster, MAX_TOASTS, whenToastsWait } from './toast';

type Notistack = typeof import('notistack');

let loaded: Notistack | null = null;
let loading: Promise<Notistack> | null = null;

/** One load at a time; after a failure (offline, say) the next call tries again. */
function loadNotistack(): Promise<Notistack> {
  loading ??= import('notistack').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** What starts the load before any toast: toasts follow clicks and key presses. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Where toasts appear. notistack is not part of the first page load: it loads at the first
 * click or key press, or at the first toast if that comes sooner, and then mounts its provider.
 */
export function ToastHost() {
  const [notistack, setNotistack] = useState<Notistack | null>(loaded);
  // Toasts come from the side a line ends on: the left in a right-to-left page.
  const side = textDirection(useActiveLocale()) === 'rtl' ? 'left' : 'right';

  useEffect(() => {
    if (notistack) return undefined;
    let mounted = true;
    const load = () =>
      void loadNotistack().then(
        (module) => mounted && setNotistack(module),
        () => undefined,
      );
    FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, load, { passive: true }));
    const stopWaiting = whenToastsWait(load);
    return () => {
      mounted = false;
      FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, load));
      stopWaiting();
    };
  }, [notistack]);

  useEffect(() => {
    if (!notistack) return undefined;
    return attachToaster({
      show: ({ key, message, variant, duration }) =>
        notistack.enqueueSnackbar(message, { key, variant, ...(duration ? { autoHideDuration: duration } : { persist: true }) }),
      dismiss: (key) => notistack.closeSnackbar(key),
    });
  }, [notistack]);

  return notistack ? <notistack.SnackbarProvider maxSnack={MAX_TOASTS} anchorOrigin={{ vertical: 'top', horizontal: side }} /> : null;
}

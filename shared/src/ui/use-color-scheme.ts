import { useSyncExternalStore } from 'react';

const DARK = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(DARK);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * The system's colour scheme, followed live: for what the stylesheet's tokens cannot reach (a
 * chart drawn on a canvas, a third-party widget themed by a parameter).
 */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia?.(DARK).matches ? 'dark' : 'light'),
    () => 'light',
  );
}

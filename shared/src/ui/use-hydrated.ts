import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a page the server sent as HTML (and in that HTML), true from the render
 * after, and at once in a page the browser draws itself: what must wait for the page's script to
 * have taken over, such as a form's fields, waits on it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

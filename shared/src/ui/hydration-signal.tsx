import { useEffect } from 'react';
import { PAGE_HYDRATED_EVENT } from '../rules/page-meta';
import { useHydrated } from './use-hydrated';

/**
 * Rendered by a page whose scripts wait for the visitor (remote-public/src/prerender-pages.ts): once
 * React has hydrated the page, it fires PAGE_HYDRATED_EVENT, and the page's inline script
 * (api/src/routes/web/after-paint.ts) replays the clicks it held until then. In the page itself,
 * not the shell's frame: a page in a chunk of its own hydrates after the frame does.
 */
export function HydrationSignal() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) window.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, [hydrated]);
  return null;
}

import { useEffect, useRef } from 'react';
import { useLocation } from '@arcvest/shared';

/**
 * Every route change starts at the top of the page. The first render is not a change: a
 * prerendered page hydrates after its first paint, and a visitor who has scrolled by then stays
 * where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

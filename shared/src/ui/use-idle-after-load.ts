import { useEffect, useState } from 'react';

/** At the latest this long after the page's load event, even if the browser is never idle. */
const IDLE_TIMEOUT_MS = 2000;
/** Where requestIdleCallback is missing (Safari): a short wait after load, past the first frames. */
const NO_IDLE_CALLBACK_DELAY_MS = 300;

/**
 * True once the page has loaded and the browser has an idle moment: third-party widgets start then,
 * so their scripts neither compete with the page's own for the network nor hold the main thread
 * before the first paint (their place is kept by CSS meanwhile).
 */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => undefined as void;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(() => setIdle(true), NO_IDLE_CALLBACK_DELAY_MS);
        cancel = () => window.clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return idle;
}

import { useEffect, useState, useSyncExternalStore } from 'react';

const TYPE_MS = 70;
const DELETE_MS = 35;
const HOLD_MS = 1600;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function onReducedMotionChange(changed: () => void): () => void {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/**
 * Starts on the first phrase whole, holds it, deletes it and types the next, forever. With reduced
 * motion it shows the first phrase still. Whole from the start: the server's HTML (and so the
 * hydrating render) shows the heading, and the home page's script may come only on the visitor's
 * first move (docs/performance.md#scripts-on-the-visitors-first-move).
 */
export function useTypedText(phrases: readonly string[]): string {
  const [state, setState] = useState({ phrase: 0, length: phrases[0].length, deleting: false });
  // The browser's reduced-motion preference is read after hydration, which renders the server's start.
  const still = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);

  useEffect(() => {
    if (still) return undefined;
    const full = phrases[state.phrase];
    let delay = state.deleting ? DELETE_MS : TYPE_MS;
    let next = { ...state, length: state.length + (state.deleting ? -1 : 1) };
    if (!state.deleting && state.length === full.length) {
      delay = HOLD_MS;
      next = { ...state, deleting: true };
    } else if (state.deleting && state.length === 0) {
      next = { phrase: (state.phrase + 1) % phrases.length, length: 0, deleting: false };
    }
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, phrases, still]);

  return still ? phrases[0] : phrases[state.phrase].slice(0, state.length);
}

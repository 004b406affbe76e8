import { startTransition, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import './page-loader.css';

const LOADING = /*i18n*/ { id: 'ui.pageLoader.loading', message: 'Loading' };

/** How long the public pages show the brand loader before their content (docs/product.md#timings-and-constants). */
export const PAGE_LOADER_MS = 1000;

/**
 * The address the visit started at when its HTML showed the brand loader from the first paint (the
 * shell's index.html carries it), and whether a page has asked for its loader since.
 */
const visit: { splashAt: string | null; asked: boolean } = { splashAt: null, asked: false };

/**
 * Called by the shell at start when its HTML showed the brand loader from the first paint: the
 * first page's loader then ends one second after the page was requested, not one second after
 * the page's code arrived (which would show the loader for longer than a second).
 */
export function markBrandLoaderFromStart(): void {
  visit.splashAt = window.location.href;
}

/**
 * How long this page still shows its loader: the whole second, less what the brand loader has shown
 * already when this is the page the visit started on (still at its address, the first to ask).
 */
function loaderTimeLeft(durationMs: number): number {
  const continuesSplash = !visit.asked && visit.splashAt === window.location.href;
  visit.asked = true;
  return continuesSplash ? Math.max(0, durationMs - performance.now()) : durationMs;
}

/**
 * True for the loader's second, then false. The reveal is a transition: React renders the page in
 * slices, so a long page does not hold the main thread in one long task.
 */
export function usePageLoader(durationMs: number = PAGE_LOADER_MS): boolean {
  const [timeLeft] = useState(() => loaderTimeLeft(durationMs));
  const [loading, setLoading] = useState(timeLeft > 0);
  useEffect(() => {
    if (timeLeft <= 0) return undefined;
    const timer = window.setTimeout(() => startTransition(() => setLoading(false)), timeLeft);
    return () => window.clearTimeout(timer);
  }, [timeLeft]);
  return loading;
}

/** The brand mark, pulsing (still when the user prefers reduced motion). */
function PulsingMark() {
  return (
    <svg className="page-loader-mark" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="var(--color-primary)" />
      <path d="M14 34 L24 12 L34 34 M18 26 H30" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The brand loader, in the flow of the page while its content arrives. */
export function PageLoader({ label }: { label?: string }) {
  const { _ } = useLingui();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <PulsingMark />
      <span className="visually-hidden">{label ?? _(LOADING)}</span>
    </div>
  );
}

/**
 * The one-second loader as a layer over the page's content, ended by CSS (page-loader.css): the
 * content is in the HTML from the first paint, and the loader shows whether or not a script runs.
 */
export function PageLoaderOverlay({ label }: { label?: string }) {
  const { _ } = useLingui();
  return (
    <div className="page-loader-overlay" role="status" aria-live="polite">
      <PulsingMark />
      <span className="visually-hidden">{label ?? _(LOADING)}</span>
    </div>
  );
}

import { useEffect, useState } from 'react';
import './page-loader.css';

/** How long the public pages show the brand loader before their content (docs/product.md#timings-and-constants). */
export const PAGE_LOADER_MS = 1000;

/** True for the first `durationMs` after the page mounts, then false. */
export function usePageLoader(durationMs: number = PAGE_LOADER_MS): boolean {
  const [loading, setLoading] = useState(durationMs > 0);
  useEffect(() => {
    if (durationMs <= 0) return undefined;
    const timer = window.setTimeout(() => setLoading(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return loading;
}

/** The brand mark, pulsing (still when the user prefers reduced motion). */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <svg className="page-loader-mark" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="var(--color-primary)" />
        <path d="M14 34 L24 12 L34 34 M18 26 H30" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Button } from './button';
import { readApiError } from '../api/errors';

/** What a skeleton stands in for: list rows, a grid of cards, one card, or lines inside a card. */
export type SkeletonShape = 'rows' | 'cards' | 'card' | 'lines';

const SKELETON_COUNT: Readonly<Record<SkeletonShape, number>> = { rows: 4, cards: 3, card: 1, lines: 3 };

/**
 * Data on its way: grey blocks shaped like what is coming (no layout jump when it lands), busy for
 * assistive technology, with a hidden "Loading …" text. The shimmer stops for reduced motion.
 */
export function Skeleton({ label = 'Loading', shape = 'rows', count = SKELETON_COUNT[shape] }: { label?: string; shape?: SkeletonShape; count?: number }) {
  return (
    <div className={`skeleton skeleton-${shape}`} role="status" aria-busy="true">
      <span className="visually-hidden">{label} …</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-item" aria-hidden="true">
          {shape === 'rows' && <span className="skeleton-block skeleton-circle" />}
          <span className="skeleton-text">
            <span className="skeleton-block skeleton-line" />
            <span className="skeleton-block skeleton-line skeleton-line-short" />
          </span>
          {shape !== 'lines' && <span className="skeleton-block skeleton-figure" />}
        </div>
      ))}
    </div>
  );
}

/** Code on its way (a lazily loaded page or area): a spinner, as there is no shape to show yet. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Covers the page while a form is being submitted. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="empty-state">{children}</div>;
}

/** What an RTK Query infinite query tells the end of its list. */
export interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error?: unknown;
  fetchNextPage: () => unknown;
}

/** The end of a paged list: Load more while there is a next page, or the failure with Retry. */
export function LoadMore({ query, failure }: { query: NextPageState; failure: string }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = query;
  return (
    <div className="load-more">
      {isFetchNextPageError && <ErrorState message={readApiError(error, failure).message} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && !isFetchNextPageError && (
        <Button variant="secondary" onClick={() => void fetchNextPage()} busy={isFetchingNextPage}>
          Load more
        </Button>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Button } from './button';
import { readApiError } from '../api/errors';

/** What a skeleton stands in for: list rows, a grid of cards, one card, or lines inside a card. */
export type SkeletonShape = 'rows' | 'cards' | 'card' | 'lines';

const TEXTS = {
  loading: /*i18n*/ { id: 'ui.states.loading', message: 'Loading' },
  retry: /*i18n*/ { id: 'ui.states.retry', message: 'Retry' },
  loadMore: /*i18n*/ { id: 'ui.states.loadMore', message: 'Load more' },
};

const SKELETON_COUNT: Readonly<Record<SkeletonShape, number>> = { rows: 4, cards: 3, card: 1, lines: 3 };

/**
 * Data on its way: grey blocks shaped like what is coming (no layout jump when it lands), busy for
 * assistive technology, with a hidden "Loading …" text. The shimmer stops for reduced motion.
 */
export function Skeleton({ label, shape = 'rows', count = SKELETON_COUNT[shape] }: { label?: string; shape?: SkeletonShape; count?: number }) {
  const { _ } = useLingui();
  return (
    <div className={`skeleton skeleton-${shape}`} role="status" aria-busy="true">
      <span className="visually-hidden">{label ?? _(TEXTS.loading)} …</span>
      {Array.from({ length: count }, (_slot, index) => (
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
export function Spinner({ label }: { label?: string }) {
  const { _ } = useLingui();
  return (
    <div className="loading-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? _(TEXTS.loading)}</span>
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
  const { _ } = useLingui();
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {_(TEXTS.retry)}
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
  const { _ } = useLingui();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = query;
  return (
    <div className="load-more">
      {isFetchNextPageError && <ErrorState message={readApiError(error, failure).message} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && !isFetchNextPageError && (
        <Button variant="secondary" onClick={() => void fetchNextPage()} busy={isFetchingNextPage}>
          {_(TEXTS.loadMore)}
        </Button>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Button } from './button';
import { readApiError } from '../api/errors';

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
      {onRetry && <Button variant="secondary" onClick={onRetry}>Retry</Button>}
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
export function LoadMore({ query, className, failure }: { query: NextPageState; className: string; failure: string }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = query;
  return (
    <div className={className}>
      {isFetchNextPageError && <ErrorState message={readApiError(error, failure).message} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && !isFetchNextPageError && (
        <Button variant="secondary" onClick={() => void fetchNextPage()} busy={isFetchingNextPage}>
          Load more
        </Button>
      )}
    </div>
  );
}

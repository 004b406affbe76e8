import { EmptyState, ErrorState, LoadMore, readApiError, Skeleton, useSearchParams } from '@arcvest/shared';
import { useMemo } from 'react';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters } from './audit-filters';
import { useGetAuditLogInfiniteQuery, type AuditLogFilter } from './api';
import './audit-log.css';

const FILTER_KEYS = ['actor', 'user', 'action'] as const;

/**
 * /dashboard/admin/audit-log: what admins did, newest first. The filters live in the URL
 * (?actor=&user=&action=) so a filtered view can be shared and Back restores it.
 */
export default function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo<AuditLogFilter>(
    () => Object.fromEntries(FILTER_KEYS.flatMap((key) => (searchParams.get(key) ? [[key, searchParams.get(key)]] : []))),
    [searchParams],
  );
  // Fresh on every visit: other admins keep acting.
  const query = useGetAuditLogInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const { currentData, isError, error, refetch, hasNextPage } = query;
  const items = useMemo(() => currentData?.pages.flatMap((page) => page.items) ?? [], [currentData]);
  const filtered = Object.keys(filter).length > 0;

  const apply = (next: AuditLogFilter) => {
    const params = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) params.set(key, next[key]);
    setSearchParams(params, { replace: true });
  };

  let content;
  if (currentData) {
    content =
      items.length === 0 ? (
        <EmptyState>{filtered ? 'No entries match these filters.' : 'No admin actions have been recorded yet.'}</EmptyState>
      ) : (
        <>
          <table className="audit-table">
            <caption className="visually-hidden">Admin actions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Admin</th>
                <th scope="col">Action</th>
                <th scope="col">Whom</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
          <LoadMore query={query} failure={'Older entries could not be loaded.'} />
        </>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The audit log could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" label="Loading the audit log" />;
  }

  return (
    <section className="audit-log">
      <header className="page-title">
        <h1>Audit log</h1>
      </header>
      <AuditFilters applied={filter} onApply={apply} />
      <p className="visually-hidden" aria-live="polite">
        {currentData && `${items.length} ${items.length === 1 ? 'entry' : 'entries'} shown${hasNextPage ? ', more to load' : ''}.`}
      </p>
      {content}
    </section>
  );
}

import { EmptyState, ErrorState, LoadMore, readApiError, Skeleton, useLingui, useSearchParams } from '@arcvest/shared';
import { useMemo } from 'react';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters } from './audit-filters';
import { useGetAuditLogInfiniteQuery, type AuditLogFilter } from './api';
import { AUDIT_LOG_TEXTS as TEXTS } from './messages';
import './audit-log.css';

const FILTER_KEYS = ['actor', 'user', 'action'] as const;

/**
 * /dashboard/admin/audit-log: what admins did, newest first. The filters live in the URL
 * (?actor=&user=&action=) so a filtered view can be shared and Back restores it.
 */
export default function AuditLogPage() {
  const { _ } = useLingui();
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
        <EmptyState>{_(filtered ? TEXTS.noMatch : TEXTS.empty)}</EmptyState>
      ) : (
        <>
          <table className="audit-table">
            <caption className="visually-hidden">{_(TEXTS.caption)}</caption>
            <thead>
              <tr>
                <th scope="col">{_(TEXTS.time)}</th>
                <th scope="col">{_(TEXTS.admin)}</th>
                <th scope="col">{_(TEXTS.action)}</th>
                <th scope="col">{_(TEXTS.whom)}</th>
                <th scope="col">{_(TEXTS.details)}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
          <LoadMore query={query} failure={_(TEXTS.moreFailed)} />
        </>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" label={_(TEXTS.loading)} />;
  }

  return (
    <section className="audit-log">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <AuditFilters applied={filter} onApply={apply} />
      <p className="visually-hidden" aria-live="polite">
        {currentData && _({ ...(hasNextPage ? TEXTS.shownMore : TEXTS.shown), values: { count: items.length } })}
      </p>
      {content}
    </section>
  );
}

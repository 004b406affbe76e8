import {
  EmptyState,
  ErrorState,
  Link,
  LoadMore,
  PATHS,
  readApiError,
  Skeleton,
  supportRequestPath,
  useAppSelector,
  useSearchParams,
  SelectField,
} from '@arcvest/shared';
import { SupportStatusBadge, useStaffCan } from '@arcvest/shared/dashboard-ui';
import {
  formatDateTime,
  SUPPORT_AGE_FILTERS,
  SUPPORT_AGE_LABELS,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUSES,
  SUPPORT_STATUS_LABELS,
  type SupportAgeFilter,
  type SupportCategory,
} from '@arcvest/shared/rules';
import { useMemo } from 'react';
import { useGetSupportQueueInfiniteQuery, type SupportQueueFilters } from './api';
import { AssignButton } from './assign-button';
import './support.css';

const STATUS_OPTIONS = [
  { value: 'active', label: 'In progress (not closed)' },
  ...SUPPORT_STATUSES.map((status) => ({ value: status, label: SUPPORT_STATUS_LABELS[status] })),
];
const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((category) => ({ value: category, label: SUPPORT_CATEGORY_LABELS[category] }));
const AGE_OPTIONS = SUPPORT_AGE_FILTERS.map((age) => ({ value: age, label: SUPPORT_AGE_LABELS[age] }));

/** The filters as the address holds them, so a filtered queue can be reloaded and shared; anything unknown is dropped. */
function queryOf(search: URLSearchParams): SupportQueueFilters {
  const status = search.get('status');
  const category = search.get('category');
  const age = search.get('age');
  return {
    ...(status && STATUS_OPTIONS.some((option) => option.value === status) && { status: status as SupportQueueFilters['status'] }),
    ...(category && (SUPPORT_CATEGORIES as readonly string[]).includes(category) && { category: category as SupportCategory }),
    ...(age && (SUPPORT_AGE_FILTERS as readonly string[]).includes(age) && { age: age as SupportAgeFilter }),
  };
}

/** /dashboard/admin/support: the requests waiting longest first, filtered by status, category and age (docs/support.md). */
export default function SupportQueuePage() {
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const me = useAppSelector((state) => state.auth.user?.id);
  const mayAnswer = useStaffCan('support.answer');
  // Fresh on every visit: other staff keep answering.
  const pages = useGetSupportQueueInfiniteQuery(query, { refetchOnMountOrArgChange: true });
  const { currentData, isError, error, refetch } = pages;
  // A request answered while the next page loads moves to the queue's end and may come twice: shown once.
  const items = useMemo(() => [...new Map((currentData?.pages.flatMap((page) => page.items) ?? []).map((item) => [item.id, item])).values()], [currentData]);

  const setFilter = (name: keyof SupportQueueFilters, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };

  let content;
  if (currentData && items.length === 0) content = <EmptyState>No requests match these filters.</EmptyState>;
  else if (currentData) {
    content = (
      <>
        <ul className="support-queue" aria-label="Support requests">
          {items.map((request) => (
            <li key={request.id} className="card support-queue-item">
              <div className="support-queue-head">
                <Link to={supportRequestPath(request.id)} className="support-queue-subject">
                  {request.subject}
                </Link>
                <SupportStatusBadge status={request.status} />
              </div>
              <p className="support-queue-meta">
                #{request.id} · {SUPPORT_CATEGORY_LABELS[request.category]} · {request.investor.username} · last activity {formatDateTime(request.updated_at)}
              </p>
              <p className="support-queue-meta">{request.assigned_to ? `Assigned to ${request.assigned_to.username}` : 'Unassigned'}</p>
              {mayAnswer && request.status !== 'closed' && request.assigned_to?.id !== me && <AssignButton requestId={request.id} subject={request.subject} />}
            </li>
          ))}
        </ul>
        <LoadMore query={pages} failure="More requests could not be loaded." />
      </>
    );
  } else if (isError) content = <ErrorState message={readApiError(error, 'The support queue could not be loaded.').message} onRetry={() => void refetch()} />;
  else content = <Skeleton shape="rows" label="Loading the support queue" />;

  return (
    <section className="support-desk">
      <header className="page-title support-title">
        <h1>Support</h1>
        <Link to={PATHS.savedReplies} className="btn btn-secondary">
          Saved replies
        </Link>
      </header>
      <div className="support-filters" role="group" aria-label="Filter the queue">
        <SelectField
          label="Status"
          value={query.status ?? 'active'}
          options={STATUS_OPTIONS}
          onChange={(event) => setFilter('status', event.target.value === 'active' ? '' : event.target.value)}
        />
        <SelectField
          label="Category"
          value={query.category ?? ''}
          placeholder="Any category"
          options={CATEGORY_OPTIONS}
          onChange={(event) => setFilter('category', event.target.value)}
        />
        <SelectField
          label="Age"
          value={query.age ?? 'any'}
          options={AGE_OPTIONS}
          onChange={(event) => setFilter('age', event.target.value === 'any' ? '' : event.target.value)}
        />
      </div>
      {content}
    </section>
  );
}

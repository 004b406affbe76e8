import {
  activeLocale,
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
  Trans,
  useLingui,
} from '@arcvest/shared';
import { SupportStatusBadge, useStaffCan } from '@arcvest/shared/dashboard-ui';
import {
  formatDateTime,
  SUPPORT_AGE_FILTERS,
  SUPPORT_AGE_TEXTS,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_TEXTS,
  SUPPORT_STATUSES,
  SUPPORT_STATUS_TEXTS,
  type SupportAgeFilter,
  type SupportCategory,
  type Message,
} from '@arcvest/shared/rules';
import { useMemo } from 'react';
import { useGetSupportQueueInfiniteQuery, type SupportQueueFilters } from './api';
import { AssignButton } from './assign-button';
import { SUPPORT_QUEUE_TEXTS as TEXTS } from './messages';
import './support.css';

const STATUS_OPTIONS = [
  { value: 'active', label: TEXTS.active },
  ...SUPPORT_STATUSES.map((status) => ({ value: status, label: SUPPORT_STATUS_TEXTS[status] })),
];
const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((category) => ({ value: category, label: SUPPORT_CATEGORY_TEXTS[category] }));
const AGE_OPTIONS = SUPPORT_AGE_FILTERS.map((age) => ({ value: age, label: SUPPORT_AGE_TEXTS[age] }));

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
  const { _ } = useLingui();
  const locale = activeLocale();
  const translated = (options: { value: string; label: Message }[]) => options.map(({ value, label }) => ({ value, label: _(label) }));
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
  if (currentData && items.length === 0) content = <EmptyState>{_(TEXTS.empty)}</EmptyState>;
  else if (currentData) {
    content = (
      <>
        <ul className="support-queue" aria-label={_(TEXTS.list)}>
          {items.map((request) => (
            <li key={request.id} className="card support-queue-item">
              <div className="support-queue-head">
                <Link to={supportRequestPath(request.id)} className="support-queue-subject">
                  {request.subject}
                </Link>
                <SupportStatusBadge status={request.status} />
              </div>
              <p className="support-queue-meta">
                <Trans
                  {...TEXTS.meta}
                  values={{
                    id: request.id,
                    category: _(SUPPORT_CATEGORY_TEXTS[request.category]),
                    username: request.investor.username,
                    date: formatDateTime(request.updated_at, undefined, locale),
                  }}
                  components={{ 0: <bdi dir="ltr" translate="no" /> }}
                />
              </p>
              <p className="support-queue-meta">
                {request.assigned_to ? _({ ...TEXTS.assignedTo, values: { username: request.assigned_to.username } }) : _(TEXTS.unassigned)}
              </p>
              {mayAnswer && request.status !== 'closed' && request.assigned_to?.id !== me && <AssignButton requestId={request.id} subject={request.subject} />}
            </li>
          ))}
        </ul>
        <LoadMore query={pages} failure={_(TEXTS.moreFailed)} />
      </>
    );
  } else if (isError) content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  else content = <Skeleton shape="rows" label={_(TEXTS.loading)} />;

  return (
    <section className="support-desk">
      <header className="page-title support-title">
        <h1>{_(TEXTS.title)}</h1>
        <Link to={PATHS.savedReplies} className="btn btn-secondary">
          {_(TEXTS.savedReplies)}
        </Link>
      </header>
      <div className="support-filters" role="group" aria-label={_(TEXTS.filters)}>
        <SelectField
          label={_(TEXTS.status)}
          value={query.status ?? 'active'}
          options={translated(STATUS_OPTIONS)}
          onChange={(event) => setFilter('status', event.target.value === 'active' ? '' : event.target.value)}
        />
        <SelectField
          label={_(TEXTS.category)}
          value={query.category ?? ''}
          placeholder={_(TEXTS.anyCategory)}
          options={translated(CATEGORY_OPTIONS)}
          onChange={(event) => setFilter('category', event.target.value)}
        />
        <SelectField
          label={_(TEXTS.age)}
          value={query.age ?? 'any'}
          options={translated(AGE_OPTIONS)}
          onChange={(event) => setFilter('age', event.target.value === 'any' ? '' : event.target.value)}
        />
      </div>
      {content}
    </section>
  );
}

import { activeLocale, EmptyState, LoadMore, readApiError, ErrorState, Skeleton, useLingui, useSearchParams, Money, type Transaction } from '@arcvest/shared';
import { approvalTarget, formatDateTime, groupByMonth } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { useChoiceAheadOfUrl } from '@arcvest/shared/dashboard-ui';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { DEFAULT_STATUS_FILTER, emptyText, parseStatusFilter, REVIEW_LABELS, STATUS_FILTERS, STATUS_LABELS, type StatusFilter } from './review-labels';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { useFourEyes } from '../../api/approvals';
import { SingleApproverNotice, WaitingBadge } from '../../components/four-eyes';
import { RadioFilter } from '../../components/radio-filter';
import { useGetAllTransactionsInfiniteQuery, type ReviewType } from './api';
import { REVIEW_PAGE_TEXTS as TEXTS } from './messages';
import './review-transactions.css';

/**
 * The admin list of one transaction type (deposits or withdrawals):
 * a status filter kept in the URL (?status=pending, the admin's work, when opened without one), month groups newest first, Load more
 * while the server has older entries, and a details dialog to confirm or reject pending ones.
 */
export function TransactionReviewPage({ type }: { type: ReviewType }) {
  const { _ } = useLingui();
  const labels = REVIEW_LABELS[type];
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilter = parseStatusFilter(searchParams.get('status'));
  // The choice shows at once; the URL follows in a router transition (and Back sets it again).
  const [filter, setFilter] = useChoiceAheadOfUrl(urlFilter);
  // Opened without a filter: the default is written into the address, so Back and a shared link keep it.
  const opensBare = !searchParams.has('status');
  useEffect(() => {
    if (opensBare) setSearchParams((current) => new URLSearchParams({ ...Object.fromEntries(current), status: DEFAULT_STATUS_FILTER }), { replace: true });
  }, [opensBare, setSearchParams]);
  const [selected, setSelected] = useState<Transaction | null>(null);
  const closeDetails = useCallback(() => setSelected(null), []);

  const query = useGetAllTransactionsInfiniteQuery({ type, status: filter === 'all' ? undefined : filter });
  const { currentData, isError, error, refetch } = query;
  const items = useMemo(() => currentData?.pages.flatMap((page) => page.items) ?? [], [currentData]);
  const locale = activeLocale();
  const groups = useMemo(() => groupByMonth(items, (item) => item.created_at, undefined, _, locale), [items, _, locale]);

  const changeFilter = (value: StatusFilter) => {
    setFilter(value);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('status', value);
        return next;
      },
      { replace: true },
    );
  };

  let content;
  if (currentData) {
    content =
      items.length === 0 ? (
        <EmptyState>{_(emptyText(filter, labels))}</EmptyState>
      ) : (
        <>
          {groups.map((group) => (
            <MonthSection key={group.key} month={group.key} label={group.label} items={group.items} onOpen={setSelected} />
          ))}
          <LoadMore query={query} failure={_(labels.olderFailed)} />
        </>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(labels.loadFailed)).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" label={_(labels.loading)} />;
  }

  return (
    <section className="transaction-review">
      <header className="page-title">
        <h1>{_(labels.title)}</h1>
      </header>
      <SingleApproverNotice />
      <RadioFilter
        legend={_(TEXTS.status)}
        name={`${type}-status`}
        options={STATUS_FILTERS.map((option) => ({ value: option.value, label: _(option.label) }))}
        value={filter}
        onChange={changeFilter}
      />
      {content}
      {selected && <TransactionDetailsDialog transaction={selected} labels={labels} onClose={closeDetails} />}
    </section>
  );
}

/** The withdrawals whose confirmation waits for a second staff member (four-eyes approval), by target. */
function useConfirmationsWaiting(): Set<string> {
  const { waiting } = useFourEyes();
  return useMemo(() => new Set(waiting.filter((approval) => approval.kind === 'withdrawal.confirm').flatMap((approval) => approval.target ?? [])), [waiting]);
}

/** `month` is the group's key: YYYY-MM, or 'unknown' for dates that cannot be read. */
function MonthSection({ month, label, items, onOpen }: { month: string; label: string; items: Transaction[]; onOpen: (item: Transaction) => void }) {
  const { _ } = useLingui();
  const headingId = useId();
  const waiting = useConfirmationsWaiting();
  return (
    <section className="review-month" aria-labelledby={headingId}>
      <h2 id={headingId}>{month === 'unknown' ? label : <time dateTime={month}>{label}</time>}</h2>
      <ul className="review-rows">
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="review-row" aria-haspopup="dialog" onClick={() => onOpen(item)}>
              <span className="review-user">
                {item.username ? (
                  <bdi dir="ltr" translate="no">
                    {item.username}
                  </bdi>
                ) : (
                  _({ ...TEXTS.userNumber, values: { id: item.user_id } })
                )}
              </span>
              <span className="review-amount">
                <Money amount={item.amount} />
              </span>
              <span className="review-coin coin-name" translate="no">
                <CoinIcon coin={item.payment_method} size={20} />
                {item.payment_method ?? '—'}
              </span>
              {item.status === 'pending' && waiting.has(approvalTarget('transaction', item.id)) ? (
                <WaitingBadge className="review-status" />
              ) : (
                <span className={`review-status review-status-${item.status}`}>{_(STATUS_LABELS[item.status])}</span>
              )}
              <time className="review-date" dateTime={item.created_at}>
                {formatDateTime(item.created_at, undefined, activeLocale())}
              </time>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { activeLocale, Button, EmptyState, readApiError, ErrorState, SelectField, Skeleton, Money, useLingui, type Transaction } from '@arcvest/shared';
import {
  formatDateTime,
  formatHistoryAmount,
  historyTone,
  groupByMonth,
  matchesTransactionFilter,
  signedAmount,
  paymentCoinByCoin,
  transactionFilters,
  transactionFilterLabel,
  TRANSACTION_STATUS_TEXTS,
  transactionTitle,
  type TransactionFilter,
} from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useGetOwnTransactionsInfiniteQuery } from './api';
import { ExportButton } from './export-button';
import { HISTORY_TEXTS as TEXTS } from './messages';
import { TransactionDetails } from './transaction-details';
import './transaction-history.css';

/** Loads the next page when the sentinel scrolls into view; the Load more button covers browsers without the observer. */
function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest loadMore, without observing again each time it changes.
  const load = useEffectEvent(loadMore);
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

function TransactionRow({ transaction, onOpen }: { transaction: Transaction; onOpen: (transaction: Transaction) => void }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const tone = `tx-${historyTone(transaction)}`;
  return (
    <li>
      <button type="button" className="tx-row" onClick={() => onOpen(transaction)} aria-haspopup="dialog">
        <TransactionIcon transaction={transaction} />
        <span className="tx-main">
          <span className="tx-type">{transactionTitle(transaction, _)}</span>
          <time className="tx-date" dateTime={transaction.created_at}>
            {formatDateTime(transaction.created_at, undefined, locale)}
          </time>
        </span>
        <span className="tx-side">
          <span className={`tx-amount ${tone}`}>
            <Money amount={formatHistoryAmount(transaction, locale)} />
          </span>
          <span className={`tx-status tx-status-${transaction.status}`}>{_(TRANSACTION_STATUS_TEXTS[transaction.status])}</span>
        </span>
      </button>
    </li>
  );
}

/** The row's badge: the coin's logo for a coin payment, else a sign for money in or out (decorative: the row says it). */
function TransactionIcon({ transaction }: { transaction: Transaction }) {
  if (paymentCoinByCoin(transaction.payment_method))
    return (
      <span className="tx-icon">
        <CoinIcon coin={transaction.payment_method} size={32} />
      </span>
    );
  const credit = signedAmount(transaction.type, transaction.amount) >= 0;
  return <span className={`tx-icon tx-icon-sign ${credit ? 'tx-icon-in' : 'tx-icon-out'}`} aria-hidden="true" />;
}

/** /dashboard/transaction-history: the investor's transactions by month, with a type filter and details. */
export default function TransactionHistoryPage() {
  const { _ } = useLingui();
  const locale = activeLocale();
  const { data, isLoading, isError, error, isFetchNextPageError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useGetOwnTransactionsInfiniteQuery();
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const [open, setOpen] = useState<Transaction | null>(null);
  const close = useCallback(() => setOpen(null), []);

  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const loadMore = useCallback(() => {
    if (canLoadMore) void fetchNextPage();
  }, [canLoadMore, fetchNextPage]);
  const sentinel = useLoadMoreOnScroll(canLoadMore, loadMore);

  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const groups = useMemo(
    () =>
      groupByMonth(
        items.filter((item) => matchesTransactionFilter(item.type, filter)),
        (item) => item.created_at,
        undefined,
        _,
        locale,
      ),
    [items, filter, _, locale],
  );
  const filterType = transactionFilterLabel(filter, _).toLocaleLowerCase(locale);

  const hasNone = data !== undefined && items.length === 0 && !hasNextPage;
  let content;
  if (!data && isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={refetch} />;
  } else if (!data || isLoading) {
    content = <Skeleton shape="rows" label={_(TEXTS.loading)} />;
  } else if (hasNone) {
    content = <EmptyState>{_(TEXTS.none)}</EmptyState>;
  } else {
    content = (
      <>
        {groups.length === 0 && <EmptyState>{_({ ...(hasNextPage ? TEXTS.noneOfTypeLoaded : TEXTS.noneOfType), values: { type: filterType } })}</EmptyState>}
        {groups.map((group) => (
          <section key={group.key} className="tx-month" aria-labelledby={`tx-month-${group.key}`}>
            <h2 id={`tx-month-${group.key}`}>{group.key === 'unknown' ? group.label : <time dateTime={group.key}>{group.label}</time>}</h2>
            <ul className="tx-list">
              {group.items.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} onOpen={setOpen} />
              ))}
            </ul>
          </section>
        ))}
        {isFetchNextPageError && <ErrorState message={readApiError(error, _(TEXTS.moreFailed)).message} onRetry={() => void fetchNextPage()} />}
        {hasNextPage && !isFetchNextPageError && (
          <div className="tx-more">
            <div ref={sentinel} aria-hidden="true" />
            <Button variant="secondary" onClick={loadMore} busy={isFetchingNextPage}>
              {isFetchingNextPage ? _(TEXTS.loadingMore) : _(TEXTS.loadMore)}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="tx-history">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
        <div className="tx-tools">
          <div className="tx-filter">
            <SelectField
              label={_(TEXTS.type)}
              options={transactionFilters(_)}
              value={filter}
              onChange={(event) => setFilter(event.target.value as TransactionFilter)}
            />
          </div>
          {/* A file of nothing is no use: the button shows once there is something to export. */}
          {!hasNone && <ExportButton filter={filter} />}
        </div>
      </header>
      {content}
      {open && <TransactionDetails transaction={open} onClose={close} />}
    </section>
  );
}

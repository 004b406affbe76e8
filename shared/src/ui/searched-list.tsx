import { useMemo, type ReactNode } from 'react';
import { readApiError, TextField, EmptyState, ErrorState, LoadMore, Skeleton, useLingui, type NextPageState } from '@arcvest/shared';
import { MAX_USER_SEARCH_LENGTH } from '../rules/limits';
import { useUrlSearch } from './use-url-search';
import './searched-list.css';

const TEXTS = {
  noMatch: /*i18n*/ { id: 'ui.searchedList.noMatch', message: 'No users match your search criteria.' },
  moreFailed: /*i18n*/ { id: 'ui.searchedList.moreFailed', message: 'More users could not be loaded.' },
  failed: /*i18n*/ { id: 'ui.searchedList.failed', message: 'The {what} could not be loaded.' },
  loading: /*i18n*/ { id: 'ui.searchedList.loading', message: 'Loading {what}' },
  search: /*i18n*/ { id: 'ui.searchedList.search', message: 'Search by username or email' },
  found: /*i18n*/ { id: 'ui.searchedList.found', message: '{total} user(s) found.' },
};

/** A server-searched infinite query's state: pages of items with the search's total. */
interface SearchedQuery<T> extends NextPageState {
  currentData?: { pages: { items: T[]; total: number }[] };
  isError: boolean;
  refetch: () => unknown;
}

interface SearchedListProps<T extends { id: number }, Filter extends object> {
  /** The hook of the list's infinite query, called with `filter` and the debounced search. */
  useQuery: (args: Filter & { search: string }) => SearchedQuery<T>;
  /** What narrows the list besides the search (a status, or nothing: `{}`). */
  filter: Filter;
  renderItem: (item: T) => ReactNode;
  /** Class names, beside the shared `searched-list-*` ones: `{classPrefix}-search`, `-count` and `-rows`. */
  classPrefix: string;
  searchHint?: string;
  /** What the list says when it is empty and nothing is searched. */
  emptyText: string;
  /** "identity verifications": in the loading and failure texts. */
  what: string;
}

/**
 * A list of users searched on the server by username or email, newest first: the search kept
 * in the URL, 'N user(s) found.' said when results change, the original empty texts, loading,
 * failure with Retry and Load more.
 */
export function SearchedList<T extends { id: number }, Filter extends object>(props: SearchedListProps<T, Filter>) {
  const { useQuery, filter, renderItem, classPrefix, searchHint, emptyText, what } = props;
  const { _ } = useLingui();
  const { input, setInput, search } = useUrlSearch();
  const query = useQuery({ ...filter, search });
  const { currentData, isError, error, refetch } = query;
  const items = useMemo(() => currentData?.pages.flatMap((page) => page.items) ?? [], [currentData]);
  const total = currentData?.pages[0]?.total;

  let content;
  if (currentData) {
    content =
      items.length === 0 ? (
        <EmptyState>{search ? _(TEXTS.noMatch) : emptyText}</EmptyState>
      ) : (
        <>
          <ul className={`searched-list-rows ${classPrefix}-rows`}>
            {items.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
          <LoadMore query={query} failure={_(TEXTS.moreFailed)} />
        </>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _({ ...TEXTS.failed, values: { what } })).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" label={_({ ...TEXTS.loading, values: { what } })} />;
  }

  return (
    <>
      <form className={`searched-list-search ${classPrefix}-search`} role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={_(TEXTS.search)}
          hint={searchHint}
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          maxLength={MAX_USER_SEARCH_LENGTH}
          autoComplete="off"
        />
      </form>
      {/* Said when the results change, so a screen reader hears what a search found. */}
      <p className={`searched-list-count ${classPrefix}-count`} aria-live="polite">
        {total === undefined ? '' : _({ ...TEXTS.found, values: { total } })}
      </p>
      {content}
    </>
  );
}

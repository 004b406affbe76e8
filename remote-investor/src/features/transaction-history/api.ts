import { api, type Page, type Transaction } from '@arcvest/shared';
import { type TransactionFilter } from '@arcvest/shared/rules';

export const TRANSACTIONS_PAGE_SIZE = 20;

export const transactionHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's transactions, newest first, a page at a time (`before` = the last page's next_cursor). */
    getOwnTransactions: build.infiniteQuery<Page<Transaction>, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ pageParam }) => ({
        url: '/transactions',
        params: { limit: TRANSACTIONS_PAGE_SIZE, ...(pageParam && { before: pageParam }) },
      }),
      providesTags: [{ type: 'Transaction', id: 'OWN' }],
    }),
    /**
     * Every transaction that matches the filter, as CSV text. A mutation, since it is a one-off
     * download, not data to cache; 'content-type' reads the CSV as text and an error's JSON as JSON.
     */
    exportTransactions: build.mutation<string, TransactionFilter>({
      query: (filter) => ({ url: '/transactions/export', params: { filter }, responseHandler: 'content-type', cache: 'no-store' }),
    }),
  }),
});

export const { useGetOwnTransactionsInfiniteQuery, useExportTransactionsMutation } = transactionHistoryApi;

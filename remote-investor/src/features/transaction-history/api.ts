import { api, type Page, type Transaction } from '@arcvest/shared';

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
  }),
});

export const { useGetOwnTransactionsInfiniteQuery } = transactionHistoryApi;

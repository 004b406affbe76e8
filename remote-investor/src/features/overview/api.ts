import { api, type Page, type PortfolioPoint, type Statistics, type Transaction } from '@arcvest/shared';

export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Totals of the dashboard cards; the path keeps the original spelling (docs/departures.md#kept-although-odd). */
    getUserStatistics: build.query<Statistics, number>({
      query: (userId) => `/user-statictics/${userId}`,
      providesTags: (_result, _error, userId) => [{ type: 'Statistics', id: userId }],
    }),
    /** The newest transaction, or null when there is none. */
    getLatestTransaction: build.query<Transaction | null, void>({
      query: () => ({ url: '/transactions', params: { limit: 1 } }),
      transformResponse: (page: Page<Transaction>) => page.items[0] ?? null,
      providesTags: [{ type: 'Transaction', id: 'LATEST' }],
    }),
    /** Balance and cumulative earnings at the end of each UTC day, oldest first (empty for a new user). */
    getPortfolio: build.query<PortfolioPoint[], void>({
      query: () => '/portfolio',
      transformResponse: (answer: { points: PortfolioPoint[] }) => answer.points,
      providesTags: [{ type: 'Transaction', id: 'PORTFOLIO' }],
    }),
  }),
});

export const { useGetUserStatisticsQuery, useGetLatestTransactionQuery, useGetPortfolioQuery } = overviewApi;

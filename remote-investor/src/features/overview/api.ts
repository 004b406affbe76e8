import { api, type AppDispatch, type Page, type PortfolioPoint, type PortfolioValue, type Statistics, type Transaction } from '@arcvest/shared';

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
    /** Total value, cash, earnings to date and today, and each active plan (docs/money.md#portfolio-value). */
    getPortfolioValue: build.query<PortfolioValue, void>({
      query: () => '/portfolio/value',
      providesTags: [
        { type: 'Transaction', id: 'VALUE' },
        { type: 'UserPlan', id: 'VALUE' },
      ],
    }),
  }),
});

export const { useGetUserStatisticsQuery, useGetLatestTransactionQuery, useGetPortfolioQuery, useGetPortfolioValueQuery } = overviewApi;

/**
 * The overview's reads that need no user: started as the dashboard's routes load on a visit that
 * starts here (routes.tsx), so the first figures do not wait for the user's session.
 */
export function prefetchOverview(dispatch: AppDispatch): void {
  dispatch(overviewApi.util.prefetch('getPortfolioValue', undefined, {}));
  dispatch(overviewApi.util.prefetch('getLatestTransaction', undefined, {}));
}

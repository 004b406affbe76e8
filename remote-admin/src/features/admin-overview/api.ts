import { api, type AdminOverview } from '@arcvest/shared';

/** GET /admin-overview (admin): pending counts, money totals and the last 30 days. */
const adminOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverview, void>({ query: () => '/admin-overview' }),
  }),
});

export const { useGetAdminOverviewQuery } = adminOverviewApi;

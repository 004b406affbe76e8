import { api, type AdminOverview, type AppDispatch } from '@arcvest/shared';

/**
 * GET /admin-overview (admin): pending counts, money totals and the last 30 days. It counts the
 * requests waiting for approval too, so it reloads whenever one is asked or decided.
 */
export const adminOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverview, void>({ query: () => '/admin-overview', providesTags: [{ type: 'Approval', id: 'OVERVIEW' }] }),
  }),
});

export const { useGetAdminOverviewQuery } = adminOverviewApi;

/** The overview's figures, started as the console's routes load on a visit that starts here (routes.tsx). */
export function prefetchAdminOverview(dispatch: AppDispatch): void {
  dispatch(adminOverviewApi.util.prefetch('getAdminOverview', undefined, {}));
}

import { api, type LiabilitiesSnapshot } from '@arcvest/shared';

/** The proof of liabilities' snapshot, for the admin's "Take snapshot now"; the reserve addresses' endpoints are shared's. */
const manageReservesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The latest published snapshot; 404 before the first. */
    getLatestLiabilities: build.query<LiabilitiesSnapshot, void>({ query: () => '/proof-of-liabilities', providesTags: ['Reserves'] }),
    /** 409 when nobody is owed anything (a tree needs a leaf). */
    takeLiabilitiesSnapshot: build.mutation<LiabilitiesSnapshot, void>({
      query: () => ({ url: '/proof-of-liabilities', method: 'POST' }),
      invalidatesTags: ['Reserves'],
    }),
  }),
});

export const { useGetLatestLiabilitiesQuery, useTakeLiabilitiesSnapshotMutation } = manageReservesApi;

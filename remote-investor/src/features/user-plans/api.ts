import { api, type UserPlan } from '@arcvest/shared';

export const userPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's active plans. */
    getOwnPlans: build.query<UserPlan[], void>({
      query: () => '/get-user-plans',
      providesTags: [{ type: 'UserPlan', id: 'OWN' }],
    }),
  }),
});

export const { useGetOwnPlansQuery } = userPlansApi;

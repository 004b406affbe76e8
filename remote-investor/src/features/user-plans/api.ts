import { api, type MessageResponse, type PastUserPlan, type Redemption, type UserPlan } from '@arcvest/shared';

export const userPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's active plans. */
    getOwnPlans: build.query<UserPlan[], void>({
      query: () => '/get-user-plans',
      providesTags: [{ type: 'UserPlan', id: 'OWN' }],
    }),
    /** The signed-in user's plans that matured or were redeemed, the latest ended first. */
    getPastPlans: build.query<PastUserPlan[], void>({
      query: () => '/past-user-plans',
      providesTags: [{ type: 'UserPlan', id: 'PAST' }],
    }),
    /** What redeeming the plan now would credit: asked fresh each time (earnings change daily). */
    getRedemption: build.query<Redemption, number>({
      query: (id) => `/user-plans/${id}/redemption`,
      keepUnusedDataFor: 0,
    }),
    redeemPlan: build.mutation<Redemption, number>({
      query: (id) => ({ url: `/user-plans/${id}/redemption`, method: 'POST' }),
      invalidatesTags: ['Transaction', 'UserPlan', 'Statistics'],
    }),
    setRenewal: build.mutation<MessageResponse & { plan: UserPlan }, { id: number; auto_renew: boolean }>({
      query: ({ id, auto_renew }) => ({ url: `/user-plans/${id}/renewal`, method: 'POST', body: { auto_renew } }),
      invalidatesTags: [{ type: 'UserPlan', id: 'OWN' }],
    }),
  }),
});

export const { useGetOwnPlansQuery, useGetPastPlansQuery, useLazyGetRedemptionQuery, useRedeemPlanMutation, useSetRenewalMutation } = userPlansApi;

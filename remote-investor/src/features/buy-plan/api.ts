import { api, type CryptoAddress, type DepositBody, type MessageResponse } from '@arcvest/shared';

/** POST /deposit; the amount in US cents. */

/** The buy-plan flow's calls: the coin address to pay to and the purchase itself (prices come from shared). */
export const buyPlanApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `coin` in lower case as the API's paths spell it: btc, eth, xrp, sol, usdt. */
    getActiveAddress: build.query<CryptoAddress, string>({
      query: (coin) => `/last-${coin}-address`,
      providesTags: (_result, _error, coin) => [{ type: 'Address', id: coin }],
    }),
    buyPlan: build.mutation<MessageResponse, DepositBody>({
      query: (body) => ({ url: '/deposit', method: 'POST', body }),
      invalidatesTags: ['Transaction', 'UserPlan', 'Statistics'],
    }),
  }),
});

export const { useGetActiveAddressQuery, useBuyPlanMutation } = buyPlanApi;

import { api, type CryptoAddress, type DepositAnswer, type DepositBody } from '@arcvest/shared';

/** The buy-plan flow's calls: the coin address to pay to and the purchase itself (prices and payment options come from shared). */
export const buyPlanApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `coin` in lower case as the API's paths spell it: btc, eth, xrp, sol, usdt. */
    getActiveAddress: build.query<CryptoAddress, string>({
      query: (coin) => `/last-${coin}-address`,
      providesTags: (_result, _error, coin) => [{ type: 'Address', id: coin }],
    }),
    /** POST /deposit, the amount in US cents: an invoice for a coin settled on chain (no transaction id), else a pending deposit. */
    buyPlan: build.mutation<DepositAnswer, DepositBody>({
      query: (body) => ({ url: '/deposit', method: 'POST', body }),
      invalidatesTags: ['Transaction', 'UserPlan', 'Statistics'],
    }),
  }),
});

export const { useGetActiveAddressQuery, useBuyPlanMutation } = buyPlanApi;

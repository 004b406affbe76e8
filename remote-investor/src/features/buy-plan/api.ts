import { api, type CryptoAddress, type DepositAnswer, type DepositBody, type PaymentOption } from '@arcvest/shared';

/** The buy-plan flow's calls: how each coin is paid, the coin address to pay to and the purchase itself (prices come from shared). */
export const buyPlanApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Which coins are settled on chain (an invoice) and which by hand (a transaction id); docs/chain.md#paying-on-chain. */
    getPaymentOptions: build.query<PaymentOption[], void>({
      query: () => '/payment-options',
      // An admin's new key turns a coin to 'chain' (their remote invalidates ChainKey).
      providesTags: ['ChainKey'],
    }),
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

export const { useGetPaymentOptionsQuery, useGetActiveAddressQuery, useBuyPlanMutation } = buyPlanApi;

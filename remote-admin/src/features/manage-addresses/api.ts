import { api, type AddressCreated, type ApprovalPending, type ChainKey, type CryptoAddress, type MessageResponse } from '@arcvest/shared';
import { type ChainKeyCoin } from '@arcvest/shared/rules';

/** `code` is the coin in lower case as the API's paths spell it: btc, usdt, xrp, sol, eth. */
export interface CreateAddressRequest {
  code: string;
  /** multipart/form-data with `address` and `qr_code`; fetch sets the Content-Type with its boundary. */
  form: FormData;
}

// The same tag as the investor's active-address query, so a change here refreshes the payment page too.
const coinTag = (code: string) => [{ type: 'Address' as const, id: code }];

/** Admin deposit-address endpoints, per coin. */
const manageAddressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoinAddresses: build.query<CryptoAddress[], string>({
      query: (code) => `/all-${code}-address`,
      providesTags: (_result, _error, code) => coinTag(code),
    }),
    createCoinAddress: build.mutation<AddressCreated, CreateAddressRequest>({
      query: ({ code, form }) => ({ url: `/create-${code}-address`, method: 'POST', body: form }),
      invalidatesTags: (_result, _error, { code }) => coinTag(code),
    }),
    deleteCoinAddress: build.mutation<MessageResponse, { code: string; id: number }>({
      query: ({ code, id }) => ({ url: `/${code}-delete/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { code }) => coinTag(code),
    }),
    getChainKeys: build.query<ChainKey[], void>({
      query: () => '/chain-keys',
      providesTags: ['ChainKey'],
    }),
    /** 202 with four-eyes approval on: the key waits for a second owner, and the approvals reload to show it. */
    setChainKey: build.mutation<ChainKey | ApprovalPending, { coin: ChainKeyCoin; xpub: string }>({
      query: ({ coin, xpub }) => ({ url: `/chain-keys/${coin}`, method: 'POST', body: { xpub } }),
      invalidatesTags: ['ChainKey', 'Approval'],
    }),
  }),
});

export const { useGetCoinAddressesQuery, useCreateCoinAddressMutation, useDeleteCoinAddressMutation, useGetChainKeysQuery, useSetChainKeyMutation } =
  manageAddressesApi;

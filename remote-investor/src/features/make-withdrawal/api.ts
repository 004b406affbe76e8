import {
  api,
  type AddressBookSettings,
  type MessageResponse,
  type WithdrawalAddress,
  type WithdrawalAddressBody,
  type WithdrawalAllowance,
  type WithdrawBody,
} from '@arcvest/shared';
import { useTimeUp } from '@arcvest/shared/dashboard-ui';

export const makeWithdrawalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server debits the wallet at once: the history, the statistics, the user and what is left today all change. */
    withdraw: build.mutation<MessageResponse, WithdrawBody>({
      query: (body) => ({ url: '/withdraw', method: 'POST', body }),
      invalidatesTags: ['User', 'Transaction', 'Statistics', { type: 'WithdrawalAddress', id: 'ALLOWANCE' }],
    }),
    /** The limit per withdrawal and what the rolling daily limit leaves now. */
    getAllowance: build.query<WithdrawalAllowance, void>({
      query: () => '/withdrawal-allowance',
      providesTags: [{ type: 'WithdrawalAddress', id: 'ALLOWANCE' }],
    }),
    getSavedAddresses: build.query<WithdrawalAddress[], void>({
      query: () => '/withdrawal-addresses',
      providesTags: [{ type: 'WithdrawalAddress', id: 'LIST' }],
    }),
    /** A refusal for a security hold means the hold began meanwhile: the allowance (its `held_until`) loads again. */
    saveAddress: build.mutation<WithdrawalAddress, WithdrawalAddressBody>({
      query: (body) => ({ url: '/withdrawal-addresses', method: 'POST', body }),
      invalidatesTags: [
        { type: 'WithdrawalAddress', id: 'LIST' },
        { type: 'WithdrawalAddress', id: 'ALLOWANCE' },
      ],
    }),
    removeAddress: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/withdrawal-addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'WithdrawalAddress', id: 'LIST' }],
    }),
    getAddressSettings: build.query<AddressBookSettings, void>({
      query: () => '/withdrawal-address-settings',
      providesTags: [{ type: 'WithdrawalAddress', id: 'SETTINGS' }],
    }),
    setOnlySaved: build.mutation<MessageResponse & { settings: AddressBookSettings }, boolean>({
      query: (onlySaved) => ({ url: '/withdrawal-address-settings', method: 'POST', body: { only_saved: onlySaved } }),
      invalidatesTags: [{ type: 'WithdrawalAddress', id: 'SETTINGS' }],
    }),
  }),
});

export const {
  useWithdrawMutation,
  useGetAllowanceQuery,
  useGetSavedAddressesQuery,
  useSaveAddressMutation,
  useRemoveAddressMutation,
  useGetAddressSettingsQuery,
  useSetOnlySavedMutation,
} = makeWithdrawalApi;

/** The notice that says why withdrawing and saving an address are off (its id, for the buttons' aria-describedby). */
export const HOLD_NOTICE_ID = 'withdrawal-hold';

/** When the security hold after a sign-in change ends, while it lasts; null when there is none. */
export function useHeldUntil(): string | null {
  const { data: allowance } = useGetAllowanceQuery();
  const until = allowance?.held_until ?? null;
  return useTimeUp(until) ? null : until;
}

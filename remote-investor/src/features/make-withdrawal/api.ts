import { api, type MessageResponse, type WithdrawBody } from '@arcvest/shared';

export const makeWithdrawalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server debits the wallet at once: the history, the statistics and the user all change. */
    withdraw: build.mutation<MessageResponse, WithdrawBody>({
      query: (body) => ({ url: '/withdraw', method: 'POST', body }),
      invalidatesTags: ['User', 'Transaction', 'Statistics'],
    }),
  }),
});

export const { useWithdrawMutation } = makeWithdrawalApi;

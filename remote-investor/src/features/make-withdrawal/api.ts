import { api, type Coin, type MessageResponse } from '@arcvest/shared';

export interface WithdrawalRequest {
  /** US cents. */
  amount: number;
  address: string;
  payment_method: Coin;
  user_id?: number;
  type: 'withdrawal';
}

export const makeWithdrawalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server debits the wallet at once: the history, the statistics and the user all change. */
    withdraw: build.mutation<MessageResponse, WithdrawalRequest>({
      query: (body) => ({ url: '/withdraw', method: 'POST', body }),
      invalidatesTags: ['User', 'Transaction', 'Statistics'],
    }),
  }),
});

export const { useWithdrawMutation } = makeWithdrawalApi;

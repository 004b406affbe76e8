import { api, type ApprovalPending, type MessageResponse, type Page, type Transaction, type TransactionStatus } from '@arcvest/shared';

/** The admin lists this serves: deposits and withdrawals, with the same components. */
export type ReviewType = 'deposit' | 'withdrawal';

export interface TransactionListArg {
  type: ReviewType;
  /** Undefined: every status. */
  status?: TransactionStatus;
}

export type Decision = 'confirm' | 'reject';

export const PAGE_SIZE = 25;

const adminList = { type: 'Transaction' as const, id: 'ADMIN_LIST' };

/** GET /all-transactions (admin, newest first, paged by `before`) and the confirm and reject calls. */
const transactionReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllTransactions: build.infiniteQuery<Page<Transaction>, TransactionListArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/all-transactions',
        params: { type: queryArg.type, status: queryArg.status, limit: PAGE_SIZE, before: pageParam ?? undefined },
      }),
      providesTags: [adminList],
    }),
    // Refreshes the lists even when it fails: a 409 means someone else decided it meanwhile. Confirming
    // a large withdrawal may answer 202 instead (four-eyes approval): the approvals reload to show it waiting.
    // A confirmation may name its payout, a rejection may give its reason; without either no body is sent, as the spec calls them.
    decideTransaction: build.mutation<MessageResponse | ApprovalPending, { id: number; decision: Decision; payoutTxid?: string; reason?: string }>({
      query: ({ id, decision, payoutTxid, reason }) => ({
        url: `/${decision}-transaction/${id}`,
        method: 'POST',
        ...(payoutTxid !== undefined && { body: { payout_txid: payoutTxid } }),
        ...(reason !== undefined && { body: { reason } }),
      }),
      invalidatesTags: [adminList, 'Transaction', 'UserPlan', 'Statistics', 'Users', 'Approval'],
    }),
  }),
});

export const { useGetAllTransactionsInfiniteQuery, useDecideTransactionMutation } = transactionReviewApi;

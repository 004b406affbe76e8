import { api, type CoinReconciliation, type InvoiceDecisionBody, type InvoiceException } from '@arcvest/shared';

const exceptionList = { type: 'Invoice' as const, id: 'EXCEPTIONS' };
const reconciliation = { type: 'Invoice' as const, id: 'RECONCILIATION' };

/** The admins' queue of invoices the watcher could not settle, their decisions, and the chain against the ledger (docs/chain.md#exceptions). */
const chainPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceExceptions: build.query<InvoiceException[], void>({ query: () => '/invoice-exceptions', providesTags: [exceptionList] }),
    getChainReconciliation: build.query<CoinReconciliation[], void>({ query: () => '/chain-reconciliation', providesTags: [reconciliation] }),
    // Refreshes even when it fails: a 409 means the watcher or another admin moved the invoice meanwhile.
    // A decision may start a plan or credit a balance: the deposits, users and overview lists follow.
    decideInvoice: build.mutation<InvoiceException, InvoiceDecisionBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/invoices/${id}/decision`, method: 'POST', body }),
      invalidatesTags: [exceptionList, reconciliation, 'Transaction', 'UserPlan', 'Statistics', 'Users'],
    }),
  }),
});

export const { useGetInvoiceExceptionsQuery, useGetChainReconciliationQuery, useDecideInvoiceMutation } = chainPaymentsApi;

import { api, type Invoice } from '@arcvest/shared';

/** An invoice's live state: the payment page of a coin settled on chain asks for it while it changes. */
export const invoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoice: build.query<Invoice, number>({
      query: (id) => `/invoices/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
  }),
});

export const { useGetInvoiceQuery } = invoiceApi;

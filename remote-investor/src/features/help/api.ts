import { api, type MessageResponse, type SupportOpened, type SupportRequestList, type SupportThread } from '@arcvest/shared';

/** The investor's support requests (docs/support.md). The forms are multipart: fetch sets the boundary. */
export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySupportRequests: build.query<SupportRequestList, void>({
      query: () => '/support',
      providesTags: [{ type: 'SupportRequest', id: 'LIST' }],
    }),
    getMySupportRequest: build.query<SupportThread, number>({
      query: (id) => `/support/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'SupportRequest', id }],
    }),
    openSupportRequest: build.mutation<SupportOpened, FormData>({
      query: (form) => ({ url: '/support', method: 'POST', body: form }),
      invalidatesTags: [{ type: 'SupportRequest', id: 'LIST' }],
    }),
    replyToSupportRequest: build.mutation<MessageResponse, { id: number; form: FormData }>({
      query: ({ id, form }) => ({ url: `/support/${id}/replies`, method: 'POST', body: form }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'SupportRequest', id },
        { type: 'SupportRequest', id: 'LIST' },
      ],
    }),
    closeSupportRequest: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/support/${id}/close`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'SupportRequest', id },
        { type: 'SupportRequest', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetMySupportRequestsQuery,
  useGetMySupportRequestQuery,
  useOpenSupportRequestMutation,
  useReplyToSupportRequestMutation,
  useCloseSupportRequestMutation,
} = helpApi;

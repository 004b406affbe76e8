import {
  api,
  type MessageResponse,
  type SavedReply,
  type SavedReplyBody,
  type SavedReplyList,
  type StaffReplyBody,
  type SupportQueue,
  type SupportQueueQuery,
  type SupportStaffThread,
} from '@arcvest/shared';

const QUEUE = { type: 'SupportRequest' as const, id: 'QUEUE' };

/** The queue's filters; the pages come from the infinite query. */
export type SupportQueueFilters = Omit<SupportQueueQuery, 'limit' | 'after'>;
export const QUEUE_PAGE_SIZE = 50;

/** The staff's support desk (docs/support.md). */
export const supportDeskApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupportQueue: build.infiniteQuery<SupportQueue, SupportQueueFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ queryArg, pageParam }) => ({ url: '/admin/support', params: { ...queryArg, limit: QUEUE_PAGE_SIZE, after: pageParam ?? undefined } }),
      providesTags: [QUEUE],
    }),
    getStaffSupportRequest: build.query<SupportStaffThread, number>({
      query: (id) => `/admin/support/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'SupportRequest', id: `staff-${id}` }],
    }),
    sendStaffReply: build.mutation<MessageResponse, { id: number } & StaffReplyBody>({
      query: ({ id, ...body }) => ({ url: `/admin/support/${id}/replies`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SupportRequest', id: `staff-${id}` }, QUEUE],
    }),
    addSupportNote: build.mutation<MessageResponse, { id: number; body: string }>({
      query: ({ id, body }) => ({ url: `/admin/support/${id}/notes`, method: 'POST', body: { body } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SupportRequest', id: `staff-${id}` }],
    }),
    assignSupportRequest: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/admin/support/${id}/assign`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'SupportRequest', id: `staff-${id}` }, QUEUE],
    }),
    closeStaffSupportRequest: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/admin/support/${id}/close`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'SupportRequest', id: `staff-${id}` }, QUEUE],
    }),
    getSavedReplies: build.query<SavedReplyList, void>({ query: () => '/admin/support-replies', providesTags: ['SavedReply'] }),
    createSavedReply: build.mutation<{ message: string; reply: SavedReply }, SavedReplyBody>({
      query: (body) => ({ url: '/admin/support-replies', method: 'POST', body }),
      invalidatesTags: ['SavedReply'],
    }),
    deleteSavedReply: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/admin/support-replies/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SavedReply'],
    }),
  }),
});

export const {
  useGetSupportQueueInfiniteQuery,
  useGetStaffSupportRequestQuery,
  useSendStaffReplyMutation,
  useAddSupportNoteMutation,
  useAssignSupportRequestMutation,
  useCloseStaffSupportRequestMutation,
  useGetSavedRepliesQuery,
  useCreateSavedReplyMutation,
  useDeleteSavedReplyMutation,
} = supportDeskApi;

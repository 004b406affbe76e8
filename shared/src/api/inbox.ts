import type { InboxPage, InboxPreferences, MessageResponse } from '../types';
import { api } from './base-api';

/**
 * The notification centre's calls (docs/notifications.md). Here, not in a remote: the shell's
 * bell and both consoles' notification pages read them. The live stream invalidates 'Inbox'.
 */
export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query<InboxPage, { before?: string; limit?: number } | void>({
      query: (page) => ({ url: '/notifications', params: { limit: String(page?.limit ?? 20), ...(page?.before && { before: page.before }) } }),
      providesTags: ['Inbox'],
    }),
    markInboxItemRead: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'POST' }),
      invalidatesTags: ['Inbox'],
    }),
    markAllInboxRead: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Inbox'],
    }),
    getInboxPreferences: build.query<InboxPreferences, void>({
      query: () => '/notification-preferences',
      providesTags: [{ type: 'Inbox', id: 'PREFERENCES' }],
    }),
    saveInboxPreferences: build.mutation<InboxPreferences & MessageResponse, InboxPreferences>({
      query: (body) => ({ url: '/notification-preferences', method: 'POST', body }),
      invalidatesTags: [{ type: 'Inbox', id: 'PREFERENCES' }],
    }),
  }),
});

export const { useGetInboxQuery, useMarkInboxItemReadMutation, useMarkAllInboxReadMutation, useGetInboxPreferencesQuery, useSaveInboxPreferencesMutation } =
  inboxApi;

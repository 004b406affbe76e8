import { api, type IdentityApplicantPage, type MessageResponse, type RejectIdentityBody } from '@arcvest/shared';
import { userTag } from '../../api/user';

export const PAGE_SIZE = 25;

const applicantList = { type: 'Users' as const, id: 'IDENTITY_APPLICANTS' };

/** The identity verification list and the accept and reject calls (the user comes from GET /user/{id}, `useGetUserQuery`). */
const identityVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIdentityVerifications: build.infiniteQuery<IdentityApplicantPage, { search: string }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/identity-verifications',
        params: { search: queryArg.search || undefined, limit: PAGE_SIZE, before: pageParam ?? undefined },
      }),
      providesTags: [applicantList],
    }),
    // Both refresh the user and the list even when they fail: a 409 means someone else decided meanwhile.
    acceptIdentity: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/accept-verified-identity/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [userTag(id), applicantList],
    }),
    rejectIdentity: build.mutation<MessageResponse, { id: number } & RejectIdentityBody>({
      query: ({ id, reason }) => ({ url: `/reject-verified-identity/${id}`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => [userTag(id), applicantList],
    }),
  }),
});

export const { useGetIdentityVerificationsInfiniteQuery, useAcceptIdentityMutation, useRejectIdentityMutation } = identityVerificationApi;

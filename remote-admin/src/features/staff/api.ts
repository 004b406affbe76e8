import { api, type InviteStaffBody, type MessageResponse, type StaffInvitation, type UserListPage } from '@arcvest/shared';

/** The users asked for at once when looking for admins: the server's largest page (`PageQuery`). */
export const STAFF_SCAN_PAGE_SIZE = 100;

const invitationList = { type: 'StaffInvitation' as const, id: 'LIST' };

/**
 * The staff page: invitations (GET, POST, DELETE /staff-invitations) and the admins among the
 * users. The users list has no role filter, so the admins are picked from its pages here; inviting
 * or revoking reloads the invitations.
 */
const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffInvitations: build.query<StaffInvitation[], void>({
      query: () => '/staff-invitations',
      providesTags: [invitationList],
    }),
    /** 201 `{ message, invitation }`; 422 for a bad address, 409 when it already has an account. */
    inviteStaff: build.mutation<{ message: string; invitation: StaffInvitation }, InviteStaffBody>({
      query: (body) => ({ url: '/staff-invitations', method: 'POST', body }),
      invalidatesTags: [invitationList],
    }),
    /** 404 or 409 when it is gone or no longer pending: the list reloads either way. */
    revokeStaffInvitation: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/staff-invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: [invitationList],
    }),
    getStaffUsers: build.infiniteQuery<UserListPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ pageParam }) => ({ url: '/users', params: { limit: STAFF_SCAN_PAGE_SIZE, before: pageParam ?? undefined } }),
      providesTags: [{ type: 'Users', id: 'STAFF_LIST' }],
    }),
  }),
});

export const { useGetStaffInvitationsQuery, useInviteStaffMutation, useRevokeStaffInvitationMutation, useGetStaffUsersInfiniteQuery } = staffApi;

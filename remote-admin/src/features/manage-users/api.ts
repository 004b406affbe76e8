import {
  api,
  type ApprovalPending,
  type StaffRoleBody,
  type UnfreezeBody,
  type BonusBody,
  type FeeBody,
  type MessageResponse,
  type SignInAttempt,
  type UserListPage,
} from '@arcvest/shared';
import { userTag } from '../../api/user';

export const PAGE_SIZE = 25;

/** GET /users?status=: only frozen accounts (or a locked second factor), or those on a security hold now. */
export type UserStatusFilter = 'frozen' | 'held';

const userList = { type: 'Users' as const, id: 'MANAGE_USERS_LIST' };

/**
 * Manage users: GET /users, the user's sign-ins and every admin action on a user (the user
 * itself comes from `useGetUserQuery`). Each action reloads the user and the list, even when it
 * fails: a 409 means another admin changed the user meanwhile, and the page should show what is
 * true now.
 */
const manageUsersApi = api.injectEndpoints({
  endpoints: (build) => {
    const action = <Arg extends { id: number }>(path: string, body?: (arg: Arg) => object) =>
      build.mutation<MessageResponse, Arg>({
        query: (arg) => ({ url: `/${path}/${arg.id}`, method: 'POST', ...(body && { body: body(arg) }) }),
        invalidatesTags: (_result, _error, arg) => [userTag(arg.id), userList],
      });
    return {
      getUsers: build.infiniteQuery<UserListPage, { search: string; status?: UserStatusFilter }, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next_cursor,
        },
        query: ({ queryArg, pageParam }) => ({
          url: '/users',
          params: { search: queryArg.search || undefined, status: queryArg.status, limit: PAGE_SIZE, before: pageParam ?? undefined },
        }),
        providesTags: [userList],
      }),
      getUserSignIns: build.query<SignInAttempt[], number>({
        query: (id) => `/user/${id}/sign-ins`,
        providesTags: (_attempts, _error, id) => [{ type: 'SignIn', id }],
      }),
      switchRole: action<{ id: number }>('switch-role'),
      /**
       * An admin's staff role (owners only); 409 when not an admin, one's own, or the last owner.
       * Making someone an owner while another owner exists answers 202: it waits for approval.
       */
      setStaffRole: build.mutation<MessageResponse | ApprovalPending, { id: number } & StaffRoleBody>({
        query: ({ id, staff_role }) => ({ url: `/staff-role/${id}`, method: 'POST', body: { staff_role } }),
        invalidatesTags: (_result, _error, { id }) => [userTag(id), userList, 'Approval'],
      }),
      switchSuspension: action<{ id: number }>('suspend-user'),
      endSessions: action<{ id: number }>('end-sessions'),
      deleteUser: build.mutation<MessageResponse, { id: number }>({
        query: ({ id }) => ({ url: `/delete-user/${id}`, method: 'POST' }),
        // Every list of users may hold them (the identity verifications too).
        invalidatesTags: ['Users'],
      }),
      setDisplayMessage: action<{ id: number; message: string }>('set-display-message', ({ message }) => ({ message })),
      removeDisplayMessage: action<{ id: number }>('remove-display-message'),
      /** Unfreezes the account and unlocks its second factor, after an identity check; 409 when neither. */
      unfreezeUser: action<{ id: number } & UnfreezeBody>('unfreeze', ({ reason, identity_check }) => ({ reason, identity_check })),
      // Both may answer 202 (four-eyes approval): the approvals reload to show the request waiting.
      giveBonus: build.mutation<MessageResponse | ApprovalPending, { id: number } & BonusBody>({
        query: ({ id, ...body }) => ({ url: `/give-bonus/${id}`, method: 'POST', body }),
        // The user's history and statistics change too.
        invalidatesTags: (_result, _error, { id }) => [userTag(id), userList, 'Transaction', 'Statistics', 'Approval'],
      }),
      chargeFee: build.mutation<MessageResponse | ApprovalPending, { id: number } & FeeBody>({
        query: ({ id, ...body }) => ({ url: `/charge-fee/${id}`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => [userTag(id), userList, 'Transaction', 'Statistics', 'Approval'],
      }),
    };
  },
});

export const {
  useGetUsersInfiniteQuery,
  useGetUserSignInsQuery,
  useSwitchRoleMutation,
  useSetStaffRoleMutation,
  useSwitchSuspensionMutation,
  useEndSessionsMutation,
  useDeleteUserMutation,
  useSetDisplayMessageMutation,
  useRemoveDisplayMessageMutation,
  useUnfreezeUserMutation,
  useGiveBonusMutation,
  useChargeFeeMutation,
} = manageUsersApi;

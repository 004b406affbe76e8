import { api, type AdminDepositBody, type MessageResponse, type User, type UserPlan } from '@arcvest/shared';

const plansTag = (id: number) => ({ type: 'UserPlan' as const, id: `USER-${id}` });
const userTag = (id: number) => ({ type: 'Users' as const, id });

/** A user's active plans (GET /get-user-plans/{id}) and buying a plan for them (POST /admin-deposit). */
const userPlansAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Its own name for GET /user/{id} (Manage users reads it under theirs); the same tag, so both reload together.
    getPlanHolder: build.query<User, number>({
      query: (id) => `/user/${id}`,
      providesTags: (_user, _error, id) => [userTag(id)],
    }),
    getManagedUserPlans: build.query<UserPlan[], number>({
      query: (id) => `/get-user-plans/${id}`,
      providesTags: (_plans, _error, id) => [plansTag(id)],
    }),
    adminDeposit: build.mutation<MessageResponse, AdminDepositBody>({
      query: (body) => ({ url: '/admin-deposit', method: 'POST', body }),
      invalidatesTags: (_result, _error, { user_id }) => [plansTag(user_id), userTag(user_id), 'Transaction', 'Statistics'],
    }),
  }),
});

export const { useGetPlanHolderQuery, useGetManagedUserPlansQuery, useAdminDepositMutation } = userPlansAdminApi;

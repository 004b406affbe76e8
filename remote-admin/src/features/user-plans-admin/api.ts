import { api, type AdminDepositBody, type ApprovalPending, type MessageResponse, type UserPlan } from '@arcvest/shared';
import { userTag } from '../../api/user';

const plansTag = (id: number) => ({ type: 'UserPlan' as const, id: `USER-${id}` });

/** A user's active plans (GET /get-user-plans/{id}) and buying a plan for them (POST /admin-deposit). */
const userPlansAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getManagedUserPlans: build.query<UserPlan[], number>({
      query: (id) => `/get-user-plans/${id}`,
      providesTags: (_plans, _error, id) => [plansTag(id)],
    }),
    /** 202 with four-eyes approval on: the purchase waits for a second staff member, and the approvals reload to show it. */
    adminDeposit: build.mutation<MessageResponse | ApprovalPending, AdminDepositBody>({
      query: (body) => ({ url: '/admin-deposit', method: 'POST', body }),
      invalidatesTags: (_result, _error, { user_id }) => [plansTag(user_id), userTag(user_id), 'Transaction', 'Statistics', 'Approval'],
    }),
  }),
});

export const { useGetManagedUserPlansQuery, useAdminDepositMutation } = userPlansAdminApi;

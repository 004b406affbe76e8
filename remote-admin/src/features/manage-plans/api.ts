import { api, type ApprovalPending, type MessageResponse, type PlanInput, type PlanSaved } from '@arcvest/shared';

const planList = { type: 'Plan' as const, id: 'LIST' };

/**
 * Admin plan endpoints; each refreshes the plan lists. Creating a plan, or changing its terms,
 * may answer 202 (four-eyes approval): the approvals reload to show the request waiting.
 */
const managePlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPlan: build.mutation<PlanSaved | ApprovalPending, PlanInput>({
      query: (plan) => ({ url: '/create-plan', method: 'POST', body: plan }),
      invalidatesTags: [planList, 'Approval'],
    }),
    editPlan: build.mutation<MessageResponse | ApprovalPending, { id: number; plan: PlanInput }>({
      query: ({ id, plan }) => ({ url: `/edit-plan/${id}`, method: 'POST', body: plan }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Plan', id }, planList, 'Approval'],
    }),
    deletePlan: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/delete-plan/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Plan', id }, planList],
    }),
  }),
});

export const { useCreatePlanMutation, useEditPlanMutation, useDeletePlanMutation } = managePlansApi;

import { api, type MessageResponse, type PlanInput, type PlanSaved } from '@arcvest/shared';


const planList = { type: 'Plan' as const, id: 'LIST' };

/** Admin plan endpoints; each refreshes the plan lists. */
const managePlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPlan: build.mutation<PlanSaved, PlanInput>({
      query: (plan) => ({ url: '/create-plan', method: 'POST', body: plan }),
      invalidatesTags: [planList],
    }),
    editPlan: build.mutation<MessageResponse, { id: number; plan: PlanInput }>({
      query: ({ id, plan }) => ({ url: `/edit-plan/${id}`, method: 'POST', body: plan }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Plan', id }, planList],
    }),
    deletePlan: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/delete-plan/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Plan', id }, planList],
    }),
  }),
});

export const { useCreatePlanMutation, useEditPlanMutation, useDeletePlanMutation } = managePlansApi;

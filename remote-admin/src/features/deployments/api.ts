import { api, type Deployments, type MessageResponse, type RemoteName } from '@arcvest/shared';

interface CanaryArgs {
  remote: RemoteName;
  /** The canary the admin saw: the server refuses (409) if another runs now. */
  version: string;
}

/** GET /deployments and the canary actions (admin). */
const deploymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeployments: build.query<Deployments, void>({ query: () => '/deployments', providesTags: ['Deployment'] }),
    promoteCanary: build.mutation<MessageResponse, CanaryArgs>({
      query: ({ remote, version }) => ({ url: `/deployments/${remote}/promote`, method: 'POST', body: { version } }),
      invalidatesTags: ['Deployment'],
    }),
    changeCanaryShare: build.mutation<MessageResponse, CanaryArgs & { share: number }>({
      query: ({ remote, version, share }) => ({ url: `/deployments/${remote}/canary-share`, method: 'POST', body: { version, share } }),
      invalidatesTags: ['Deployment'],
    }),
    endCanary: build.mutation<MessageResponse, CanaryArgs>({
      query: ({ remote, version }) => ({ url: `/deployments/${remote}/end-canary`, method: 'POST', body: { version } }),
      invalidatesTags: ['Deployment'],
    }),
  }),
});

export const { useGetDeploymentsQuery, usePromoteCanaryMutation, useChangeCanaryShareMutation, useEndCanaryMutation } = deploymentsApi;

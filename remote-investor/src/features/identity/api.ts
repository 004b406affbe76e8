import { api, type MessageResponse } from '@arcvest/shared';

/**
 * The identity documents' endpoint. It changes the signed-in user, who is not a cached query
 * here: the page loads them again with `useRefreshUser` after a success.
 */
export const identityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** multipart/form-data (ssn, occupation, salary, dl_front, dl_back); fetch sets the boundary. */
    submitIdentity: build.mutation<MessageResponse, FormData>({
      query: (form) => ({ url: '/verify-identity', method: 'POST', body: form }),
    }),
  }),
});

export const { useSubmitIdentityMutation } = identityApi;

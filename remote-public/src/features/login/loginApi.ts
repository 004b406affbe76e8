import { api, type LoginBody, type LoginResponse } from '@arcvest/shared';

export type { LoginResponse };
/** Username (or email) and password. */

/**
 * Login endpoint (spec section 7): 200 with the token; 401/403 { error, message }.
 * A 401 here is a wrong password, shown by the form, not the end of a session.
 */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      extraOptions: { handlesOwn401: true },
    }),
  }),
});

export const { useLoginMutation } = loginApi;

import { api, type LoginBody, type LoginResponse } from '@arcvest/shared';

export type { LoginResponse };
/** Username (or email) and password. */
export type LoginRequest = LoginBody;

/**
 * Login endpoint (spec section 7): 200 with the token; 401/403 { error, message }.
 * The endpoint must be called `login`: the shared base query does not treat a 401 from it
 * as the end of a session.
 */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;

import { api } from '@arcvest/shared';

export interface LoginRequest {
  /** Username or email. */
  username: string;
  password: string;
}

export interface LoginResponse {
  access_token: string;
  token_type: string;
  expires_at: string;
}

/**
 * Login endpoint (spec section 7): 200 with the token; 401/403 { error, message }.
 * A 401 here is a wrong password, shown by the form, not the end of a session.
 */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      extraOptions: { handlesOwn401: true },
    }),
  }),
});

export const { useLoginMutation } = loginApi;

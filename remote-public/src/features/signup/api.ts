import { api, type MessageResponse, type SignupPayload } from '@arcvest/shared';

/** Sign-up endpoint: 201 { message }, 422 { message, errors }, 429 { message }. */
export const signupApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<MessageResponse, SignupPayload>({
      query: (body) => ({ url: '/signup', method: 'POST', body }),
    }),
  }),
});

export const { useSignupMutation } = signupApi;

import {
  api,
  type LoginBody,
  type LoginResponse,
  type PasskeyAssertion,
  type PasskeyAssertionOptions,
  type SignedInAfterEnrolment,
  type TwoFactorChallenge,
  type TwoFactorCodeBody,
  type TwoFactorLoginBody,
  type TwoFactorSetup,
} from '@arcvest/shared';

export type { LoginResponse, TwoFactorChallenge };

/**
 * Login endpoints: 200 with the token, or with a challenge when a second step
 * is needed; 401/403 { error, message }. A 401 here is a wrong password or code, shown by the
 * form, not the end of a session.
 */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse | TwoFactorChallenge, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      extraOptions: { handlesOwn401: true },
    }),
    loginWithCode: build.mutation<LoginResponse, TwoFactorLoginBody>({
      query: (body) => ({ url: '/login/two-factor', method: 'POST', body }),
      extraOptions: { handlesOwn401: true },
    }),
    passkeyLoginOptions: build.mutation<PasskeyAssertionOptions, void>({
      query: () => ({ url: '/login/passkey/options', method: 'POST' }),
      extraOptions: { handlesOwn401: true },
    }),
    loginWithPasskey: build.mutation<LoginResponse, PasskeyAssertion>({
      query: (body) => ({ url: '/login/passkey', method: 'POST', body }),
      extraOptions: { handlesOwn401: true },
    }),
    secondFactorPasskeyOptions: build.mutation<PasskeyAssertionOptions, { challenge: string }>({
      query: (body) => ({ url: '/login/two-factor/passkey-options', method: 'POST', body }),
      extraOptions: { handlesOwn401: true },
    }),
    startEnrolment: build.mutation<TwoFactorSetup, { challenge: string }>({
      query: (body) => ({ url: '/login/two-factor/setup', method: 'POST', body }),
      extraOptions: { handlesOwn401: true },
    }),
    confirmEnrolment: build.mutation<SignedInAfterEnrolment, TwoFactorCodeBody>({
      query: (body) => ({ url: '/login/two-factor/enable', method: 'POST', body }),
      extraOptions: { handlesOwn401: true },
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginWithCodeMutation,
  usePasskeyLoginOptionsMutation,
  useLoginWithPasskeyMutation,
  useSecondFactorPasskeyOptionsMutation,
  useStartEnrolmentMutation,
  useConfirmEnrolmentMutation,
} = loginApi;

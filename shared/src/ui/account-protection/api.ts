import {
  api,
  type AccountProtection,
  type PasskeyAssertionOptions,
  type ReauthenticateBody,
  type Reauthenticated,
  type StepUpBody,
  type StepUpChallenge,
} from '@arcvest/shared';

/**
 * What the step-up and the re-authentication dialog need (docs/security.md#account-protection):
 * here, not in a feature, as the withdrawal page, the security page and the profile's email page
 * all use them. Injected once: an endpoint name belongs to one `injectEndpoints` call only.
 */
export const accountProtectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Holds, the re-authentication window, the anti-phishing hint and how this account confirms. */
    getAccountProtection: build.query<AccountProtection, void>({ query: () => '/account-protection', providesTags: ['AccountProtection'] }),
    /** Starts a step-up for exactly these details; emails a code when `email` is a method. */
    stepUp: build.mutation<StepUpChallenge, StepUpBody>({ query: (body) => ({ url: '/step-up', method: 'POST', body }) }),
    /** A wrong password answers 401: the dialog's to show, not the end of the session. */
    reauthenticate: build.mutation<Reauthenticated, ReauthenticateBody>({
      query: (body) => ({ url: '/reauthenticate', method: 'POST', body }),
      extraOptions: { handlesOwn401: true },
      invalidatesTags: ['AccountProtection'],
    }),
    reauthenticatePasskeyOptions: build.mutation<PasskeyAssertionOptions, void>({
      query: () => ({ url: '/reauthenticate/passkey-options', method: 'POST' }),
      extraOptions: { handlesOwn401: true },
    }),
  }),
});

export const { useGetAccountProtectionQuery, useStepUpMutation, useReauthenticateMutation, useReauthenticatePasskeyOptionsMutation } = accountProtectionApi;

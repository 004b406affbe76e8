import {
  api,
  type AntiPhishingBody,
  type ChangePasswordBody,
  type MessageResponse,
  type PasskeyInfo,
  type PasskeyRegistered,
  type PasskeyRegistrationBody,
  type PasskeyRegistrationOptions,
  type SessionInfo,
  type SignInAttempt,
  type TwoFactorEnrolled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@arcvest/shared';

/** The security page's endpoints: password change, two-factor sign-in, passkeys, sessions and the sign-in history. */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({ query: () => '/two-factor', providesTags: ['TwoFactor'] }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, void>({ query: () => ({ url: '/two-factor/setup', method: 'POST' }) }),
    enableTwoFactor: build.mutation<TwoFactorEnrolled, { code: string }>({
      query: (body) => ({ url: '/two-factor/enable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    disableTwoFactor: build.mutation<MessageResponse, { code: string }>({
      query: (body) => ({ url: '/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    getSessions: build.query<SessionInfo[], void>({ query: () => '/sessions', providesTags: ['Session'] }),
    signOutSession: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/sessions/${id}/sign-out`, method: 'POST' }),
      invalidatesTags: ['Session'],
    }),
    signOutOtherSessions: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/sessions/sign-out-others', method: 'POST' }),
      invalidatesTags: ['Session'],
    }),
    changePassword: build.mutation<MessageResponse, Required<ChangePasswordBody>>({
      query: (body) => ({ url: '/change-password', method: 'POST', body }),
      // The other sessions are ended: the list shrinks to this one.
      invalidatesTags: ['Session'],
    }),
    getPasskeys: build.query<PasskeyInfo[], void>({ query: () => '/passkeys', providesTags: ['Passkey'] }),
    getPasskeyRegistrationOptions: build.mutation<PasskeyRegistrationOptions, void>({
      query: () => ({ url: '/passkeys/registration-options', method: 'POST' }),
    }),
    addPasskey: build.mutation<PasskeyRegistered, PasskeyRegistrationBody>({
      query: (body) => ({ url: '/passkeys', method: 'POST', body }),
      invalidatesTags: ['Passkey'],
    }),
    removePasskey: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/passkeys/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Passkey'],
    }),
    getSignInHistory: build.query<SignInAttempt[], void>({ query: () => '/sign-ins', providesTags: ['SignIn'] }),
    /** Sets (a phrase) or removes (null) the anti-phishing code; the hint on the page reloads. */
    setAntiPhishingCode: build.mutation<MessageResponse, AntiPhishingBody>({
      query: (body) => ({ url: '/anti-phishing-code', method: 'POST', body }),
      invalidatesTags: ['AccountProtection'],
    }),
    /** Every session ends at once, this one too: the page signs out locally after it. */
    freezeOwnAccount: build.mutation<MessageResponse, void>({ query: () => ({ url: '/freeze-account', method: 'POST' }) }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetSessionsQuery,
  useSignOutSessionMutation,
  useSignOutOtherSessionsMutation,
  useGetSignInHistoryQuery,
  useChangePasswordMutation,
  useGetPasskeysQuery,
  useGetPasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useSetAntiPhishingCodeMutation,
  useFreezeOwnAccountMutation,
} = securityApi;

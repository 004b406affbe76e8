import { api, type AcceptInvitationBody, type InvitationLookup, type LoginResponse, type TwoFactorChallenge } from '@arcvest/shared';

/**
 * A staff invitation's link: what it is for (404 when invalid, used, revoked or expired), and
 * accepting it, which creates the admin account and answers as a sign-in does: a token, or the
 * two-factor step an admin must take first where the server requires it.
 */
export const acceptInvitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupInvitation: build.query<InvitationLookup, string>({
      query: (token) => ({ url: '/staff-invitations/lookup', params: { token } }),
      // A link is looked up once per visit: after it is accepted it would say "invalid".
      keepUnusedDataFor: 0,
    }),
    acceptInvitation: build.mutation<LoginResponse | TwoFactorChallenge, AcceptInvitationBody>({
      query: (body) => ({ url: '/staff-invitations/accept', method: 'POST', body }),
    }),
  }),
});

export const { useLookupInvitationQuery, useAcceptInvitationMutation } = acceptInvitationApi;

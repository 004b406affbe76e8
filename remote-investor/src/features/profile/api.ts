import { api, type MessageResponse, type UpdateContactBody, type UpdateProfileBody, type VerifyEmailBody, type VerifyEmailCodeBody } from '@arcvest/shared';

/**
 * The profile's account endpoints. Each changes the signed-in user, who is not a cached query
 * here: the pages load them again with `useRefreshUser` after a success.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<MessageResponse, UpdateProfileBody>({
      query: (body) => ({ url: '/update-profile', method: 'POST', body }),
    }),
    updateContact: build.mutation<MessageResponse, UpdateContactBody>({
      query: (body) => ({ url: '/update-contact', method: 'POST', body }),
    }),
    sendEmailCode: build.mutation<MessageResponse, VerifyEmailBody>({
      query: (body) => ({ url: '/verify-email', method: 'POST', body }),
    }),
    confirmEmailCode: build.mutation<MessageResponse, VerifyEmailCodeBody>({
      query: (body) => ({ url: '/verify-email-code', method: 'POST', body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useUpdateContactMutation, useSendEmailCodeMutation, useConfirmEmailCodeMutation } = profileApi;

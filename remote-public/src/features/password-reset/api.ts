import { api, type MessageResponse, type PasswordResetPayload, type SendOtpBody } from '@arcvest/shared';

/**
 * Password reset: POST /send-otp { email } -> 200 { message } (the same
 * answer for unknown emails), 422/429 { message }; POST /verify-otp-and-reset-password
 * -> 200 { message }, 422 { message, errors: { otp?, email?, password? } }, 429 { message }.
 */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendPasswordResetCode: build.mutation<MessageResponse, SendOtpBody>({
      query: (body) => ({ url: '/send-otp', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, PasswordResetPayload>({
      query: (body) => ({ url: '/verify-otp-and-reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useSendPasswordResetCodeMutation, useResetPasswordMutation } = passwordResetApi;

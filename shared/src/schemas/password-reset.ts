import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, Message } from './common';

export const SendOtpBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type SendOtpBody = Static<typeof SendOtpBody>;

export const sendOtpSchema = {
  tags: ['auth'],
  summary: 'Email a 6-digit password reset code (valid 10 minutes); the answer is the same for unknown emails',
  body: SendOtpBody,
  response: { 200: Message, ...errorResponses(422, 429) },
};

/** Typed but optional: the shared passwordResetErrors names what is missing, in one place. */
export const PasswordResetBody = Type.Object({
  otp: Type.Optional(Type.String({ maxLength: 20, description: 'The 6-digit code from the email' })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 200, description: 'At least 8 characters' })),
  password_confirmation: Type.Optional(Type.String({ maxLength: 200 })),
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const resetPasswordSchema = {
  tags: ['auth'],
  summary: 'Set a new password with the emailed code; signs the user out everywhere',
  body: PasswordResetBody,
  response: { 200: Message, ...errorResponses(422, 429, 503) },
};

/** POST /verify-otp-and-reset-password, every field present. */
export type PasswordResetPayload = Required<PasswordResetBody>;

/** POST /change-password: typed but optional, so the shared passwordChangeErrors names what is missing. */
export const ChangePasswordBody = Type.Object({
  current_password: Type.Optional(Type.String({ maxLength: 200, description: 'The password the user signs in with now' })),
  password: Type.Optional(Type.String({ maxLength: 200, description: 'The new password: at least 8 characters, not a common password, no context words' })),
  password_confirmation: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const changePasswordSchema = {
  tags: ['auth'],
  summary: "Change the signed-in user's password (the current one is required); ends every other session",
  body: ChangePasswordBody,
  response: { 200: Message, ...errorResponses(422, 429, 503) },
};

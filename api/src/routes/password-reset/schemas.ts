import { errorResponses, messageSchema } from '../schemas';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const sendOtpSchema = {
  tags: ['auth'],
  summary: 'Email a 6-digit password reset code (valid 10 minutes); the answer is the same for unknown emails',
  body: {
    type: 'object',
    properties: { email: text(254) },
    required: ['email'],
  },
  response: { 200: messageSchema, ...errorResponses(422, 429) },
} as const;

export interface SendOtpBody {
  email: string;
}

/** Typed but not `required`: the shared passwordResetErrors names what is missing, in one place. */
export const resetPasswordSchema = {
  tags: ['auth'],
  summary: 'Set a new password with the emailed code; signs the user out everywhere',
  body: {
    type: 'object',
    properties: {
      otp: { ...text(20), description: 'The 6-digit code from the email' },
      email: text(254),
      password: { ...text(200), description: 'At least 8 characters' },
      password_confirmation: text(200),
    },
  },
  response: { 200: messageSchema, ...errorResponses(422, 429) },
} as const;

export interface ResetPasswordBody {
  otp?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
}

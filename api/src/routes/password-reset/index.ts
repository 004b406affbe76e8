import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { PASSWORD_RESET_MESSAGES, type PasswordResetService } from '../../services/password-reset';
import { attemptsLimit } from '../auth';
import { resetPasswordSchema, sendOtpSchema, type ResetPasswordBody, type SendOtpBody } from './schemas';

export const passwordResetRoutes: FastifyPluginAsync<{ passwordReset: PasswordResetService; config: Config }> = async (
  app,
  { passwordReset, config },
) => {
  app.post<{ Body: SendOtpBody }>('/send-otp', { schema: sendOtpSchema, config: attemptsLimit(config) }, async (request) => {
    await passwordReset.sendCode(request.body.email);
    return { message: PASSWORD_RESET_MESSAGES.codeSent };
  });

  app.post<{ Body: ResetPasswordBody }>(
    '/verify-otp-and-reset-password',
    { schema: resetPasswordSchema, config: attemptsLimit(config) },
    async (request) => {
      const body = request.body ?? {};
      await passwordReset.resetPassword({
        otp: body.otp ?? '',
        email: body.email ?? '',
        password: body.password ?? '',
        password_confirmation: body.password_confirmation ?? '',
      });
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
  );
};

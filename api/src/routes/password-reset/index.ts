import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PASSWORD_RESET_TEXTS } from '@arcvest/shared/rules';
import { resetPasswordSchema, sendOtpSchema } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import type { PasswordResetService } from '../../services/password-reset';
import { attemptsLimit } from '../auth';

export const passwordResetRoutes: FastifyPluginAsyncTypebox<{ passwordReset: PasswordResetService; config: Config }> = async (
  app,
  { passwordReset, config },
) => {
  app.post('/send-otp', { schema: sendOtpSchema, config: { access: 'visitor', ...attemptsLimit(config) } }, async (request) => {
    await passwordReset.sendCode(request.body.email);
    return { message: request.say(PASSWORD_RESET_TEXTS.codeSent) };
  });

  app.post('/verify-otp-and-reset-password', { schema: resetPasswordSchema, config: { access: 'visitor', ...attemptsLimit(config) } }, async (request) => {
    const body = request.body ?? {};
    await passwordReset.resetPassword({
      otp: body.otp ?? '',
      email: body.email ?? '',
      password: body.password ?? '',
      password_confirmation: body.password_confirmation ?? '',
    });
    return { message: request.say(PASSWORD_RESET_TEXTS.done) };
  });
};

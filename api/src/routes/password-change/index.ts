import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PASSWORD_CHANGE_TEXTS } from '@arcvest/shared/rules';
import { changePasswordSchema } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import type { PasswordChangeService } from '../../services/password-change';
import { attemptsLimit } from '../auth';

/** The signed-in user changes their password; RATE_LIMIT_MAX tries a minute per client IP, so the current password cannot be guessed fast. */
export const passwordChangeRoutes: FastifyPluginAsyncTypebox<{ passwordChange: PasswordChangeService; config: Config }> = async (
  app,
  { passwordChange, config },
) => {
  app.post('/change-password', { schema: changePasswordSchema, config: { access: 'user', ...attemptsLimit(config) } }, async (request) => {
    const body = request.body ?? {};
    await passwordChange.change(signedIn(request), {
      current_password: body.current_password ?? '',
      password: body.password ?? '',
      password_confirmation: body.password_confirmation ?? '',
    });
    return { message: request.say(PASSWORD_CHANGE_TEXTS.done) };
  });
};

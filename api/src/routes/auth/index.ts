import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SignupPayload } from '@arcvest/shared/schemas';
import { loginSchema, logoutSchema, meSchema, signupSchema, type SignupBody } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import { toPublicUser } from '../../services/accounts';
import type { AuthService } from '../../services/auth';

/** RATE_LIMIT_MAX attempts a minute per client IP, counted separately for each route (login, sign-up, the code routes). */
export function attemptsLimit(config: Config) {
  return { rateLimit: { max: config.rateLimitMax, timeWindow: 60_000 } };
}

function toSignupPayload(body: SignupBody = {}): SignupPayload {
  return {
    firstname: body.firstname ?? '',
    lastname: body.lastname ?? '',
    email: body.email ?? '',
    username: body.username ?? '',
    age: body.age ?? '',
    gender: (body.gender ?? '') as SignupPayload['gender'],
    country: body.country ?? '',
    referred_by: body.referred_by ?? '',
    password: body.password ?? '',
    password_confirmation: body.password_confirmation ?? '',
  };
}

export const authRoutes: FastifyPluginAsyncTypebox<{ auth: AuthService; config: Config }> = async (app, { auth, config }) => {
  app.post('/signup', { schema: signupSchema, config: { access: 'visitor', ...attemptsLimit(config) } }, async (request, reply) => {
    await auth.signup(toSignupPayload(request.body));
    return reply.code(201).send({ message: 'Registration successful. You can now sign in.' });
  });

  app.post('/login', { schema: loginSchema, config: { access: 'visitor', ...attemptsLimit(config) } }, async (request) => {
    return auth.login(request.body.username, request.body.password);
  });

  app.post('/logout', { schema: logoutSchema, config: { access: 'user' } }, async (request) => {
    await auth.logout(signedIn(request).sessionId);
    return { message: 'Logged out successfully.' };
  });

  app.post('/me', { schema: meSchema, config: { access: 'user' } }, async (request) => toPublicUser(signedIn(request).user));
};

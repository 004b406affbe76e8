import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SignupPayload } from '@arcvest/shared/schemas';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  enrolmentConfirmSchema,
  enrolmentSetupSchema,
  loginSchema,
  logoutSchema,
  meSchema,
  signupSchema,
  twoFactorLoginSchema,
  type SignupBody,
} from '@arcvest/shared/schemas';
import { PASSKEY_ANSWER_TEXTS, TWO_FACTOR_TEXTS } from '@arcvest/shared/rules';
import type { Config } from '../../config';
import { invalidFields } from '../../errors';
import { signedIn } from '../../plugins/auth';
import { toPublicUser } from '../../services/accounts';
import { AUTH_TEXTS, type AuthService } from '../../services/auth';
import type { HashPool } from '../../services/hash-pool';
import { relyingParty } from '../../services/passkeys';
import type { SignInOrigin, SignInService } from '../../services/sign-in';
import type { SignUpService } from '../../services/sign-up';

/** RATE_LIMIT_MAX attempts a minute per client IP, counted separately for each route (login, sign-up, the code routes). */
export function attemptsLimit(config: Config) {
  return { rateLimit: { max: config.rateLimitMax, timeWindow: 60_000 } };
}

/**
 * The password and the second-factor steps share one count of RATE_LIMIT_MAX a minute per
 * client IP (one limiter on the plugin's shared store; a per-route limit would count each
 * route apart), so a wrong code counts like a wrong password.
 */
export function signInLimit(app: FastifyInstance, config: Config): onRequestHookHandler {
  return app.rateLimit({ max: config.rateLimitMax, timeWindow: 60_000, keyGenerator: (request) => `sign-in:${request.ip}` });
}

/**
 * While the password checks' queue is full, a sign-in is refused with the 503 before its body is
 * read: a flood of attempts then costs the server little, and reads keep their share of it.
 */
function refusedWhileHashesQueue(hashPool: HashPool) {
  return async () => {
    const busy = hashPool.refusal();
    if (busy) throw busy;
  };
}

/** The client IP (behind TRUST_PROXY, the one the proxies name) and the browser, kept with each sign-in. */
export function signInOrigin(request: FastifyRequest): SignInOrigin {
  return { ip: request.ip || null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

export function toSignupPayload(body: SignupBody = {}): SignupPayload {
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

export const authRoutes: FastifyPluginAsyncTypebox<{
  auth: AuthService;
  signUp: SignUpService;
  signIn: SignInService;
  hashPool: HashPool;
  config: Config;
  /** The shared sign-in count, when other plugins' sign-in routes (passkeys) count with it. */
  signInLimited?: onRequestHookHandler;
}> = async (app, { auth, signUp, signIn, hashPool, config, signInLimited }) => {
  const limited = signInLimited ?? signInLimit(app, config);
  app.post('/signup', { schema: signupSchema, config: { access: 'visitor', ...attemptsLimit(config) } }, async (request, reply) => {
    await signUp.register(toSignupPayload(request.body), { locale: request.body?.locale ?? request.locale });
    return reply.code(201).send({ message: request.say(AUTH_TEXTS.registered) });
  });

  app.post('/login', { schema: loginSchema, config: { access: 'visitor' }, onRequest: [limited, refusedWhileHashesQueue(hashPool)] }, async (request) => {
    return signIn.login(request.body.username, request.body.password, signInOrigin(request));
  });

  // A code, or one of the user's passkeys instead (its options: POST /login/two-factor/passkey-options).
  app.post('/login/two-factor', { schema: twoFactorLoginSchema, config: { access: 'visitor' }, onRequest: limited }, async (request) => {
    const { challenge, code, assertion } = request.body;
    if (code !== undefined && assertion !== undefined) throw invalidFields({ code: [PASSKEY_ANSWER_TEXTS.secondFactorBoth] });
    if (assertion !== undefined) return signIn.completeWithPasskey(challenge, assertion, relyingParty(config.publicUrl, request), signInOrigin(request));
    if (code === undefined) throw invalidFields({ code: [TWO_FACTOR_TEXTS.codeRequired] });
    return signIn.completeWithCode(challenge, code, signInOrigin(request));
  });

  app.post('/login/two-factor/setup', { schema: enrolmentSetupSchema, config: { access: 'visitor' }, onRequest: limited }, async (request) => {
    return signIn.enrolmentSetup(request.body.challenge, signInOrigin(request));
  });

  app.post('/login/two-factor/enable', { schema: enrolmentConfirmSchema, config: { access: 'visitor' }, onRequest: limited }, async (request) => {
    return signIn.completeEnrolment(request.body.challenge, request.body.code, signInOrigin(request));
  });

  app.post('/logout', { schema: logoutSchema, config: { access: 'user' } }, async (request) => {
    await auth.logout(signedIn(request).sessionId);
    return { message: request.say(AUTH_TEXTS.loggedOut) };
  });

  app.post('/me', { schema: meSchema, config: { access: 'user' } }, async (request) => toPublicUser(signedIn(request).user));
};

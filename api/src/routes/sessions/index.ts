import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionSignOutSchema, sessionsListSchema, signInHistorySchema, signOutOthersSchema, userSignInHistorySchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import { SESSION_TEXTS, type SessionService } from '../../services/sessions';

/** The signed-in user's sessions and sign-in history; an administrator reads a user's sign-ins. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{ sessions: SessionService }> = async (app, { sessions }) => {
  app.get('/sessions', { schema: sessionsListSchema, config: { access: 'user' } }, async (request) =>
    sessions.list(signedIn(request), (message) => request.say(message)),
  );

  app.post('/sessions/:id/sign-out', { schema: sessionSignOutSchema, config: { access: 'user', reauthenticate: true } }, async (request) => {
    await sessions.signOut(signedIn(request), Number(request.params.id));
    return { message: request.say(SESSION_TEXTS.signedOut) };
  });

  app.post('/sessions/sign-out-others', { schema: signOutOthersSchema, config: { access: 'user', reauthenticate: true } }, async (request) => {
    await sessions.signOutOthers(signedIn(request));
    return { message: request.say(SESSION_TEXTS.othersSignedOut) };
  });

  app.get('/sign-ins', { schema: signInHistorySchema, config: { access: 'user' } }, async (request) =>
    sessions.history(signedIn(request).user.id, (message) => request.say(message)),
  );

  app.get('/user/:id/sign-ins', { schema: userSignInHistorySchema, config: { access: 'admin' } }, async (request) =>
    sessions.historyOfUser(Number(request.params.id), (message) => request.say(message)),
  );
};

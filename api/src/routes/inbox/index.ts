import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  eventStreamSchema,
  inboxPreferencesSchema,
  inboxSchema,
  markAllInboxReadSchema,
  markInboxItemReadSchema,
  saveInboxPreferencesSchema,
} from '@arcvest/shared/schemas';
import { HttpError } from '../../errors';
import { said } from '../../i18n';
import { bearerToken, signedIn } from '../../plugins/auth';
import type { AuthService } from '../../services/auth';
import type { EventStreamService } from '../../services/event-stream';
import type { InboxService } from '../../services/inbox';

/** Server-Sent Events, one line each; `retry` is how long the browser waits before it reconnects. */
const sse = {
  event: (id: number, kinds: string[]) => `id: ${id}\nevent: change\ndata: ${JSON.stringify({ kinds })}\n\n`,
  comment: (text: string) => `: ${text}\n\n`,
  opening: 'retry: 3000\n: connected\n\n',
};

/** The caller's notifications, preferences, and the live event stream (docs/notifications.md). */
export const inboxRoutes: FastifyPluginAsyncTypebox<{ inbox: InboxService; stream: EventStreamService; auth: AuthService }> = async (
  app,
  { inbox, stream, auth },
) => {
  app.get('/notifications', { schema: inboxSchema, config: { access: 'user' } }, async (request) => inbox.page(signedIn(request).user.id, request.query));

  app.post('/notifications/:id/read', { schema: markInboxItemReadSchema, config: { access: 'user' } }, async (request) =>
    said(request, await inbox.markRead(signedIn(request).user.id, Number(request.params.id))),
  );

  app.post('/notifications/read-all', { schema: markAllInboxReadSchema, config: { access: 'user' } }, async (request) =>
    said(request, await inbox.markAllRead(signedIn(request).user.id)),
  );

  app.get('/notification-preferences', { schema: inboxPreferencesSchema, config: { access: 'user' } }, async (request) =>
    inbox.preferences(signedIn(request).user.id),
  );

  app.post('/notification-preferences', { schema: saveInboxPreferencesSchema, config: { access: 'user' } }, async (request) =>
    said(request, await inbox.savePreferences(signedIn(request).user.id, request.body)),
  );

  app.get('/events', { schema: eventStreamSchema, config: { access: 'user' } }, async (request, reply) => {
    const caller = signedIn(request);
    const token = bearerToken(request)!;
    const lastId = request.headers['last-event-id'];
    // Not activity: an open tab must not keep its session from going idle.
    const stillSignedIn = () =>
      auth.authenticate(token, { touch: false }).then(
        () => true,
        (error: unknown) => !(error instanceof HttpError),
      );
    reply.hijack();
    // The headers hooks set so far (CORS, security) go out too: a hijacked reply skips onSend.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and its kind buffer answers unless told not to.
      'x-accel-buffering': 'no',
    });
    reply.raw.write(sse.opening);
    const close = await stream.start(caller, lastId === undefined ? undefined : Number(lastId), stillSignedIn, {
      event: (id, kinds) => reply.raw.write(sse.event(id, kinds)),
      comment: (text) => reply.raw.write(sse.comment(text)),
      end: () => reply.raw.end(),
    });
    request.raw.on('close', close);
    if (request.raw.destroyed) close();
  });
};

import { forEachDatabase } from './databases';
import { createUser, sessionToken } from './helpers';
import { appListingRoutes } from './route-listing';

/** A text from the pseudo-locale's catalogue: wrapped in ⟦…⟧ (scripts/pseudo-locale.ts). */
const PSEUDO_TEXT = /^⟦[\s\S]*⟧$/;
/** The `error` of a refusal is a machine code (`step_up_required`) or the message again. */
const ERROR_CODE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/** Every text a JSON answer gives the reader: its message, its `error` when that is words, each field's errors. */
function textsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { message, error, errors } = body as { message?: unknown; error?: unknown; errors?: Record<string, unknown[]> };
  return [message, ...(typeof error === 'string' && !ERROR_CODE.test(error) ? [error] : []), ...Object.values(errors ?? {}).flat()].filter(
    (text): text is string => typeof text === 'string',
  );
}

forEachDatabase((ctx) => {
  it('answers every route in the reader’s language: in the pseudo-locale no text of an answer is outside the catalogues', async () => {
    const config = { ...ctx().config, i18nPseudo: true, rateLimitMax: 100_000 };
    const { app, routes } = await appListingRoutes(config, { db: ctx().db, now: () => new Date(ctx().clock.now) });
    try {
      const tokens = [
        null,
        await sessionToken(ctx().db, await createUser(ctx().db, 'ada'), ctx().clock.now),
        await sessionToken(ctx().db, await createUser(ctx().db, 'boss', 'admin'), ctx().clock.now),
      ];
      const outside = new Set<string>();
      let answers = 0;
      for (const route of routes.filter(({ url, method }) => url.startsWith('/api/') && method !== 'HEAD')) {
        const url = route.url.replace(/:[A-Za-z]+/g, '999999');
        // Each caller with an empty body, and the admin with one that is not JSON (Fastify's own refusal).
        const calls = [
          ...tokens.map((token) => ({ token, body: {} as object | string })),
          ...(route.method === 'GET' ? [] : [{ token: tokens[2], body: '{' }]),
        ];
        for (const { token, body } of calls) {
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              'accept-language': 'pseudo',
              ...(token && { authorization: `Bearer ${token}` }),
              ...(typeof body === 'string' && { 'content-type': 'application/json' }),
              // The event stream answers (422) rather than streaming forever.
              ...(url === '/api/events' && { 'last-event-id': 'none' }),
            },
            ...(route.method !== 'GET' && { payload: body }),
          });
          if (!String(response.headers['content-type']).startsWith('application/json')) continue;
          answers += 1;
          for (const text of textsOf(response.json())) {
            if (!PSEUDO_TEXT.test(text)) outside.add(`${route.method} ${route.url} (${response.statusCode}): ${text}`);
          }
        }
      }
      expect(answers).toBeGreaterThan(300);
      expect([...outside]).toEqual([]);
    } finally {
      await app.close();
    }
    // About 600 requests; the limit ends a hang, it times nothing.
  }, 120_000);
});

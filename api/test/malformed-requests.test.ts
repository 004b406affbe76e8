import type { RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { SERVER_ERROR_MESSAGE } from '../src/plugins/error-handler';
import { forEachDatabase, testConfig, type TestContext } from './databases';
import { bearer, saying, signInAdmin } from './helpers';
import { multipartBody, tinyPng } from './money-helpers';

interface Malformed {
  name: string;
  headers: Record<string, string>;
  payload: string | Buffer;
}

const BOUNDARY = '----arcvestTestBoundary';
const multipartType = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function parts(count: number, file: boolean): string {
  const part = (i: number) =>
    file
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nvalue\r\n`;
  return `${Array.from({ length: count }, (_, i) => part(i)).join('')}--${BOUNDARY}--\r\n`;
}

/** Bodies no route may answer with 5xx, whatever it expects. */
async function malformedBodies(): Promise<Malformed[]> {
  const json = { 'content-type': 'application/json' };
  const form = await multipartBody({ address: 'bc1qaddress' }, { qr_code: { bytes: tinyPng(), name: 'qr.png', type: 'image/png' } });
  return [
    { name: 'cut-off JSON', headers: json, payload: '{"amount": 5, "plan' },
    { name: 'empty JSON body', headers: json, payload: '' },
    { name: 'JSON null', headers: json, payload: 'null' },
    { name: 'JSON array', headers: json, payload: '[1,2]' },
    { name: 'JSON number', headers: json, payload: '1e400' },
    { name: 'JSON string', headers: json, payload: '"text"' },
    { name: 'prototype pollution', headers: json, payload: '{"__proto__": {"admin": true}}' },
    { name: 'oversized JSON', headers: json, payload: `{"title":"${'x'.repeat(1024 * 1024 + 10)}"}` },
    { name: 'wrong content type', headers: { 'content-type': 'text/plain' }, payload: 'amount=5' },
    { name: 'unknown content type', headers: { 'content-type': 'application/x-weird' }, payload: 'zzz' },
    { name: 'form-urlencoded', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'amount=5' },
    { name: 'cut-off multipart', headers: { 'content-type': form.contentType }, payload: form.payload.subarray(0, form.payload.length - 40) },
    { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, payload: form.payload },
    { name: 'multipart with a wrong boundary', headers: multipartType, payload: form.payload },
    { name: 'garbage multipart', headers: multipartType, payload: Buffer.from('\u0000\u00ff garbage \r\n\r\n--\r\n') },
    { name: 'empty multipart', headers: multipartType, payload: '' },
    { name: 'part without a name', headers: multipartType, payload: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nv\r\n--${BOUNDARY}--\r\n` },
    { name: 'too many fields', headers: multipartType, payload: parts(40, false) },
    { name: 'too many files', headers: multipartType, payload: parts(10, true) },
  ];
}

/** Every route that takes a body (JSON or a form), read from the app itself, so routes added later are covered. */
async function bodyRoutes(ctx: TestContext): Promise<string[]> {
  const routes: RouteOptions[] = [];
  const app = buildApp(ctx.config, { db: ctx.db });
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.ready();
  await app.close();
  return routes
    .filter((route) => route.schema?.body !== undefined || route.schema?.consumes !== undefined)
    .map((route) => route.url.replace(/:[A-Za-z]+/g, '1'));
}

forEachDatabase((ctx) => {
  it('answers every malformed body to every JSON and upload route with 4xx and a message, never 5xx', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const urls = await bodyRoutes(ctx());
    // The enumeration sees the upload and the money routes.
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/create-btc-address',
        '/api/deposit',
        '/api/give-bonus/1',
        '/api/login',
        '/api/verify-identity',
        '/api/update-profile',
        '/api/reject-verified-identity/1',
      ]),
    );
    const failures: string[] = [];
    for (const body of await malformedBodies()) {
      for (const url of urls) {
        const response = await app.inject({ method: 'POST', url, headers: { ...bearer(admin), ...body.headers }, payload: body.payload });
        const message = String(response.headers['content-type']).includes('json') ? response.json().message : undefined;
        if (response.statusCode < 400 || response.statusCode > 499 || typeof message !== 'string') {
          failures.push(`${body.name} -> ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000); // every body to every route: hundreds of requests, more with each new route
});

describe('a real server error', () => {
  it('answers 500 with a plain message and logs the error with the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    // A database without its tables: every read fails inside the server (and the email sender,
    // kept off so the log holds the request's error alone).
    const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    const app = buildApp(testConfig({ notificationIntervalSeconds: 0 }), {
      db,
      logger: { level: 'error', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/plans' });
      expect([response.statusCode, response.json()]).toEqual([500, saying(SERVER_ERROR_MESSAGE)]);
      expect(lines).toEqual([
        expect.objectContaining({
          msg: 'request failed',
          reqId: expect.any(String),
          err: expect.objectContaining({ message: expect.stringMatching(/no such table/) }),
        }),
      ]);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

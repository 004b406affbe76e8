import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import type { Access } from '../src/plugins/access';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase, type TestContext } from './databases';
import { bearer, createUser, login, sessionToken } from './helpers';
import { createAddress } from './money-helpers';
import { multipartBody, type RawBody } from './multipart-arbitraries';
import { operationsOf, type OpenApiDocument, type OpenApiOperation } from './openapi-document';
import { appListingRoutes } from './route-listing';
import { brokenObject, brokenValue, LONG_STRING, ODD_STRINGS, validValue, type JsonSchema } from './schema-arbitraries';

/** Fixed, so a failure comes back on every run; each operation draws from its own seed. */
const SEED = 20_261_124;
const REQUESTS_PER_OPERATION = 40;

type Caller = 'visitor' | 'investor' | 'admin' | 'garbage';

interface FuzzRequest {
  method: string;
  url: string;
  caller: Caller;
  contentType?: string;
  payload?: string | Buffer;
  label: string;
}

/** JSON texts no schema can describe: cut off, numbers past any float, nesting, prototype keys, over the 1 MB limit. */
const RAW_JSON = [
  '{"a":',
  '{"amount":1e400,"bonus":1e400,"fee":-1e400,"plan_id":1e400,"user_id":1e400}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}',
  '\u0000',
  `{"x":"${'a'.repeat(1_100_000)}"}`,
];

/** Path segments that are not even text of the right shape: bad percent-encoding, traversal, encoded slashes. */
const RAW_SEGMENTS = ['%', '%zz', '..', '%2F', '%00', 'a%2Fb', encodeURIComponent(LONG_STRING)];

function encodeSegment(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a client that does not check would send it
  }
}

function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `?${encodeSegment(value)}`;
  const pairs = Object.entries(value).flatMap(([key, item]) => [item].flat().map((one) => `${encodeSegment(key)}=${encodeSegment(one)}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function parametersSchema(operation: OpenApiOperation, where: 'path' | 'query'): JsonSchema {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema as JsonSchema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/** Mostly what the schema accepts (3 in 4), so requests get past validation into the services too. */
const mostlyValid = <T>(valid: fc.Arbitrary<T>, broken: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: broken });

function pathArbitrary(template: string, operation: OpenApiOperation): fc.Arbitrary<string> {
  const schema = parametersSchema(operation, 'path');
  const names = Object.keys(schema.properties ?? {});
  const segment = (property: JsonSchema) =>
    mostlyValid(validValue(property).map(encodeSegment), fc.oneof(brokenValue(property).map(encodeSegment), fc.constantFrom(...RAW_SEGMENTS)));
  return fc
    .tuple(...names.map((name) => segment(schema.properties![name])))
    .map((values) => names.reduce((url, name, index) => url.replace(`{${name}}`, values[index]), template));
}

function bodyArbitrary(operation: OpenApiOperation): fc.Arbitrary<RawBody> | null {
  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data']) return multipartBody(content['multipart/form-data'].schema as JsonSchema);
  const json = content['application/json']?.schema as JsonSchema | undefined;
  if (!json) return null;
  const asJson = (value: unknown): RawBody => ({
    contentType: 'application/json',
    payload: Buffer.from(JSON.stringify(value) ?? 'null'),
    label: JSON.stringify(value)?.slice(0, 200) ?? 'undefined',
  });
  return fc.oneof(
    { weight: 6, arbitrary: mostlyValid(validValue(json), brokenObject(json)).map(asJson) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...RAW_JSON)
        .map((text) => ({ contentType: 'application/json', payload: Buffer.from(text), label: `raw ${text.slice(0, 60)}` })),
    },
    {
      weight: 1,
      arbitrary: validValue(json).map((value) => ({ ...asJson(value), contentType: 'text/plain', label: `as text/plain: ${asJson(value).label}` })),
    },
  );
}

function callersFor(access: Access): Caller[] {
  if (access === 'visitor') return ['visitor', 'investor'];
  if (access === 'admin') return ['admin'];
  return ['investor', 'admin'];
}

function requestArbitrary(method: string, template: string, operation: OpenApiOperation, access: Access): fc.Arbitrary<FuzzRequest> {
  const query = parametersSchema(operation, 'query');
  const hasQuery = Object.keys(query.properties ?? {}).length > 0;
  const body = bodyArbitrary(operation);
  const caller = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...callersFor(access)) }, { weight: 1, arbitrary: fc.constant<Caller>('garbage') });
  return fc
    .record({
      path: pathArbitrary(template, operation),
      query: hasQuery ? mostlyValid(validValue(query), brokenObject(query)) : fc.constant(undefined),
      body: body ?? fc.constant(undefined),
      caller,
    })
    .map(({ path: url, query: values, body: raw, caller: who }) => ({
      method: method.toUpperCase(),
      url: `${url}${queryString(values)}`,
      caller: who,
      ...(raw && { contentType: raw.contentType, payload: raw.payload }),
      label: `${method.toUpperCase()} ${url}${queryString(values)}`.slice(0, 200) + (raw ? ` ${raw.label}` : ''),
    }));
}

/**
 * Everything a refused request must leave as it was: accounts, plans, money, addresses, images,
 * the audit log. (Not sessions or one-time codes: a wrong code counting a try is by design.)
 */
const STORED_STATE_TABLES = ['users', 'plans', 'transactions', 'wallets', 'user_plans', 'crypto_addresses', 'images', 'audit_log'] as const;

/**
 * STORED_STATE_TABLES' rows, compiled once per database: building the same eight queries each
 * time cost more than running them.
 */
function storedStateQueries(db: Db) {
  return [
    db.selectFrom('users').selectAll().orderBy('id'),
    db.selectFrom('plans').selectAll().orderBy('id'),
    db.selectFrom('transactions').selectAll().orderBy('id'),
    db.selectFrom('wallets').selectAll().orderBy('user_id'),
    db.selectFrom('user_plans').selectAll().orderBy('id'),
    db.selectFrom('crypto_addresses').selectAll().orderBy('id'),
    db.selectFrom('images').select(['id', 'owner_user_id']).orderBy('id'),
    db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('count')),
  ].map((query) => query.compile());
}

/**
 * A count of the writes to STORED_STATE_TABLES, moved by a trigger on each of them: the stored
 * state is read in full again only after a request that moved it (most are refused and write
 * nothing), instead of eight queries after every request. A sequence on PostgreSQL, which takes
 * no lock (a counter row would make every write wait on one row); a row on SQLite, which has
 * one writer.
 */
async function countWrites(ctx: TestContext): Promise<() => Promise<number>> {
  const { db, kind } = ctx;
  if (kind === 'postgres') {
    await sql`create sequence fuzz_writes`.execute(db);
    await sql`create function fuzz_count_write() returns trigger language plpgsql as $$ begin perform nextval('fuzz_writes'); return null; end $$`.execute(db);
    for (const table of STORED_STATE_TABLES)
      await sql`create trigger fuzz_writes after insert or update or delete on ${sql.table(table)} for each row execute function fuzz_count_write()`.execute(
        db,
      );
    return async () => {
      const { rows } = await sql<{ last_value: string; is_called: boolean }>`select last_value, is_called from fuzz_writes`.execute(db);
      return rows[0].is_called ? Number(rows[0].last_value) : 0;
    };
  }
  await sql`create table fuzz_writes (count integer not null)`.execute(db);
  await sql`insert into fuzz_writes (count) values (0)`.execute(db);
  for (const table of STORED_STATE_TABLES)
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`create trigger fuzz_writes_${event}_${table} after ${event} on ${table} begin update fuzz_writes set count = count + 1; end`).execute(db);
  return async () => (await sql<{ count: number }>`select count from fuzz_writes`.execute(db)).rows[0].count;
}

/** The rows of `queries` (from storedStateQueries) as one text, to compare before and after a request. */
async function storedState(db: Db, queries: ReturnType<typeof storedStateQueries>): Promise<string> {
  const rows = await Promise.all(queries.map(async (query) => (await db.executeQuery(query)).rows));
  return JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? String(value) : value));
}

interface World {
  ids: { admin: number; investor: number };
}

/** An admin, an investor with money, a verified email and a plan on offer, and a deposit address: so valid requests reach the services. */
async function createWorld(ctx: TestContext, app: FastifyInstance): Promise<World> {
  const ids = { admin: await createUser(ctx.db, 'boss', 'admin'), investor: await createUser(ctx.db, 'investor') };
  await ctx.db.updateTable('users').set({ level: 2, email_verified: 1 }).where('id', '=', ids.investor).execute();
  const admin = await login(app, 'boss');
  const plan = { title: 'Gold', roi: 1.5, duration: 30, min_amount: 100_00, max_amount: 10_000_00 };
  for (const [url, payload] of [
    ['/api/create-plan', plan],
    [`/api/give-bonus/${ids.investor}`, { bonus: 5_000_00 }],
  ] as const) {
    const response = await app.inject({ method: 'POST', url, headers: bearer(admin), payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  }
  await createAddress(app, admin, 'btc', 'bc1qfuzzaddress');
  return { ids };
}

async function send(ctx: TestContext, app: FastifyInstance, world: World, request: FuzzRequest) {
  const token = request.caller === 'admin' || request.caller === 'investor' ? await sessionToken(ctx.db, world.ids[request.caller], ctx.clock.now) : null;
  const authorization = token ? `Bearer ${token}` : request.caller === 'garbage' ? 'Bearer ../../etc/passwd' : undefined;
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...(authorization && { authorization }), ...(request.contentType && { 'content-type': request.contentType }) },
    ...(request.payload !== undefined && { payload: request.payload }),
  });
}

/**
 * Each operation's requests, drawn once for the file: both databases get the same ones (the same
 * document, access rules and seed), and drawing them is a third of a database's run.
 */
const drawn = new Map<string, FuzzRequest[]>();
function requestsFor(index: number, method: string, template: string, operation: OpenApiOperation, access: Access): FuzzRequest[] {
  const key = `${index} ${method} ${template} ${access}`;
  let requests = drawn.get(key);
  if (!requests) {
    requests = fc.sample(requestArbitrary(method, template, operation, access), { numRuns: REQUESTS_PER_OPERATION, seed: SEED + index });
    drawn.set(key, requests);
  }
  return requests;
}

/** User-management actions go last: suspending or deleting the investor early would leave the rest less to reach. */
const LAST = /suspend-user|delete-user|switch-role/;

forEachDatabase((ctx) => {
  it('answers schema-generated and broken requests to every operation with no 5xx, a message on every 4xx, and nothing stored by a refusal', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-fuzz-outbox-'));
    const config = { ...ctx().config, rateLimitMax: 100_000, outboxDir };
    const { app, routes } = await appListingRoutes(config, { db: ctx().db, now: () => new Date(ctx().clock.now) });
    const accessOf = new Map(routes.map((route) => [`${route.method.toLowerCase()} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`, route.access]));
    try {
      const world = await createWorld(ctx(), app);
      const document: OpenApiDocument = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const operations = operationsOf(document).sort((a, b) => Number(LAST.test(a.path)) - Number(LAST.test(b.path)));
      const failures: string[] = [];
      const statuses: Record<string, number> = {};
      let sent = 0;
      const stateQueries = storedStateQueries(ctx().db);
      const writesSoFar = await countWrites(ctx());
      let writes = await writesSoFar();
      let state = await storedState(ctx().db, stateQueries);

      for (const [index, { method, path: template, operation }] of operations.entries()) {
        const access = accessOf.get(`${method} ${template}`);
        if (!access) throw new Error(`${method} ${template} has no access rule`);
        // The event stream never ends by itself (inbox.test.ts covers it).
        if ((operation as { 'x-event-stream'?: boolean })['x-event-stream']) continue;
        const requests = requestsFor(index, method, template, operation, access);
        for (const request of requests) {
          const response = await send(ctx(), app, world, request);
          sent += 1;
          const status = response.statusCode;
          statuses[`${Math.floor(status / 100)}xx`] = (statuses[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
          const writesNow = await writesSoFar();
          const after = writesNow === writes ? state : await storedState(ctx().db, stateQueries);
          writes = writesNow;
          if (status >= 500) failures.push(`${status} for ${request.label}: ${response.body.slice(0, 200)}`);
          if (status >= 400 && status < 500) {
            let message: unknown;
            try {
              message = response.json().message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || message === '')
              failures.push(`${status} without { message } for ${request.label}: ${response.body.slice(0, 200)}`);
            if (after !== state) failures.push(`${status} refused ${request.label} but changed stored data`);
          }
          state = after;
        }
        const ledger = await checkLedger(ctx().db);
        if (!ledger.ok) failures.push(`ledger broken after ${method} ${template}: ${ledger.problems.join('; ')}`);
      }

      console.log(
        `[fuzz, ${ctx().kind}] ${operations.length} operations (every one in the document), ${sent} requests: ` +
          `${Object.entries(statuses)
            .sort()
            .map(([kind, count]) => `${count} ${kind}`)
            .join(', ')}; ${failures.length} failures`,
      );
      expect(failures).toEqual([]);
      // The write count missed no write: what is stored now is the state last read in full.
      expect(writes).toBeGreaterThan(0);
      expect(await storedState(ctx().db, stateQueries)).toBe(state);
      expect(operations.length).toBe(Object.values(document.paths).flatMap((item) => Object.keys(item)).length);
    } finally {
      await app.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
    // Generous: beside the browser tests, on two busy cores, a run has taken over three minutes.
  }, 400_000);
});

// A test of the test: the generators really produce each kind of input the fuzzing relies on.
describe('the fuzz generators', () => {
  it('produce valid values, wrong types, missing and extra fields, edge numbers and odd strings', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { amount: { type: 'integer', minimum: 1, maximum: 100 }, note: { type: 'string', maxLength: 5 } },
      required: ['amount'],
    };
    const valid = fc.sample(validValue(schema), { numRuns: 200, seed: SEED }) as Record<string, unknown>[];
    expect(valid.every((value) => Number.isInteger(value.amount) && (value.amount as number) >= 1 && (value.amount as number) <= 100)).toBe(true);
    const broken = fc.sample(brokenObject(schema), { numRuns: 400, seed: SEED }).map((value) => JSON.stringify(value));
    expect(broken.some((text) => text.includes('"amount":101'))).toBe(true);
    expect(broken.some((text) => text.startsWith('{') && !text.includes('"amount"'))).toBe(true);
    expect(broken.some((text) => /"amount":"/.test(text))).toBe(true);
    expect(broken.some((text) => ODD_STRINGS.some((odd) => odd && text.includes(JSON.stringify(odd).slice(1, -1))))).toBe(true);
  });
});

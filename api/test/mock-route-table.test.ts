import type { RouteOptions } from 'fastify';
import { API_ROUTES } from '@arcvest/shared/test/api-routes';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { testConfig } from './databases';
import { appListingRoutes } from './route-listing';

type Answers = Record<string, unknown>;

/** Every route the app serves with declared answers, as 'METHOD /path' below /api, and those answers by status. */
async function servedRoutes(): Promise<Map<string, Answers>> {
  const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  await migrateToLatest(db);
  const served = new Map<string, Answers>();
  const { app } = await appListingRoutes(testConfig(), { db }, (instance) =>
    instance.addHook('onRoute', (route: RouteOptions) => {
      const response = (route.schema as { response?: Answers } | undefined)?.response;
      if (!route.url.startsWith('/api/') || !response) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') served.set(`${method} ${route.url.slice('/api'.length)}`, response);
    }),
  );
  await app.close();
  await db.destroy();
  return served;
}

describe('the component tests’ route table (shared/src/test/api-routes.ts)', () => {
  it('lists every served route, each with the answers the route declares', async () => {
    const served = await servedRoutes();
    expect(Object.keys(API_ROUTES).sort()).toEqual([...served.keys()].sort());
    for (const [route, { response }] of Object.entries(API_ROUTES)) {
      const declared = served.get(route)!;
      for (const [status, answer] of Object.entries(response)) expect({ route, status, answer: declared[status] }).toEqual({ route, status, answer });
    }
    // It can fail: a route whose table entry names another route's schema.
    expect(served.get('GET /get-user-plans')![200]).not.toEqual(served.get('GET /plans')![200]);
  });
});

import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { forEachDatabase } from './databases';
import { REDIS_URL, redisAvailable } from './redis';

forEachDatabase((ctx) => {
  const servers: FastifyInstance[] = [];
  /** Another API server on the same database, as behind a load balancer. */
  async function server(overrides: { redisUrl: string | null }): Promise<FastifyInstance> {
    const app = buildApp({ ...ctx().config, rateLimitMax: 3, ...overrides }, { db: ctx().db, now: () => new Date(ctx().clock.now) });
    await app.ready();
    servers.push(app);
    return app;
  }
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((app) => app.close()));
  });

  /** Wrong passwords from one address (its own per test, so runs never share a count), spread over the servers in turn. */
  async function bruteForce(apps: FastifyInstance[], attempts: number): Promise<number[]> {
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const app = apps[attempt % apps.length];
      statuses.push((await app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username: 'nobody', password: 'guess' } })).statusCode);
    }
    return statuses;
  }

  (redisAvailable ? describe : describe.skip)('with REDIS_URL', () => {
    it('limits attempts spread over three servers in total, as one server would', async () => {
      const apps = await Promise.all([1, 2, 3].map(() => server({ redisUrl: REDIS_URL })));
      expect(await bruteForce(apps, 6)).toEqual([401, 401, 401, 429, 429, 429]);
    });
  });

  it('without it, counts each server alone', async () => {
    const apps = await Promise.all([1, 2].map(() => server({ redisUrl: null })));
    expect(await bruteForce(apps, 8)).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('answers as usual, unlimited, while Redis cannot be reached', async () => {
    const app = await server({ redisUrl: 'redis://127.0.0.1:1' });
    expect(await bruteForce([app], 4)).toEqual([401, 401, 401, 401]);
  });
});

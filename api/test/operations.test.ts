import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { METRICS_OFF_MESSAGE, METRICS_TOKEN_MESSAGE } from '../src/routes/operations';
import { forEachDatabase, testConfig } from './databases';
import { call, createUser, login, saying, signInAdmin } from './helpers';
import { createPlan, DAY, HEX_TX, HOUR } from './money-helpers';

const TOKEN = 'metrics-token-for-tests';
const scrape = (authorization?: string) => ({ method: 'GET' as const, url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in a Prometheus text exposition. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

forEachDatabase((ctx) => {
  it('answers liveness and readiness', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx().app.inject({ method: 'GET', url: '/api/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', database: 'reachable', migrations: 'current' }]);
  });

  it("answers with the request id, the load balancer's when it sent one", async () => {
    const given = await ctx().app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a');
    const made = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^req-/);
  });

  describe('metrics', () => {
    it('are off without METRICS_TOKEN, and with it answer only to that token', async () => {
      const off = await ctx().app.inject(scrape(`Bearer ${TOKEN}`));
      expect([off.statusCode, off.json()]).toEqual([404, saying(METRICS_OFF_MESSAGE)]);
      const app = await ctx().rebuild({ metricsToken: TOKEN });
      for (const wrong of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Bearer ${TOKEN.slice(1)}`]) {
        const refused = await app.inject(scrape(wrong));
        expect([refused.statusCode, refused.json()]).toEqual([401, saying(METRICS_TOKEN_MESSAGE)]);
      }
      const answer = await app.inject(scrape(`Bearer ${TOKEN}`));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.body).toContain('# TYPE process_cpu_seconds_total counter');
    });

    it('count requests by route pattern and status, and read the queue, the accrual lag and the prices from the database', async () => {
      const app = await ctx().rebuild({ metricsToken: TOKEN, notificationIntervalSeconds: 0 });
      const admin = await signInAdmin(app, ctx().db);
      const ivyId = await createUser(ctx().db, 'ivy');
      const ivy = await login(app, 'ivy');
      const planId = await createPlan(ctx().db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
      const payload = { plan_id: planId, amount: 500_00, payment_method: 'BTC', transaction_id: HEX_TX(7), type: 'deposit' };
      expect((await call(app, 'POST', '/api/deposit', ivy, payload)).statusCode).toBe(201);
      const [{ id }] = await ctx().db.selectFrom('transactions').select('id').where('user_id', '=', ivyId).execute();
      expect((await call(app, 'POST', `/api/confirm-transaction/${id}`, admin)).statusCode).toBe(200);
      expect((await call(app, 'POST', '/api/confirm-transaction/999', admin)).statusCode).toBe(404);
      await app.inject({ method: 'GET', url: '/api/user/12' });

      // The first day falls due a day after the confirmation; an hour later it is an hour late.
      ctx().clock.advance(DAY + HOUR);
      const text = (await app.inject(scrape(`Bearer ${TOKEN}`))).body;
      expect(sample(text, 'http_requests_total{method="POST",route="/api/confirm-transaction/:id",status="200"}')).toBe(1);
      expect(sample(text, 'http_requests_total{method="POST",route="/api/confirm-transaction/:id",status="404"}')).toBe(1);
      expect(sample(text, 'http_requests_total{method="GET",route="/api/user/:id",status="401"}')).toBe(1);
      expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/deposit"}')).toBe(1);
      expect(sample(text, 'arcvest_emails_queued')).toBe(1);
      expect(sample(text, 'arcvest_accrual_lag_seconds')).toBe(3600);
      expect(sample(text, 'arcvest_prices_age_seconds')).toBe(-1);
    });
  });
});

describe('readiness', () => {
  it('fails with the reason when the database cannot be reached', async () => {
    const db = createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', sqliteFile: '' });
    const app = buildApp(testConfig({ notificationIntervalSeconds: 0 }), { db });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { message: 'Not ready: the database cannot be reached.' }]);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('fails while migrations have not run', async () => {
    const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    const app = buildApp(testConfig({ notificationIntervalSeconds: 0 }), { db });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: `Not ready: migrations not run yet (${Object.keys(migrations).join(', ')}).` });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

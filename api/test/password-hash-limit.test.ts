import { SERVER_BUSY_MESSAGE } from '../src/errors';
import { createAccount } from '../src/services/accounts';
import { createPasswordHasher } from '../src/services/passwords';
import { forEachDatabase } from './databases';
import { PASSWORD } from './helpers';

const METRICS_TOKEN = 'metrics-token-for-tests';
/** A real cost: one hash lasts hundreds of milliseconds, far longer than three requests take to reach the pool. */
const SLOW_COST = 16;

forEachDatabase((ctx) => {
  it('with one hash at a time and one waiting, a third sign-in is answered 503 with Retry-After at once, and reads answer meanwhile', async () => {
    const app = await ctx().rebuild({ scryptCost: SLOW_COST, passwordHashConcurrency: 1, passwordHashQueue: 1, metricsToken: METRICS_TOKEN, rateLimitMax: 100 });
    await createAccount(
      ctx().db,
      createPasswordHasher(SLOW_COST),
      { firstname: 'Ada', lastname: 'Lovelace', username: 'ada', email: 'ada@example.com', gender: 'female', birthDate: '1990-01-01', country: 'France', password: PASSWORD },
      ctx().clock.now,
    );
    const settled: string[] = [];
    const signIn = (name: string) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password: PASSWORD } }).then((response) => {
        settled.push(name);
        return response;
      });

    const [first, second, third] = [signIn('first'), signIn('second'), signIn('third')];
    const refused = await third;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.json()).toEqual({ error: SERVER_BUSY_MESSAGE, message: SERVER_BUSY_MESSAGE });

    const read = await app.inject({ method: 'GET', url: '/api/plans' });
    const metrics = await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(read.statusCode).toBe(200);
    expect(settled).toEqual(['third']);
    expect(metrics.body).toContain('arcvest_password_hashes{state="running"} 1');
    expect(metrics.body).toContain('arcvest_password_hashes{state="queued"} 1');
    expect(metrics.body).toContain('arcvest_password_hashes{state="queued_limit"} 1');
    expect(metrics.body).toContain('arcvest_password_hashes_refused_total 1');

    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(settled).toEqual(['third', 'first', 'second']);
  });
});

import { inEnglish } from '@arcvest/shared/rules';
import { SERVER_BUSY_MESSAGE } from '../src/errors';
import { createAccount } from '../src/services/accounts';
import { createPasswordHasher } from '../src/services/passwords';
import { forEachDatabase } from './databases';
import { PASSWORD, saying } from './helpers';

const METRICS_TOKEN = 'metrics-token-for-tests';
/** A real cost: one hash lasts a fifth of a second or more (longer on the pool's niced thread), far longer than a request takes to reach the pool. */
const SLOW_COST = 16;

forEachDatabase((ctx) => {
  it('with one hash at a time and one waiting, a third sign-in is answered 503 with Retry-After at once, before its body is read, and reads answer meanwhile', async () => {
    const app = await ctx().rebuild({
      scryptCost: SLOW_COST,
      passwordHashConcurrency: 1,
      passwordHashQueue: 1,
      metricsToken: METRICS_TOKEN,
      rateLimitMax: 100,
    });
    await createAccount(
      ctx().db,
      createPasswordHasher(SLOW_COST),
      {
        firstname: 'Ada',
        lastname: 'Lovelace',
        username: 'ada',
        email: 'ada@example.com',
        gender: 'female',
        birthDate: '1990-01-01',
        country: 'France',
        password: PASSWORD,
      },
      ctx().clock.now,
    );
    const settled: string[] = [];
    const signIn = (name: string) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password: PASSWORD } }).then((response) => {
        settled.push(name);
        return response;
      });

    const metrics = async () => (await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const [first, second] = [signIn('first'), signIn('second')];
    // The third comes once the pool is full (one hash running, one waiting): a state, not a time.
    for (
      let state = await metrics();
      !(state.includes('arcvest_password_hashes{state="running"} 1') && state.includes('arcvest_password_hashes{state="queued"} 1'));
      state = await metrics()
    ) {
      expect(settled).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 5)); // lets the sign-ins' timers run between polls
    }
    const refused = await signIn('third');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.json()).toEqual({ error: inEnglish(SERVER_BUSY_MESSAGE), ...saying(SERVER_BUSY_MESSAGE) });
    // Refused before its body is read (a flood costs little): even broken JSON gets the 503, not a 400.
    const unread = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(unread.statusCode).toBe(503);
    expect(unread.headers['retry-after']).toMatch(/^[1-9]\d*$/);

    const read = await app.inject({ method: 'GET', url: '/api/plans' });
    const during = await metrics();
    expect(read.statusCode).toBe(200);
    expect(settled).toEqual(['third']);
    expect(during).toContain('arcvest_password_hashes{state="running"} 1');
    expect(during).toContain('arcvest_password_hashes{state="queued"} 1');
    expect(during).toContain('arcvest_password_hashes{state="queued_limit"} 1');
    expect(during).toContain('arcvest_password_hashes_refused_total 2');

    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    // Refused before either hash ended; the two admitted ones may reach the pool in either order.
    expect(settled[0]).toBe('third');
    expect(settled.slice(1).sort()).toEqual(['first', 'second']);
  });
});

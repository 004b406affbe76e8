import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { checkLedger } from '../src/services/ledger';
import { postgresAvailable } from './databases';
import { openEventStream } from './event-stream-client';
import { REDIS_URL, redisAvailable } from './redis';
import { seedDuePlans } from './seeded-plans';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { count, post, postgresTarget, SERVER_PASSWORD, signIn, startServerProcess, until, type ServerProcess, type Target } from './server-process';

/*
 * Three API servers on one PostgreSQL with Redis, behind a round-robin proxy of this test's
 * own: what one server knows, the others know on the next request.
 */

const PLANS = 3_000;
const ATTEMPTS_PER_MINUTE = 10;

(postgresAvailable && redisAvailable ? describe : describe.skip)('three servers on one PostgreSQL with Redis, behind a load balancer', () => {
  let target: Target;
  let servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  /** A client address of this run's own, so no other run's attempts count with its own. */
  const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const api = (route: string, init: RequestInit = {}) =>
    fetch(`${proxy.url}${route}`, {
      ...init,
      headers: { 'x-forwarded-for': client, ...(init.body !== undefined && { 'content-type': 'application/json' }), ...init.headers },
    });

  beforeAll(async () => {
    target = await postgresTarget();
    const first = await startServerProcess(target.env);
    expect(await first.stop()).toBe(0);
    // Plans whose first day is due, for the three accrual timers to share.
    await seedDuePlans(target.db, 'ms', PLANS);

    const env = { ...target.env, REDIS_URL, TRUST_PROXY: 'true', RATE_LIMIT_MAX: String(ATTEMPTS_PER_MINUTE), ACCRUAL_INTERVAL_SECONDS: '1' };
    servers = await Promise.all([1, 2, 3].map(() => startServerProcess(env)));
    proxy = await startRoundRobinProxy(servers.map((server) => server.baseURL));
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    for (const server of servers) expect(await server.stop()).toBe(0);
    await target?.dispose();
  });

  it('the three accrual timers together credit each due day once', async () => {
    const { db } = target;
    const credited = () =>
      count(db, sql`select count(*) as n from transactions t join users u on u.id = t.user_id where t.type = 'earnings' and u.username_key like 'ms%'`);
    await until(async () => (await credited()) === PLANS, 'every due day is credited');
    expect(
      await count(
        db,
        sql`select count(distinct t.user_plan_id) as n from transactions t join users u on u.id = t.user_id where t.type = 'earnings' and t.accrual_day = 1 and u.username_key like 'ms%'`,
      ),
    ).toBe(PLANS);
    expect(await count(db, sql`select sum(w.balance) as n from wallets w join users u on u.id = w.user_id where u.username_key like 'ms%'`)).toBe(PLANS * 750);
    expect(await checkLedger(db)).toMatchObject({ ok: true });
  }, 180_000);

  it('a token from one server works on the others, and a suspension on one is refused by all on the next request', async () => {
    const signedIn = await api('/api/login', { method: 'POST', body: JSON.stringify({ username: 'ms1', password: SERVER_PASSWORD }) });
    expect(signedIn.status).toBe(200);
    const token = ((await signedIn.json()) as { access_token: string }).access_token;
    const asUser = () => api('/api/me', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const servedBefore = proxy.served.length;
    for (let request = 0; request < 3; request += 1) expect((await asUser()).status).toBe(200);
    expect(new Set(proxy.served.slice(servedBefore))).toEqual(new Set([0, 1, 2]));

    const admin = await signIn(proxy.url, 'admin', SERVER_PASSWORD);
    const { id } = await target.db.selectFrom('users').select('id').where('username_key', '=', 'ms1').executeTakeFirstOrThrow();
    expect(await post(proxy.url, `/api/suspend-user/${id}`, admin)).toBe(200);
    const after = [];
    for (let request = 0; request < 3; request += 1) after.push((await asUser()).status);
    expect(after.every((status) => status === 401 || status === 403)).toBe(true);
  });

  it("an admin's confirmation on one server reaches the investor's event stream on another", async () => {
    const [streamServer, investorServer, adminServer] = servers;
    const investor = await signIn(investorServer.baseURL, 'ms3', SERVER_PASSWORD);
    const events = await openEventStream(streamServer.baseURL, investor);
    try {
      const [plan] = (await (await fetch(`${investorServer.baseURL}/api/plans`)).json()) as { id: number; min_amount: number }[];
      const deposit = { plan_id: plan.id, amount: plan.min_amount, payment_method: 'USDT', type: 'deposit', transaction_id: randomBytes(32).toString('hex') };
      expect(await post(investorServer.baseURL, '/api/deposit', investor, deposit)).toBe(201);
      const { id } = await target.db
        .selectFrom('transactions')
        .innerJoin('users', 'users.id', 'transactions.user_id')
        .select('transactions.id')
        .where('users.username_key', '=', 'ms3')
        .where('transactions.type', '=', 'deposit')
        .where('transactions.status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const admin = await signIn(adminServer.baseURL, 'admin', SERVER_PASSWORD);
      expect(await post(adminServer.baseURL, `/api/confirm-transaction/${id}`, admin)).toBe(200);
      // LISTEN/NOTIFY wakes the stream's server (docs/notifications.md#across-servers).
      expect((await events.next(2000)).kinds).toEqual(expect.arrayContaining(['inbox', 'balance']));
    } finally {
      events.close();
    }
  });

  it('limits a password brute force spread over the three in total, as one server would', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < ATTEMPTS_PER_MINUTE * 2; attempt += 1) {
      statuses.push((await api('/api/login', { method: 'POST', body: JSON.stringify({ username: 'ms2', password: 'wrong password' }) })).status);
    }
    // The earlier sign-in of this client counted too; three servers alone would allow 30.
    const allowed = statuses.filter((status) => status === 401).length;
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThanOrEqual(ATTEMPTS_PER_MINUTE);
    expect(statuses.slice(allowed)).toEqual(Array(statuses.length - allowed).fill(429));
  });
});

import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startBareServer } from './api-throughput';

const DURATION_SECONDS = 8;

interface LoadResult {
  rate: number;
  errors: number;
  p50: number;
  p99: number;
}

function run(options: autocannon.Options, duration = DURATION_SECONDS): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, duration }, (error, result) => {
      if (error) return reject(error);
      resolve({ rate: result.requests.average, errors: result.errors + result.timeouts + result.non2xx, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

type Context = { token?: string };
const json = { 'content-type': 'application/json' };
const bearer = (context: Context) => ({ authorization: `Bearer ${context.token ?? ''}` });

/**
 * What investors' browsers do, over and over on each connection: the dashboard's reads and the
 * history five times, a deposit (a new coin transaction each time), then a fresh sign-in, as a
 * session ends and another begins. Each connection starts with a token signed in beforehand.
 */
function investorSessions(password: string, plan: { id: number; min_amount: number }): autocannon.Request[] {
  const read = (path: string, method: 'GET' | 'POST' = 'GET'): autocannon.Request => ({
    method,
    path,
    setupRequest: (request, context: Context) => ({ ...request, headers: bearer(context) }),
  });
  const visit = [read('/api/me', 'POST'), read('/api/transactions?limit=10'), read('/api/get-user-plans'), read('/api/plans'), read('/api/transactions?limit=50')];
  return [
    ...Array.from({ length: 5 }, () => visit).flat(),
    {
      method: 'POST',
      path: '/api/deposit',
      setupRequest: (request, context: Context) => ({
        ...request,
        headers: { ...bearer(context), ...json },
        body: JSON.stringify({ plan_id: plan.id, amount: plan.min_amount, payment_method: 'BTC', transaction_id: randomBytes(32).toString('hex'), type: 'deposit' }),
      }),
    },
    {
      method: 'POST',
      path: '/api/login',
      headers: json,
      body: JSON.stringify({ username: 'investor', password }),
      onResponse: (status, body, context: Context) => {
        if (status === 200) context.token = (JSON.parse(body) as { access_token: string }).access_token;
      },
    },
  ];
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The mixed workload at 64 and 256 connections, each beside a bare route measured in the same run. */
export async function measureMixedLoad(baseURL: string, password: string) {
  const plans = (await (await fetch(`${baseURL}/api/plans`)).json()) as { id: number; title: string; min_amount: number }[];
  const plan = plans.find((candidate) => candidate.title === 'Starter') ?? plans[0];
  const signIn = await fetch(`${baseURL}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'investor', password }) });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const bare = await startBareServer({ ok: true });
  try {
    console.log(
      `Mixed workload with autocannon (per 27 requests: 25 dashboard and history reads, a deposit, a sign-in; ${DURATION_SECONDS} s per measurement, same machine)`,
    );
    // Not printed: the server's JIT and caches warm up, as they would have in service.
    await run({ url: baseURL, connections: 16, initialContext: { token }, requests: investorSessions(password, plan) }, 3);
    for (const connections of [64, 256]) {
      const mixed = await run({ url: baseURL, connections, initialContext: { token }, requests: investorSessions(password, plan) });
      const baseline = await run({ url: bare.url, connections });
      console.log(
        `  ${connections} connections: ${mixed.rate.toFixed(0)} req/s, ${mixed.errors} errors, p50 ${ms(mixed.p50)}, p99 ${ms(mixed.p99)}; ` +
          `bare route ${baseline.rate.toFixed(0)} req/s, p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}`,
      );
    }
  } finally {
    await bare.close();
  }
}

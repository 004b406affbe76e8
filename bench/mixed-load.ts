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

function run(options: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, duration: DURATION_SECONDS }, (error, result) => {
      if (error) return reject(error);
      resolve({ rate: result.requests.average, errors: result.errors + result.timeouts + result.non2xx, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

type Context = { token?: string };
const json = { 'content-type': 'application/json' };
const signedIn = (context: Context) => ({ ...json, authorization: `Bearer ${context.token ?? ''}` });

/**
 * What one investor's browser does, over and over on each connection: sign in, the dashboard's
 * reads, two history pages, the plans, and a deposit (a new coin transaction each time).
 */
function investorSession(password: string, plan: { id: number; min_amount: number }): autocannon.Request[] {
  const read = (path: string, method: 'GET' | 'POST' = 'GET'): autocannon.Request => ({
    method,
    path,
    setupRequest: (request, context: Context) => ({ ...request, headers: signedIn(context) }),
  });
  return [
    {
      method: 'POST',
      path: '/api/login',
      headers: json,
      body: JSON.stringify({ username: 'investor', password }),
      onResponse: (status, body, context: Context) => {
        if (status === 200) context.token = (JSON.parse(body) as { access_token: string }).access_token;
      },
    },
    read('/api/me', 'POST'),
    read('/api/transactions?limit=10'),
    read('/api/get-user-plans'),
    read('/api/transactions?limit=50'),
    read('/api/plans'),
    {
      method: 'POST',
      path: '/api/deposit',
      setupRequest: (request, context: Context) => ({
        ...request,
        headers: signedIn(context),
        body: JSON.stringify({ plan_id: plan.id, amount: plan.min_amount, payment_method: 'BTC', transaction_id: randomBytes(32).toString('hex'), type: 'deposit' }),
      }),
    },
  ];
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The mixed workload at 64 and 256 connections, each beside a bare route measured in the same run. */
export async function measureMixedLoad(baseURL: string, password: string) {
  const plans = (await (await fetch(`${baseURL}/api/plans`)).json()) as { id: number; title: string; min_amount: number }[];
  const plan = plans.find((candidate) => candidate.title === 'Starter') ?? plans[0];
  const bare = await startBareServer({ ok: true });
  try {
    console.log(`Mixed workload with autocannon (sign-in, dashboard reads, history pages, deposits; ${DURATION_SECONDS} s per measurement, same machine)`);
    for (const connections of [64, 256]) {
      const mixed = await run({ url: baseURL, connections, requests: investorSession(password, plan) });
      const baseline = await run({ url: bare.url, connections });
      console.log(
        `  ${connections} connections: ${mixed.rate.toFixed(0)} req/s, ${mixed.errors} errors, p50 ${ms(mixed.p50)}, p99 ${ms(mixed.p99)}; ` +
          `bare route ${baseline.rate.toFixed(0)} req/s, p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}`,
      );
    }
  } finally {
    bare.close();
  }
}

import { randomBytes } from 'node:crypto';
import { startBareServer } from './api-throughput';
import { runLoad, type Connection, type KindResult, type Step } from './load';

const DURATION_MS = 8000;
/** People signing in while others read, in the comparison with reads alone. */
const SIGNING_IN_CLIENTS = 8;
/** Connections sending wrong passwords in the flood, each from an address of its own. */
const FLOOD_CONNECTIONS = 64;
/** Reads' budgets (docs/testing.md#budgets). */
const READS_P99_BUDGET_MS = 100;

type Session = { token: string };
const JSON_HEADERS = { 'content-type': 'application/json' };
const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** The index-th address of a group of loopback addresses: on Linux all of 127/8 reaches the server on 127.0.0.1. */
const loopback = (group: number, index: number) => `127.${group}.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** The dashboard's reads and the history, as an investor's browser asks for them. */
const VISIT: Step<Session>[] = [
  { kind: 'reads', method: 'POST', path: '/api/me', headers: bearer },
  { kind: 'reads', method: 'GET', path: '/api/transactions?limit=10', headers: bearer },
  { kind: 'reads', method: 'GET', path: '/api/get-user-plans', headers: bearer },
  { kind: 'reads', method: 'GET', path: '/api/plans', headers: bearer },
  { kind: 'reads', method: 'GET', path: '/api/transactions?limit=50', headers: bearer },
];

function signIn(password: string): Step<Session> {
  return {
    kind: 'sign-ins',
    method: 'POST',
    path: '/api/login',
    headers: () => JSON_HEADERS,
    body: () => JSON.stringify({ username: 'investor', password }),
    onResponse: (status, body, session) => {
      if (status === 200) session.token = (JSON.parse(body) as { access_token: string }).access_token;
    },
  };
}

/**
 * What investors' browsers do, over and over on each connection: the dashboard's reads and the
 * history five times, a deposit (a new coin transaction each time), then a fresh sign-in, as a
 * session ends and another begins: 27 requests.
 */
function investorSession(password: string, planId: number, amount: number): Step<Session>[] {
  const deposit: Step<Session> = {
    kind: 'deposits',
    method: 'POST',
    path: '/api/deposit',
    headers: (session) => ({ ...bearer(session), ...JSON_HEADERS }),
    body: () => JSON.stringify({ plan_id: planId, amount, payment_method: 'BTC', transaction_id: randomBytes(32).toString('hex'), type: 'deposit' }),
  };
  return [...Array.from({ length: 5 }, () => VISIT).flat(), deposit, signIn(password)];
}

/** Wrong passwords for names that do not exist, as a credential-stuffing run sends them: each costs a full hash. */
const WRONG_PASSWORD: Step<Session> = {
  kind: 'sign-ins',
  method: 'POST',
  path: '/api/login',
  headers: () => JSON_HEADERS,
  body: () => JSON.stringify({ username: `guess-${randomBytes(4).toString('hex')}`, password: randomBytes(8).toString('hex') }),
};

const ms = (value: number) => `${value.toFixed(0)} ms`;
const figures = (result: KindResult) => `${result.rate.toFixed(0)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}`;

function answers(result: KindResult, statuses: number[]): string {
  return statuses.map((status) => `${result.statuses[status] ?? 0} answered ${status}`).join(', ');
}

/** Answers that are neither a success nor one of `expected` (for sign-ins: 401 and the documented 503). */
function unexpected(results: Record<string, KindResult>, expected: Record<string, number[]>): number {
  let count = 0;
  for (const [kind, result] of Object.entries(results)) {
    for (const [status, times] of Object.entries(result.statuses)) {
      const code = Number(status);
      if ((code < 200 || code >= 300) && !(expected[kind] ?? []).includes(code)) count += times;
    }
  }
  return count;
}

function connections(count: number, group: number, script: Step<Session>[], token: string): Connection<Session>[] {
  return Array.from({ length: count }, (_, index) => ({ script, context: { token }, localAddress: loopback(group, index) }));
}

/**
 * The mixed workload at 64 and 256 connections, each beside a bare route measured in the same run;
 * then reads alone, reads while people sign in from many addresses, and reads during a flood of
 * wrong passwords from many addresses, all at 64 reading connections.
 */
export async function measureMixedLoad(baseURL: string, password: string) {
  const plans = (await (await fetch(`${baseURL}/api/plans`)).json()) as { id: number; title: string; min_amount: number }[];
  const plan = plans.find((candidate) => candidate.title === 'Starter') ?? plans[0];
  const signedIn = await fetch(`${baseURL}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username: 'investor', password }) });
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const session = investorSession(password, plan.id, plan.min_amount);
  const bare = await startBareServer({ ok: true });
  try {
    console.log(
      `Mixed workload (each connection from its own loopback address, over and over: 25 dashboard and history reads, a deposit, a sign-in; ${DURATION_MS / 1000} s per measurement, same machine)`,
    );
    // Not printed: the server's JIT and caches warm up, as they would have in service.
    await runLoad(baseURL, connections(16, 1, session, token), 3000);
    for (const count of [64, 256]) {
      const mixed = await runLoad(baseURL, connections(count, 1, session, token), DURATION_MS);
      const baseline = await runLoad(
        bare.url.replace('/bare', ''),
        connections(count, 2, [{ kind: 'bare', method: 'GET', path: '/bare' }], token),
        DURATION_MS,
      );
      for (const kind of ['reads', 'deposits', 'sign-ins']) {
        const extra = kind === 'sign-ins' ? `; ${answers(mixed[kind], [503])}` : '';
        console.log(`  ${kind} at ${count} connections: ${figures(mixed[kind])}${extra}`);
      }
      console.log(`  bare route at ${count} connections: ${figures(baseline.bare)}`);
      console.log(`  errors at ${count} connections: ${unexpected(mixed, { 'sign-ins': [503] })} besides the documented 503s`);
    }

    console.log(`Reads at 64 connections alone, while ${SIGNING_IN_CLIENTS} clients sign in from addresses of their own, and during a sign-in flood`);
    const readers = connections(64, 3, VISIT, token);
    const alone = (await runLoad(baseURL, readers, DURATION_MS)).reads;
    console.log(`  reads alone at 64 connections: ${figures(alone)}`);
    const people = await runLoad(baseURL, [...readers, ...connections(SIGNING_IN_CLIENTS, 4, [signIn(password)], token)], DURATION_MS);
    console.log(
      `  reads at 64 connections while people sign in: ${figures(people.reads)}; ${(people.reads.rate / alone.rate).toFixed(2)} of the throughput alone (budget ≥ 0.5), ` +
        `p99 ${(people.reads.p99 / alone.p99).toFixed(1)}x alone (budget ≤ 2x)`,
    );
    console.log(`  sign-ins at ${SIGNING_IN_CLIENTS} connections: ${figures(people['sign-ins'])}; ${answers(people['sign-ins'], [503])}`);
    const flood = await runLoad(baseURL, [...readers, ...connections(FLOOD_CONNECTIONS, 5, [WRONG_PASSWORD], token)], DURATION_MS);
    console.log(`flood: reads at 64 connections: ${figures(flood.reads)} (p99 budget ≤ ${READS_P99_BUDGET_MS} ms)`);
    console.log(`flood: sign-ins at ${FLOOD_CONNECTIONS} connections: ${figures(flood['sign-ins'])}; ${answers(flood['sign-ins'], [401, 503])}`);
    console.log(`flood: errors: ${unexpected(flood, { 'sign-ins': [401, 503] })} besides wrong passwords and the documented 503s`);
  } finally {
    await bare.close();
  }
}

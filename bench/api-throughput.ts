import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../api/src/db/database';
import { spawnGroup } from './process-groups';

const DURATION_MS = 3000;
const CONCURRENCY = 16;

/** Requests per second against `url` from CONCURRENCY loops for DURATION_MS (bounded in time). */
async function throughput(url: string, headers: Record<string, string> = {}): Promise<number> {
  const deadline = Date.now() + DURATION_MS;
  let completed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        completed += 1;
      }
    }),
  );
  return completed / (DURATION_MS / 1000);
}

/**
 * A bare Fastify route answering the same JSON: the ceiling our API is compared with. It runs in
 * a process of its own, as the API does, so neither shares an event loop with the clients.
 */
export async function startBareServer(body: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const file = path.join(os.tmpdir(), `arcvest-bare-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(body));
  const { child, stop } = spawnGroup('npx', ['tsx', path.join(__dirname, 'bare-server.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/bare`, close: stop };
}

async function signIn(baseURL: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Could not sign in as ${username}: ${response.status}`);
  return (await response.json()).access_token;
}

/** Gives the investor `count` bonuses so their history has a full first page. */
async function fillHistory(baseURL: string, adminToken: string, investorToken: string, count: number) {
  const me = await (await fetch(`${baseURL}/api/me`, { method: 'POST', headers: { Authorization: `Bearer ${investorToken}` } })).json();
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${baseURL}/api/give-bonus/${me.id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bonus: 100 + index, reason: 'Benchmark history' }),
    });
    if (!response.ok) throw new Error(`give-bonus answered ${response.status}`);
  }
}

const SEARCHED_USERS = 100_000;

/**
 * Adds SEARCHED_USERS users to the running server's SQLite file (from this process: SQLite lets
 * a second connection write while the server is idle), so the admin's search runs at scale.
 */
async function seedUsers(sqliteFile: string) {
  const db = createDatabase({ databaseUrl: null, sqliteFile });
  try {
    await sql`
      with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${SEARCHED_USERS})
      insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, created_at)
      select 'Bench', 'User', 'member' || n, 'member' || n, 'member' || n || '@example.com', 'female', '1990-01-01', 'Canada', 'M' || n, '!', '2026-01-01T00:00:00.000Z' from seq`.execute(
      db,
    );
    // The users table only: statistics taken while sessions hold a few rows would have SQLite scan them later.
    await sql`analyze users`.execute(db);
  } finally {
    await db.destroy();
  }
}

const ROUNDS = 3;

/**
 * One read of our API against a bare route answering the same JSON, measured back to back in
 * ROUNDS alternating rounds: clients and servers share the machine's cores, so one round alone
 * swings by a tenth either way; the median round is printed, with the range.
 */
async function compare(label: string, url: string, headers: Record<string, string> = {}) {
  const body = await (await fetch(url, { headers })).json();
  const bare = await startBareServer(body);
  try {
    await throughput(bare.url); // warm-up of both sides' JIT
    await throughput(url, headers);
    const rounds: { rate: number; bareRate: number; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const bareRate = await throughput(bare.url);
      const rate = await throughput(url, headers);
      rounds.push({ rate, bareRate, ratio: rate / bareRate });
    }
    rounds.sort((a, b) => a.ratio - b.ratio);
    const { rate, bareRate, ratio } = rounds[Math.floor(ROUNDS / 2)];
    console.log(
      `  ${label}: ${rate.toFixed(0)} req/s; bare Fastify route ${bareRate.toFixed(0)} req/s; ratio ${ratio.toFixed(2)} of bare ` +
        `(median of ${ROUNDS} rounds, ${rounds[0].ratio.toFixed(2)}–${rounds[ROUNDS - 1].ratio.toFixed(2)}; budget ≥ 0.60 in every round)`,
    );
  } finally {
    await bare.close();
  }
}

export async function measureApiThroughput(baseURL: string, demoPassword: string, sqliteFile: string) {
  const adminToken = await signIn(baseURL, 'admin', demoPassword);
  const investorToken = await signIn(baseURL, 'investor', demoPassword);
  await fillHistory(baseURL, adminToken, investorToken, 50);
  console.log(`API reads (${CONCURRENCY} concurrent clients for ${DURATION_MS / 1000} s per measurement, same machine, same run)`);
  await compare('GET /api/plans', `${baseURL}/api/plans`);
  await compare('GET /api/transactions (50 rows, signed in)', `${baseURL}/api/transactions?limit=50`, { Authorization: `Bearer ${investorToken}` });
  await seedUsers(sqliteFile);
  await compare(
    `GET /api/users?search= (admin, ${SEARCHED_USERS.toLocaleString('en-US')} users; 11 found with their count)`,
    `${baseURL}/api/users?search=MEMBER4242&limit=50`,
    { Authorization: `Bearer ${adminToken}` },
  );
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { sql } from 'kysely';
import { createDatabase, type Db } from '../src/db/database';
import { POSTGRES_URL } from './databases';
import { withSearchPath } from './migrated-databases';

const API_ROOT = path.resolve(__dirname, '..');
export const SERVER_PASSWORD = 'crash-test-password';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseURL: string;
  /** Resolves once /api/ready answers 200. */
  ready(): Promise<void>;
  /** Ends the process group with SIGKILL: no shutdown code runs, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM, and the exit code once it has drained and stopped. */
  stop(): Promise<number | null>;
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Every server this process launched that may still run: `killServers` ends those a failed test left. */
const launched = new Set<ServerProcess>();

/** SIGKILL to every server launched here and still running (a failed test's), so Jest can exit. */
export async function killServers(): Promise<void> {
  await Promise.all([...launched].map((server) => server.kill()));
}

/** The real API server (`src/server.ts`) in a process group of its own, ready. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = await launchServerProcess(env);
  await server.ready();
  return server;
}

/** The real API server (`src/server.ts`) in a process group of its own, just launched. */
export async function launchServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // tsx as a loader of this one process, not its wrapper process: a wrapper relays the group's
  // SIGTERM with a short grace of its own and, on a loaded machine, kills the draining server (exit 143).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      DEMO_PASSWORD: SERVER_PASSWORD,
      SCRYPT_COST: '10',
      // Tests sign in up to 50 users at once; with hashes this cheap a long queue empties in milliseconds.
      PASSWORD_HASH_QUEUE: '100',
      RATE_LIMIT_MAX: '100000',
      NOTIFICATION_INTERVAL_SECONDS: '0',
      // Admin actions in one step, as in testConfig.
      FOUR_EYES: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, name);
    return exited(child);
  };
  async function ready(): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors}`);
      if (
        await fetch(`${baseURL}/api/ready`).then(
          (response) => response.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await signal('SIGKILL');
    throw new Error(`the server did not become ready: ${errors}`);
  }
  const server: ServerProcess = { baseURL, ready, kill: async () => void (await signal('SIGKILL')), stop: () => signal('SIGTERM') };
  launched.add(server);
  child.once('exit', () => launched.delete(server));
  return server;
}

export interface Target {
  env: Record<string, string>;
  db: Db;
  dispose(): Promise<void>;
}

/** A SQLite file in a folder of its own. */
export async function sqliteTarget(): Promise<Target> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-crash-'));
  const file = path.join(folder, 'arcvest.sqlite');
  const db = createDatabase({ databaseUrl: null, sqliteFile: file });
  return {
    env: { SQLITE_FILE: file },
    db,
    async dispose() {
      await db.destroy();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL schema of its own (the servers get it as their search_path). */
export async function postgresTarget(): Promise<Target> {
  const schema = `crash_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  const url = withSearchPath(POSTGRES_URL, schema);
  const db = createDatabase({ databaseUrl: url, sqliteFile: '' });
  return {
    env: { DATABASE_URL: url },
    db,
    async dispose() {
      await db.destroy();
      await admin(`drop schema ${schema} cascade`);
    },
  };
}

/** The single number a `select count(*) as n` or `sum(...) as n` answers. */
export async function count(db: Db, query: ReturnType<typeof sql<{ n: string | number }>>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0].n);
}

/** Resolves once `probe` answers true; polls the database, the state this test waits for. */
export async function until(probe: () => Promise<boolean>, what: string, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A bearer token from POST /api/login. */
export async function signIn(baseURL: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A POST that may meet a killed server: its status, or null when the connection died. */
export function post(baseURL: string, route: string, token: string, body: object = {}): Promise<number | null> {
  return fetch(`${baseURL}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(
    (response) => response.status,
    () => null,
  );
}

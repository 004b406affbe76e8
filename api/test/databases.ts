import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface TestContext {
  kind: DatabaseKind;
  db: Db;
  config: Config;
  app: FastifyInstance;
  /** The clock the app sees; starts at 2026-06-01T12:00:00Z for every test. */
  clock: { now: Date; advance(ms: number): void };
  /** Replaces `app` with one built from changed config (same database and clock). */
  rebuild(overrides?: Partial<Config>): Promise<FastifyInstance>;
}

/** A web root without any build, so tests never depend on `npm run build`. */
const EMPTY_WEB_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-web-'));
/** Without SMTP_URL emails are files: here, not in the checkout's data folder. */
const TEST_OUTBOX = path.join(os.tmpdir(), 'arcvest-test-outbox');

/** Fast scrypt, fixed web root, demo mode; tests override what they check. */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  // Deployments in the same empty folder: tests never read the pointers a developer published.
  return { ...loadConfig({ SCRYPT_COST: '10', WEB_ROOT: EMPTY_WEB_ROOT, OUTBOX_DIR: TEST_OUTBOX, DEPLOY_DIR: path.join(EMPTY_WEB_ROOT, 'deployments'), ...env }), ...overrides };
}

/** Synchronous so `describe` can decide at load time; one tiny child process per test file. */
function postgresReachable(url: string): boolean {
  const probe =
    "const { Client } = require('pg');" +
    'const c = new Client({ connectionString: process.env.PROBE_URL, connectionTimeoutMillis: 3000 });' +
    'c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));';
  try {
    execFileSync(process.execPath, ['-e', probe], { cwd: __dirname, env: { ...process.env, PROBE_URL: url }, stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

interface Backend {
  open(): Promise<Db>;
  /** Empties the database between tests. */
  reset(db: Db): Promise<Db>;
  close(db: Db): Promise<void>;
}

/** A new in-memory database for every test. */
const sqliteBackend: Backend = {
  async open() {
    const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    await migrateToLatest(db);
    return db;
  },
  async reset(db) {
    await db.destroy();
    return this.open();
  },
  close: (db) => db.destroy(),
};

/** A fresh schema per test file (dropped at the end), emptied between tests. */
function postgresBackend(): Backend {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    async open() {
      await admin(`create schema ${schema}`);
      const db = createDatabase({ databaseUrl: withSearchPath(POSTGRES_URL, schema), sqliteFile: '' });
      await migrateToLatest(db);
      return db;
    },
    async reset(db) {
      const { rows } = await sql<{ tablename: string }>`
        select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(db);
      // TRUNCATE, unlike DELETE, is allowed on the append-only audit log.
      await sql`truncate ${sql.join(rows.map((row) => sql.table(row.tablename)))} restart identity cascade`.execute(db);
      return db;
    },
    async close(db) {
      await db.destroy();
      await admin(`drop schema ${schema} cascade`);
    },
  };
}

const START = new Date('2026-06-01T12:00:00Z');

function runSuite(kind: DatabaseKind, backend: Backend, suite: (ctx: () => TestContext) => void) {
  let db: Db | null = null;
  let ctx: TestContext | null = null;

  beforeAll(async () => {
    db = await backend.open();
  });

  beforeEach(async () => {
    db = await backend.reset(db!);
    const clock = {
      now: new Date(START),
      advance(ms: number) {
        clock.now = new Date(clock.now.getTime() + ms);
      },
    };
    const current: TestContext = {
      kind,
      db,
      config: testConfig(),
      app: null as unknown as FastifyInstance,
      clock,
      async rebuild(overrides = {}) {
        await current.app.close();
        current.config = { ...current.config, ...overrides };
        current.app = buildApp(current.config, { db: current.db, now: () => new Date(clock.now) });
        await current.app.ready();
        return current.app;
      },
    };
    current.app = buildApp(current.config, { db, now: () => new Date(clock.now) });
    await current.app.ready();
    ctx = current;
  });

  afterEach(async () => {
    await ctx?.app.close();
  });

  afterAll(async () => {
    if (db) await backend.close(db);
  });

  suite(() => ctx!);
}

export const postgresAvailable = postgresReachable(POSTGRES_URL);
if (!postgresAvailable && process.env.CI) {
  throw new Error(`PostgreSQL not reachable at ${POSTGRES_URL}: CI must run the API tests on both databases.`);
}
if (!postgresAvailable) {
  console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}: skipping the PostgreSQL runs`);
}

/** Runs the same tests once on SQLite and once on PostgreSQL (each in its own describe). */
export function forEachDatabase(suite: (ctx: () => TestContext) => void): void {
  describe('sqlite', () => runSuite('sqlite', sqliteBackend, suite));
  (postgresAvailable ? describe : describe.skip)('postgres', () => runSuite('postgres', postgresBackend(), suite));
}

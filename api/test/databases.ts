import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, sqliteDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { POSTGRES_URL, SCHEMA_PLACEHOLDER, TEST_ENV, withSearchPath } from './migrated-databases';

export { POSTGRES_URL };

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

/**
 * Fast scrypt, fixed web root, demo mode without its story; tests override what they check. Four-eyes approval is
 * off, so a test of one admin action takes one request; approvals.test.ts turns it on.
 */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  // Deployments in the same empty folder: tests never read the pointers a developer published.
  // The demo's story is off: a seeded test starts from the bare accounts; demo-story.test.ts plays it.
  const settings = {
    SCRYPT_COST: '10',
    WEB_ROOT: EMPTY_WEB_ROOT,
    OUTBOX_DIR: TEST_OUTBOX,
    DEPLOY_DIR: path.join(EMPTY_WEB_ROOT, 'deployments'),
    FOUR_EYES: 'off',
    DEMO_STORY: 'off',
    ...env,
  };
  return { ...loadConfig(settings), demoPasswordFile: path.join(EMPTY_WEB_ROOT, 'demo-password'), ...overrides };
}

/**
 * Synchronous so `describe` can decide at load time. The global setup (global-setup.ts) probes
 * once for the whole run; a file run some other way probes in a tiny child process of its own.
 */
function postgresReachable(url: string): boolean {
  const probed = process.env[TEST_ENV.postgres];
  if (probed !== undefined) return probed === 'reachable';
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

interface Backend {
  open(): Promise<Db>;
  /** Empties the database between tests. */
  reset(db: Db): Promise<Db>;
  close(db: Db): Promise<void>;
}

/**
 * A new in-memory database for every test, opened from the image of one migrated once for the
 * run by the global setup (or else in this test file): migrating takes tens of milliseconds per
 * test, opening an image a few microseconds.
 */
function sqliteBackend(): Backend {
  let migrated: Buffer | null = null;
  const migratedImage = async () => {
    const file = process.env[TEST_ENV.sqliteImage];
    if (file && fs.existsSync(file)) return fs.readFileSync(file);
    const sqlite = new SqliteDatabase(':memory:');
    const db = sqliteDatabase(sqlite);
    await migrateToLatest(db);
    const image = sqlite.serialize();
    await db.destroy();
    return image;
  };
  return {
    async open() {
      migrated ??= await migratedImage();
      return sqliteDatabase(new SqliteDatabase(migrated));
    },
    async reset(db) {
      await db.destroy();
      return this.open();
    },
    close: (db) => db.destroy(),
  };
}

/** The global setup's script for a migrated schema (one round trip), or null: then the file migrates. */
function migratedSchemaScript(): string | null {
  const file = process.env[TEST_ENV.schemaScript];
  return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/**
 * A fresh schema per test file (dropped at the end), made from the global setup's script or by
 * running the migrations, emptied between tests by DELETE rather than
 * TRUNCATE: on tables this small, TRUNCATE's new files cost hundreds of milliseconds per test,
 * DELETE a few. The replica role skips triggers for the emptying only (foreign keys, and the
 * append-only audit log's refusal of DELETE); it needs a superuser, as the test database's is.
 */
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
  let emptyAll: string | null = null;
  /** One round trip: every table emptied and every sequence back at 1, as after `truncate ... restart identity`. */
  const emptyingScript = async (db: Db) => {
    const { rows: tables } = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(db);
    const { rows: sequences } = await sql<{ name: string }>`
      select sequencename as name from pg_sequences where schemaname = current_schema()`.execute(db);
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    return [
      'begin',
      'set local session_replication_role = replica',
      ...tables.map((table) => `delete from ${quote(table.name)}`),
      ...(sequences.length > 0 ? [`select ${sequences.map((sequence) => `setval('${quote(sequence.name)}', 1, false)`).join(', ')}`] : []),
      'commit',
    ].join(';\n');
  };
  return {
    async open() {
      const script = migratedSchemaScript();
      await admin(script === null ? `create schema ${schema}` : script.split(SCHEMA_PLACEHOLDER).join(schema));
      const db = createDatabase({ databaseUrl: withSearchPath(POSTGRES_URL, schema), sqliteFile: '' });
      if (script === null) await migrateToLatest(db);
      return db;
    },
    async reset(db) {
      emptyAll ??= await emptyingScript(db);
      await sql.raw(emptyAll).execute(db);
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
  describe('sqlite', () => runSuite('sqlite', sqliteBackend(), suite));
  (postgresAvailable ? describe : describe.skip)('postgres', () => runSuite('postgres', postgresBackend(), suite));
}

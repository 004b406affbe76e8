// Once per Jest run of the API projects, before any test file: whether PostgreSQL answers, and a
// migrated database of each kind to copy, so each test file neither probes nor migrates on its own
// (docs/testing.md#how-the-run-fits-two-cores). The answers reach the test files through the
// environment, which Jest's workers inherit.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { createDatabase, sqliteDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { POSTGRES_URL, SCHEMA_PLACEHOLDER, TEST_ENV, withSearchPath } from './migrated-databases';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The migrations' sources: the files are made again only when one of them changed. */
function migrationsHash(): string {
  const folder = path.join(__dirname, '../src/db/migrations');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(folder).sort()) hash.update(file).update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates a schema of its own (a random name, so runs of other checkouts on the same server never
 * meet), writes it out with pg_dump as one SQL script with the schema's name as a placeholder, and
 * drops it. Replaying the script takes one round trip, half the time of running every migration.
 */
/** Written whole, then renamed: a run starting meanwhile reads no file or the whole one. */
function writeWhole(file: string, content: string | Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}

/** An in-memory SQLite database, migrated, as bytes each test file opens its databases from. */
async function migratedSqliteImage(file: string): Promise<void> {
  const sqlite = new SqliteDatabase(':memory:');
  const db = sqliteDatabase(sqlite);
  await migrateToLatest(db);
  writeWhole(file, sqlite.serialize());
  await db.destroy();
}

async function migratedSchemaScript(file: string): Promise<void> {
  const schema = `t_template_${randomBytes(6).toString('hex')}`;
  await admin(`create schema ${schema}`);
  try {
    const db = createDatabase({ databaseUrl: withSearchPath(POSTGRES_URL, schema), sqliteFile: '' });
    await migrateToLatest(db);
    await db.destroy();
    const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--inserts', `--schema=${schema}`, POSTGRES_URL], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // psql's meta-commands (`\restrict`) are not SQL; the schema's name is unique enough to replace everywhere.
    const script = dump
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n')
      .split(schema)
      .join(SCHEMA_PLACEHOLDER);
    writeWhole(file, script);
  } finally {
    await admin(`drop schema ${schema} cascade`);
  }
}

export default async function globalSetup(): Promise<void> {
  const files = path.join(os.tmpdir(), `arcvest-test-${migrationsHash()}`);
  if (!fs.existsSync(`${files}.sqlite`)) await migratedSqliteImage(`${files}.sqlite`);
  process.env[TEST_ENV.sqliteImage] = `${files}.sqlite`;

  const available = await reachable(POSTGRES_URL);
  process.env[TEST_ENV.postgres] = available ? 'reachable' : 'unreachable';
  if (!available) return;
  try {
    if (!fs.existsSync(`${files}.sql`)) await migratedSchemaScript(`${files}.sql`);
    process.env[TEST_ENV.schemaScript] = `${files}.sql`;
  } catch (error) {
    // Without pg_dump each test file migrates its schema itself, as before: slower, as sure.
    console.warn(`No migrated schema script (${(error as Error).message.split('\n')[0]}): each API test file migrates its own.`);
  }
}

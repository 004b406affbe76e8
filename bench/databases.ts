import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Db } from '../api/src/db/database';
import { migrateToLatest } from '../api/src/db/migrate';

/** The databases the standalone sections measure on, each fresh and migrated. */
export type Kind = 'SQLite' | 'PostgreSQL';
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** The databases to measure `what` on: SQLite, and PostgreSQL when it answers (else it says so). */
export async function benchDatabases(what: string): Promise<Kind[]> {
  if (await postgresReachable()) return ['SQLite', 'PostgreSQL'];
  console.log(`(PostgreSQL not reachable at ${POSTGRES_URL}: ${what} measured on SQLite only)`);
  return ['SQLite'];
}

export async function postgresReachable(): Promise<boolean> {
  try {
    await postgresAdmin('select 1');
    return true;
  } catch {
    return false;
  }
}

/** A fresh, migrated SQLite file or PostgreSQL schema, handed to `work`, then deleted. */
export async function withFreshDatabase<T>(kind: Kind, name: string, work: (db: Db) => Promise<T>): Promise<T> {
  const file = path.join(os.tmpdir(), `arcvest-bench-${name}-${process.pid}.sqlite`);
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  let db: Db;
  if (kind === 'PostgreSQL') {
    await postgresAdmin(`create schema ${schema}`);
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    db = createDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
  } else {
    db = createDatabase({ databaseUrl: null, sqliteFile: file });
  }
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
    if (kind === 'PostgreSQL') await postgresAdmin(`drop schema ${schema} cascade`);
    else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  }
}

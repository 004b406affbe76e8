import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Config } from '../config';
import { withStatementCache } from './statement-cache';
import type { Database } from './tables';

/**
 * The database, or a transaction of it (`db.transaction().execute(async (trx) => ...)` gives a
 * `Db` too): repositories take either, so a service composes them atomically. Services take
 * this type from here; only db/ imports kysely.
 */
export type Db = Kysely<Database>;

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file. */
export function createDatabase(config: Pick<Config, 'databaseUrl' | 'sqliteFile'>): Db {
  if (config.databaseUrl) return createPostgres(config.databaseUrl);
  return createSqlite(config.sqliteFile);
}

function createSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  return sqliteDatabase(new SqliteDatabase(file));
}

/** Kysely over an open SQLite database (a file, or an in-memory image), with the settings every connection needs. */
export function sqliteDatabase(sqlite: SqliteDatabase.Database): Db {
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed money change survives a power cut, not only a crash of the process.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Temporary tables and materialized subqueries in memory, not in a temporary file: the daily
  // accrual's batch (about 4 MB for 50,000 plans) outgrew the temporary cache and went to disk.
  sqlite.pragma('temp_store = memory');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Money columns are bigint and count(*) is int8: read them as JS numbers, not strings. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Each PostgreSQL database's pool, for what Kysely cannot do: LISTEN (db/event-wakeups.ts). */
const pools = new WeakMap<Db, pg.Pool>();

function createPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The pool under a PostgreSQL database made by createDatabase; undefined for SQLite. */
export function postgresPool(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/** Whether `db` talks to PostgreSQL (the dialects differ in a few statements). */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A unique constraint refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * A LIMIT written into the SQL rather than bound as a parameter. SQLite (3.4x and later) reads a
 * bound LIMIT's value while planning, so binding one makes it parse and plan the statement again
 * on every run: a sixth of the history page's instructions, a third of the user search's
 * (callgrind). A page size is one of a few small numbers, so each gets a compiled statement of its
 * own in the statement cache.
 */
export function rowLimit(count: number) {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Not a row count: ${count}`);
  return sql.lit(count);
}

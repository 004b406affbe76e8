import { Migrator, sql } from 'kysely';
import { isPostgres, type Db } from './database';
import { migrations } from './migrations';

/**
 * The schema the migration tables belong in. On PostgreSQL it must be named: Kysely otherwise
 * takes a `kysely_migration_lock` table in ANY schema of the database as its own, so a database
 * shared by several schemas (search_path in DATABASE_URL, or the tests) would skip creating it.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

async function migratorOf(db: Db): Promise<Migrator> {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: await migrationSchema(db) });
}

/** Kysely's record of the migrations run (its default table name). */
const MIGRATION_TABLE = 'kysely_migration';

/** Whether this database's own schema has the migration table (never another schema's). */
async function migrationTableExists(db: Db): Promise<boolean> {
  const { rows } = isPostgres(db)
    ? await sql<{ found: unknown }>`select to_regclass(${MIGRATION_TABLE}) as found`.execute(db)
    : await sql<{ found: unknown }>`select name as found from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db);
  return rows.length > 0 && rows[0].found !== null;
}

/**
 * The names of the migrations this code has that the database has not run. Read from the
 * migration table itself: Kysely's own check lists every table of every schema, which fails
 * while another schema of the same database is being dropped (the readiness probe answered 500).
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const executed = (await migrationTableExists(db))
    ? new Set((await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db)).rows.map((row) => row.name))
    : new Set<string>();
  return Object.keys(migrations)
    .sort()
    .filter((name) => !executed.has(name));
}

/** PostgreSQL's invalid_schema_name: Kysely's check listed a schema of the database that was being dropped. */
const VANISHED_SCHEMA = '3F000';
/** Tries before a vanished schema is taken as a real failure; nothing has run when the check fails. */
const MIGRATION_TRIES = 5;

function isVanishedSchema(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === VANISHED_SCHEMA;
}

/**
 * Brings the schema up to date; safe to run on every start and from several servers at once.
 * Kysely's first check lists the tables of every schema in the database; when another schema is
 * dropped meanwhile (several schemas share a database: search_path in DATABASE_URL, or the tests)
 * it fails before doing anything, so it is run again.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = await migratorOf(db);
  let outcome = await migrator.migrateToLatest();
  for (let tries = 1; isVanishedSchema(outcome.error) && tries < MIGRATION_TRIES; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50 * tries));
    outcome = await migrator.migrateToLatest();
  }
  const { error, results } = outcome;
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed: ${reason}`, { cause: error });
  }
}

// What the API tests' global setup (global-setup.ts) and each test file (databases.ts) share.

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The environment variables the global setup leaves for the test files. */
export const TEST_ENV = {
  /** `reachable` or `unreachable`: PostgreSQL probed once for the run. */
  postgres: 'ARCVEST_TEST_POSTGRES',
  /** A file of SQL that makes a migrated schema named SCHEMA_PLACEHOLDER. */
  schemaScript: 'ARCVEST_TEST_SCHEMA_SCRIPT',
  /** A migrated SQLite database's image (better-sqlite3's `serialize`). */
  sqliteImage: 'ARCVEST_TEST_SQLITE_IMAGE',
} as const;

export const SCHEMA_PLACEHOLDER = '__arcvest_test_schema__';

/**
 * The URL whose connections use `schema` for unqualified names. Their commits do not wait for the
 * write-ahead log to reach the disk (`synchronous_commit=off`): a test's data need not outlive a
 * power cut, and waiting for the disk on each of the tests' many thousands of commits made
 * PostgreSQL's runs several times slower than SQLite's. A killed server process loses nothing
 * by it (crash.test.ts): only PostgreSQL itself crashing could.
 */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema} -c synchronous_commit=off`);
  return parsed.toString();
}

import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Begins a query whose rows are wanted as their one column's values (better-sqlite3's pluck mode)
 * rather than as an object each: a page of JSON items comes back as its strings.
 */
export const COLUMN_VALUES = '/* column values */ ';

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare().
 * Our queries repeat (the same few per request), so compiled statements are kept and reused;
 * the least recently used one goes when `capacity` is reached.
 */
export function withStatementCache(database: BetterSqlite, capacity = 500): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (sql.startsWith(COLUMN_VALUES)) statement.pluck();
      if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  };
}

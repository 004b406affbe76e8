import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Begins a query whose rows are wanted as their one column's values (better-sqlite3's pluck mode)
 * rather than as an object each: a page of JSON items comes back as its strings.
 */
export const COLUMN_VALUES = '/* column values */ ';

type Row = Record<string, unknown>;

/**
 * A reading statement whose rows come as arrays (raw mode) and become objects through a function
 * written once for its columns. better-sqlite3 builds each row object a property at a time through
 * V8's slow path: a fifth to a quarter of a small query's instructions (callgrind).
 */
function withObjectRows(statement: Statement): SqliteStatement {
  const names = statement.columns().map((column) => column.name);
  // A column named __proto__ would set the object's prototype in a literal: such a statement keeps better-sqlite3's objects.
  if (names.includes('__proto__')) return statement;
  statement.raw(true);
  // Keys are quoted by JSON.stringify; a repeated name keeps its last value, as better-sqlite3 does.
  const toObject = new Function('row', `return { ${names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`).join(', ')} };`) as (
    row: unknown[],
  ) => Row;
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(row);
    },
  };
}

/** The statement as Kysely runs it: see COLUMN_VALUES and withObjectRows. */
function forKysely(sql: string, statement: Statement): SqliteStatement {
  if (!statement.reader) return statement;
  return sql.startsWith(COLUMN_VALUES) ? statement.pluck() : withObjectRows(statement);
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare().
 * Our queries repeat (the same few per request), so compiled statements are kept and reused;
 * the least recently used one goes when `capacity` is reached.
 */
export function withStatementCache(database: BetterSqlite, capacity = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = forKysely(sql, database.prepare(sql));
      if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  };
}

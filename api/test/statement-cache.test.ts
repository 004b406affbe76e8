import SqliteDatabase from 'better-sqlite3';
import { createDatabase, rowLimit } from '../src/db/database';
import { userListQuery } from '../src/db/repositories/user-list';
import { COLUMN_VALUES, withStatementCache } from '../src/db/statement-cache';

describe('withStatementCache', () => {
  const sqlite = new SqliteDatabase(':memory:');
  afterAll(() => sqlite.close());

  it('compiles each SQL text once and hands back the same statement', () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
  });

  it("answers a query marked COLUMN_VALUES with its one column's values, not objects", () => {
    const cached = withStatementCache(sqlite);
    expect(cached.prepare(`${COLUMN_VALUES}select 'a' as item union all select 'b'`).all([])).toEqual(['a', 'b']);
    expect(cached.prepare(`select 'a' as item`).all([])).toEqual([{ item: 'a' }]);
  });

  it('answers rows as objects of their columns in order, a repeated name keeping its last value, as better-sqlite3 does', () => {
    const cached = withStatementCache(sqlite);
    const rows = cached.prepare("select 1 as a, 'two' as b, null as c, 4 as a union all select 5, 'six', 7, 8").all([]);
    expect(rows).toStrictEqual(sqlite.prepare("select 1 as a, 'two' as b, null as c, 4 as a union all select 5, 'six', 7, 8").all());
    expect(rows).toStrictEqual([
      { a: 4, b: 'two', c: null },
      { a: 8, b: 'six', c: 7 },
    ]);
    expect(Object.keys(rows[0] as object)).toEqual(['a', 'b', 'c']);
    expect([...cached.prepare('select 1 as one union all select 2').iterate([])]).toStrictEqual([{ one: 1 }, { one: 2 }]);
  });

  it('drops the least recently used statement when full', () => {
    const cached = withStatementCache(sqlite, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // now b is the least recently used
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });
});

describe('rowLimit', () => {
  const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  afterAll(() => db.destroy());

  // SQLite plans a statement again on every run when its LIMIT is a bound parameter.
  it('writes the page size into the SQL instead of binding it', () => {
    const compiled = userListQuery(db, { search: 'ada', limit: 50 }).compile(db);
    expect(compiled.sql).toMatch(/ limit 51$/);
    expect(compiled.parameters).not.toContain(51);
  });

  it('refuses anything but a row count', () => {
    for (const count of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => rowLimit(count)).toThrow(`Not a row count: ${count}`);
  });
});

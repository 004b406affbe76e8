import SqliteDatabase from 'better-sqlite3';
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

  it('answers a query marked COLUMN_VALUES with its one column\'s values, not objects', () => {
    const cached = withStatementCache(sqlite);
    expect(cached.prepare(`${COLUMN_VALUES}select 'a' as item union all select 'b'`).all([])).toEqual(['a', 'b']);
    expect(cached.prepare(`select 'a' as item`).all([])).toEqual([{ item: 'a' }]);
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

import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../database';

/** The auto-increment primary key: an identity column in PostgreSQL, AUTOINCREMENT in SQLite. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

import { sql, type Kysely, type Migration } from 'kysely';
import { MAX_WALLET_CENTS } from '@arcvest/shared/rules';
import { isPostgres } from '../database';

/** Each stored amount stays a whole number JavaScript reads exactly: [min, max] cents. */
const BOUNDS: { table: string; column: string; min: number }[] = [
  { table: 'users', column: 'wallet', min: 0 },
  { table: 'transactions', column: 'amount', min: 0 },
  { table: 'ledger_entries', column: 'amount', min: -MAX_WALLET_CENTS },
  { table: 'plans', column: 'min_amount', min: 1 },
  { table: 'plans', column: 'max_amount', min: 1 },
];

/**
 * The database itself refuses an amount that is not a safe integer. PostgreSQL's bigint is
 * already whole, so a CHECK bounds it. SQLite stores any value in any column (a REAL 1e308,
 * the text 'Infinity') and cannot add a CHECK to an existing table, so triggers refuse them.
 */
export const moneyBounds: Migration = {
  async up(db: Kysely<unknown>) {
    for (const { table, column, min } of BOUNDS) {
      const name = `${table}_${column}_safe_integer`;
      const inRange = (value: string) => sql.raw(`${value} between ${min} and ${MAX_WALLET_CENTS}`);
      if (isPostgres(db)) {
        await sql`alter table ${sql.table(table)} add constraint ${sql.raw(name)} check (${inRange(column)})`.execute(db);
        continue;
      }
      for (const event of ['insert', `update of ${column}`]) {
        const trigger = `${name}_${event.split(' ')[0]}`;
        await sql`create trigger ${sql.raw(trigger)} before ${sql.raw(event)} on ${sql.table(table)}
          when typeof(new.${sql.raw(column)}) <> 'integer' or not (${inRange(`new.${column}`)})
          begin select raise(abort, ${sql.lit(`CHECK constraint failed: ${table}.${column} must be a whole number of cents from ${min} to ${MAX_WALLET_CENTS}`)}); end`.execute(
          db,
        );
      }
    }
  },
};

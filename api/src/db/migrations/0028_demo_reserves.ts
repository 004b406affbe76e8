import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Sample reserves for a demo installation (docs/proof-of-reserves.md#demo-reserves): the holdings
 * the demo seed writes, read for a coin without a chain source, and per snapshot whether a coin's
 * reading is one of them, so the public page labels it demo. A real installation never has any:
 * only the demo seed writes the table.
 */
export const demoReserves: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('demo_reserve_holdings')
      .addColumn('coin', 'text', (c) => c.primaryKey())
      .addColumn('amount_base', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('reserve_balances')
      .addColumn('demo', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`demo in (0, 1)`),
      )
      .execute();
  },
};

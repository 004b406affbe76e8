import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * The reserves half of the proof of reserves (docs/proof-of-reserves.md): the addresses an admin
 * registered with a signed message, and per liabilities snapshot and coin what was read on chain.
 * Amounts on chain are text: wei overflow a bigint.
 */
export const proofOfReserves: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('reserve_addresses'))
      .addColumn('coin', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text')
      .addColumn('registered_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('registered_at', 'text', (c) => c.notNull())
      .addColumn('removed_at', 'text')
      .execute();
    // An address counts once: registered again only after it was removed.
    await db.schema
      .createIndex('reserve_addresses_counted')
      .on('reserve_addresses')
      .columns(['coin', 'address'])
      .unique()
      .where(sql.ref('removed_at'), 'is', null)
      .execute();
    await db.schema
      .createTable('reserve_balances')
      .addColumn('snapshot_id', 'integer', (c) => c.notNull().references('liability_snapshots.id'))
      .addColumn('coin', 'text', (c) => c.notNull())
      .addColumn('amount_base', 'text', (c) => c.notNull())
      .addColumn('price_usd', 'text', (c) => c.notNull())
      .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value >= 0`))
      .addColumn('address_count', 'integer', (c) => c.notNull())
      .addColumn('available', 'integer', (c) => c.notNull().check(sql`available in (0, 1)`))
      .addPrimaryKeyConstraint('reserve_balances_pk', ['snapshot_id', 'coin'])
      .execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * The withdrawal address book (docs/levels-and-limits.md#withdrawal-address-book): saved
 * addresses per user and coin, each usable from the end of its hold, and the "only saved
 * addresses" switch, whose switch-off takes effect after the same hold. Daily limits need no
 * table: they sum the withdrawal rows of the last 24 hours (`transactions_user_id_id` serves it).
 */
export const withdrawalAddressBook: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('withdrawal_addresses'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('BTC', 'ETH', 'XRP', 'SOL', 'USDT')`))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('usable_from', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('withdrawal_addresses_user').on('withdrawal_addresses').columns(['user_id', 'id']).execute();

    await db.schema
      .alterTable('users')
      .addColumn('only_saved_addresses', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // When a switch-off takes effect; until then only saved addresses may still be used.
    await db.schema.alterTable('users').addColumn('only_saved_addresses_off_at', 'text').execute();
  },
};

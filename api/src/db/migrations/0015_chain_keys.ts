import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * Watch-only extended public keys (docs/chain.md#extended-keys), one live per coin. A replaced key
 * is retired, not deleted: the addresses it gave out stay watched, and setting it again takes it
 * back with its count, so no index is ever given out twice.
 */
export const chainKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('chain_keys'))
      .addColumn('coin', 'text', (c) => c.notNull().check(sql`coin in ('btc', 'eth', 'usdt')`))
      .addColumn('xpub', 'text', (c) => c.notNull())
      // How many indices have been given out: the next payment takes this one.
      .addColumn('next_index', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('retired_at', 'text')
      .execute();
    await db.schema.createIndex('chain_keys_coin_xpub').on('chain_keys').columns(['coin', 'xpub']).unique().execute();
  },
};

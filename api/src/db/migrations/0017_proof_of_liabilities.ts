import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * Snapshots of what the platform owes (docs/proof-of-reserves.md): the published root, and each
 * user's leaf. A user's path is not stored: it is recomputed from the snapshot's leaves in their
 * order (leaf_index), which the tree is built from.
 */
export const proofOfLiabilities: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('liability_snapshots'))
      .addColumn('root_hash', 'text', (c) => c.notNull())
      .addColumn('total', 'bigint', (c) => c.notNull().check(sql`total >= 0`))
      .addColumn('leaf_count', 'integer', (c) => c.notNull().check(sql`leaf_count >= 1`))
      .addColumn('generated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('liability_snapshots_generated_at').on('liability_snapshots').column('generated_at').execute();
    await db.schema
      .createTable('liability_leaves')
      .addColumn('snapshot_id', 'integer', (c) => c.notNull().references('liability_snapshots.id'))
      .addColumn('leaf_index', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('sum', 'bigint', (c) => c.notNull().check(sql`sum > 0`))
      .addPrimaryKeyConstraint('liability_leaves_pk', ['snapshot_id', 'leaf_index'])
      .execute();
    await db.schema.createIndex('liability_leaves_snapshot_user').on('liability_leaves').columns(['snapshot_id', 'user_id']).unique().execute();
  },
};

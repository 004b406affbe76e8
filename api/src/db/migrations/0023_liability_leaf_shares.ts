import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each user's liability is now several leaves, random shares at shuffled places
 * (docs/proof-of-reserves.md#what-a-proof-reveals), so (snapshot, user) is no longer unique: the
 * index stays for finding a user's leaves. A snapshot counts its users apart from its leaves;
 * earlier snapshots had one leaf per user, so their leaf count is their user count (the default 0 is
 * never left: every snapshot is written with its count).
 */
export const liabilityLeafShares: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('liability_leaves_snapshot_user').execute();
    await db.schema.createIndex('liability_leaves_snapshot_user').on('liability_leaves').columns(['snapshot_id', 'user_id']).execute();
    await db.schema
      .alterTable('liability_snapshots')
      .addColumn('user_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update liability_snapshots set user_count = leaf_count`.execute(db);
  },
};

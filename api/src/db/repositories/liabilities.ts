import { sql, type Selectable } from 'kysely';
import { isPostgres, type Db } from '../database';
import type { LiabilityLeavesTable, LiabilitySnapshotsTable } from '../tables';

export type LiabilitySnapshotRow = Selectable<LiabilitySnapshotsTable>;
export type LiabilityLeafRow = LiabilityLeavesTable;

/** Held while a snapshot is taken, so two servers' daily runs never take two at once. */
const SNAPSHOT_LOCK = sql.lit(0x706f6c69); // "poli"
/** Rows per INSERT: well under SQLite's limit of bound parameters (5 a row). */
const INSERT_CHUNK = 1_000;

/**
 * Runs `work` in a database transaction that only one snapshot taker holds at a time: an advisory
 * lock on PostgreSQL, BEGIN IMMEDIATE (the write lock) on SQLite. At read committed, a taker that
 * waited sees the snapshot the one before committed.
 */
export async function withSnapshotLock<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SNAPSHOT_LOCK})`.execute(trx);
      return work(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * Each user's wallet and the capital of their active plans, in one statement so in one database
 * snapshot: a plan maturing meanwhile counts once, as capital or as balance. Deleted users too: still owed.
 */
export async function balancesAndCapital(db: Db): Promise<{ userId: number; balance: number; capital: number }[]> {
  const { rows } = await sql<{ user_id: number; balance: number | string; capital: number | string }>`
    select user_id, sum(balance) as balance, sum(capital) as capital from (
      select user_id, balance, 0 as capital from wallets
      union all
      select user_id, 0 as balance, amount as capital from user_plans where status = 'active'
    ) owed group by user_id order by user_id`.execute(db);
  return rows.map((row) => ({ userId: row.user_id, balance: Number(row.balance), capital: Number(row.capital) }));
}

export async function findLatestSnapshot(db: Db): Promise<LiabilitySnapshotRow | undefined> {
  const row = await db.selectFrom('liability_snapshots').selectAll().orderBy('generated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row && { ...row, total: Number(row.total) };
}

export async function insertSnapshot(
  db: Db,
  snapshot: Omit<LiabilitySnapshotRow, 'id'>,
  leaves: readonly Omit<LiabilityLeafRow, 'snapshot_id'>[],
): Promise<LiabilitySnapshotRow> {
  const row = await db.insertInto('liability_snapshots').values(snapshot).returningAll().executeTakeFirstOrThrow();
  for (let start = 0; start < leaves.length; start += INSERT_CHUNK) {
    const chunk = leaves.slice(start, start + INSERT_CHUNK).map((leaf) => ({ ...leaf, snapshot_id: row.id }));
    await db.insertInto('liability_leaves').values(chunk).execute();
  }
  return row;
}

/** A snapshot's leaves in their order: the tree is built from them in this order. */
export async function listLeaves(db: Db, snapshotId: number): Promise<LiabilityLeafRow[]> {
  const rows = await db.selectFrom('liability_leaves').selectAll().where('snapshot_id', '=', snapshotId).orderBy('leaf_index').execute();
  return rows.map((row) => ({ ...row, sum: Number(row.sum) }));
}

/** A user's leaves (shares of their liability) in a snapshot, in the tree's order; none when they were owed nothing. */
export async function findUserLeaves(db: Db, snapshotId: number, userId: number): Promise<LiabilityLeafRow[]> {
  const rows = await db
    .selectFrom('liability_leaves')
    .selectAll()
    .where('snapshot_id', '=', snapshotId)
    .where('user_id', '=', userId)
    .orderBy('leaf_index')
    .execute();
  return rows.map((row) => ({ ...row, sum: Number(row.sum) }));
}

import type { Db } from '../database';
import type { PriceSnapshotRow } from '../tables';

export async function findPriceSnapshot(db: Db, source: string): Promise<PriceSnapshotRow | undefined> {
  return db.selectFrom('price_snapshots').selectAll().where('source', '=', source).executeTakeFirst();
}

/** Keeps only the newest answer: an older one saved late by another server does not overwrite it. */
export async function savePriceSnapshot(db: Db, snapshot: PriceSnapshotRow): Promise<void> {
  await db
    .insertInto('price_snapshots')
    .values(snapshot)
    .onConflict((conflict) =>
      conflict
        .column('source')
        .doUpdateSet({ prices: snapshot.prices, fetched_at: snapshot.fetched_at })
        .where('price_snapshots.fetched_at', '<', snapshot.fetched_at),
    )
    .execute();
}

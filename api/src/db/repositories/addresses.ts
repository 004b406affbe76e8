import { rowLimit, type Db } from '../database';
import type { AddressCoin, CryptoAddressRow } from '../tables';

/** A coin's live (not deleted) addresses, newest first: the first is the one users pay to. */
export async function listAddresses(db: Db, coin: AddressCoin, limit?: number): Promise<CryptoAddressRow[]> {
  let query = db.selectFrom('crypto_addresses').selectAll().where('coin', '=', coin).where('deleted_at', 'is', null).orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(rowLimit(limit));
  return query.execute();
}

export async function insertAddress(
  db: Db,
  address: { coin: AddressCoin; address: string; qr_image_id: string; created_at: string },
): Promise<CryptoAddressRow> {
  return db.insertInto('crypto_addresses').values(address).returningAll().executeTakeFirstOrThrow();
}

/** Soft delete; the row (and its QR image) stay for the record. Undefined when already gone. */
export async function softDeleteAddress(db: Db, coin: AddressCoin, id: number, at: string): Promise<CryptoAddressRow | undefined> {
  return db
    .updateTable('crypto_addresses')
    .set({ deleted_at: at })
    .where('id', '=', id)
    .where('coin', '=', coin)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

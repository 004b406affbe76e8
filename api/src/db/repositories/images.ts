import type { Db } from '../database';
import type { ImageRow } from '../tables';

export async function insertImage(db: Db, image: ImageRow): Promise<void> {
  await db.insertInto('images').values(image).execute();
}

export async function findImage(db: Db, id: string): Promise<ImageRow | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the owner's images among `ids` (identity documents of a rejected submission). */
export async function deleteOwnedImages(db: Db, ownerUserId: number, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('images').where('owner_user_id', '=', ownerUserId).where('id', 'in', ids).execute();
}

/** Deletes every image the user owns (identity documents; deposit-address QR codes have no owner). */
export async function deleteUserImages(db: Db, ownerUserId: number): Promise<void> {
  await db.deleteFrom('images').where('owner_user_id', '=', ownerUserId).execute();
}

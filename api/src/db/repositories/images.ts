import type { Db } from '../database';
import type { ImageRow } from '../tables';

export async function insertImage(db: Db, image: ImageRow): Promise<void> {
  await db.insertInto('images').values(image).execute();
}

export async function findImage(db: Db, id: string): Promise<ImageRow | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}

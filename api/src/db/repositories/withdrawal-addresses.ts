import type { Coin } from '@arcvest/shared/schemas';
import type { Db } from '../database';
import type { WithdrawalAddressRow } from '../tables';

/** A user's saved withdrawal addresses, oldest first. */
export async function listWithdrawalAddresses(db: Db, userId: number): Promise<WithdrawalAddressRow[]> {
  return db.selectFrom('withdrawal_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function insertWithdrawalAddress(
  db: Db,
  entry: { userId: number; coin: Coin; address: string; label: string; at: string; usableFrom: string },
): Promise<WithdrawalAddressRow> {
  return db
    .insertInto('withdrawal_addresses')
    .values({
      user_id: entry.userId,
      payment_method: entry.coin,
      address: entry.address,
      label: entry.label,
      created_at: entry.at,
      usable_from: entry.usableFrom,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** False when the entry is not the user's (or is gone). */
export async function deleteWithdrawalAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('withdrawal_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Erases a deleted account's saved addresses with the rest of its personal data. */
export async function eraseWithdrawalAddresses(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('withdrawal_addresses').where('user_id', '=', userId).execute();
}

export async function setOnlySavedAddresses(
  db: Db,
  userId: number,
  setting: { only_saved_addresses: number; only_saved_addresses_off_at: string | null },
): Promise<void> {
  await db.updateTable('users').set(setting).where('id', '=', userId).execute();
}

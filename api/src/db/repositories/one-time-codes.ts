import type { Db } from '../database';
import type { OneTimeCodeRow, OtpPurpose } from '../tables';

/** Stores the user's code for `purpose`, replacing any earlier one (with fresh tries). */
export async function replaceOneTimeCode(
  db: Db,
  code: { user_id: number; purpose: OtpPurpose; code_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('one_time_codes')
    .values({ ...code, attempts: 0, used_at: null })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'purpose']).doUpdateSet({
        code_hash: code.code_hash,
        created_at: code.created_at,
        expires_at: code.expires_at,
        attempts: 0,
        used_at: null,
      }),
    )
    .execute();
}

export async function findOneTimeCode(db: Db, userId: number, purpose: OtpPurpose): Promise<OneTimeCodeRow | undefined> {
  return db.selectFrom('one_time_codes').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose).executeTakeFirst();
}

/**
 * Counts one try of this exact code (not one that replaced it meanwhile) while it is still
 * usable; false when no try was left. Done before comparing, so parallel guesses cannot
 * exceed the limit.
 */
export async function takeOneTimeCodeAttempt(db: Db, code: OneTimeCodeRow, maxAttempts: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', code.id)
    .where('code_hash', '=', code.code_hash)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks the code used; false when another request used it (or a new code replaced it) first. */
export async function useOneTimeCode(db: Db, code: OneTimeCodeRow, at: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ used_at: at })
    .where('id', '=', code.id)
    .where('code_hash', '=', code.code_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteUserOneTimeCodes(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('one_time_codes').where('user_id', '=', userId).execute();
}

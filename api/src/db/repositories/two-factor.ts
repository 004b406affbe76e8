import type { Db } from '../database';
import type { TwoFactorRow } from '../tables';

export async function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Stores a secret waiting for its first code, replacing an earlier waiting one; false when two-factor is already on. */
export async function savePendingSecret(db: Db, userId: number, secretEncrypted: string): Promise<boolean> {
  const result = await db
    .insertInto('two_factor')
    .values({ user_id: userId, secret_encrypted: secretEncrypted, enabled_at: null })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ secret_encrypted: secretEncrypted, last_used_step: 0 }).where('two_factor.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Turns the waiting secret on (the one that was checked); false when it changed or is on already. */
export async function enableTwoFactor(db: Db, userId: number, secretEncrypted: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ enabled_at: at })
    .where('user_id', '=', userId)
    .where('secret_encrypted', '=', secretEncrypted)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records the TOTP time step of an accepted code; false when that step (or a later one) was used already. */
export async function useTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('last_used_step', '<', step)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteTwoFactor(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/** Uses an unused recovery code; false when there is none with that hash. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

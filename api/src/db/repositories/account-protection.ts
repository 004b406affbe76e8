import { sql } from 'kysely';
import type { Db } from '../database';
import type { StepUpRow, StepUpsTable } from '../tables';

/* ---- Step-ups (docs/security.md#step-up) ---- */

export async function insertStepUp(db: Db, row: Omit<StepUpsTable, 'id' | 'attempts' | 'used_at'>): Promise<number> {
  const inserted = await db.insertInto('step_ups').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findStepUp(db: Db, id: number, userId: number): Promise<StepUpRow | undefined> {
  return db.selectFrom('step_ups').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Counts one try if any are left and the step-up is unused; false otherwise (so parallel guesses cannot exceed the limit). */
export async function takeStepUpAttempt(db: Db, id: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('step_ups')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks it used, once: false when another request used it first. */
export async function useStepUp(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('step_ups').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/* ---- Freeze links (docs/security.md#freeze) ---- */

export async function insertFreezeLink(db: Db, row: { user_id: number; token_hash: string; created_at: string; expires_at: string }): Promise<void> {
  await db.insertInto('freeze_links').values(row).execute();
}

/** Uses a live link, once; answers its user, or undefined when it is unknown, used or expired. */
export async function useFreezeLink(db: Db, tokenHash: string, at: string): Promise<number | undefined> {
  const row = await db
    .updateTable('freeze_links')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/* ---- The user's protection state ---- */

/** Freezes a live account; false when it was frozen already or is gone. */
export async function freezeUser(db: Db, userId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ frozen_at: at })
    .where('id', '=', userId)
    .where('frozen_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lifts a freeze and a second-factor lock; false when neither was there. */
export async function unfreezeUser(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ frozen_at: null, second_factor_locked_at: null, second_factor_failures: 0 })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('frozen_at', 'is not', null), eb('second_factor_locked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Holds withdrawals until `until`, or keeps a later hold already there. */
export async function extendSecurityHold(db: Db, userId: number, until: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ security_hold_until: until })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('security_hold_until', 'is', null), eb('security_hold_until', '<', until)]))
    .execute();
}

export async function setAntiPhishingCode(db: Db, userId: number, code: string | null): Promise<void> {
  await db.updateTable('users').set({ anti_phishing_code: code }).where('id', '=', userId).execute();
}

/** One more wrong second-factor code; locks the factor at `lockAt` failures. Answers the count and whether this one locked it. */
export async function countSecondFactorFailure(db: Db, userId: number, lockAt: number, at: string): Promise<{ failures: number; lockedNow: boolean }> {
  const row = await db
    .updateTable('users')
    .set({ second_factor_failures: sql`second_factor_failures + 1` })
    .where('id', '=', userId)
    .returning(['second_factor_failures', 'second_factor_locked_at'])
    .executeTakeFirstOrThrow();
  const failures = Number(row.second_factor_failures);
  if (failures < lockAt || row.second_factor_locked_at !== null) return { failures, lockedNow: false };
  await db.updateTable('users').set({ second_factor_locked_at: at }).where('id', '=', userId).where('second_factor_locked_at', 'is', null).execute();
  return { failures, lockedNow: true };
}

export async function isSecondFactorLocked(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('second_factor_locked_at').where('id', '=', userId).executeTakeFirst();
  return row?.second_factor_locked_at != null;
}

export async function resetSecondFactorFailures(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ second_factor_failures: 0 }).where('id', '=', userId).where('second_factor_failures', '>', 0).execute();
}

export async function markReauthenticated(db: Db, sessionId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ reauthenticated_at: at }).where('id', '=', sessionId).execute();
}

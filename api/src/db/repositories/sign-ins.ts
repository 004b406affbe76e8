import type { Insertable } from 'kysely';
import { rowLimit, type Db } from '../database';
import type { SignInAttemptRow, SignInAttemptsTable, SignInChallengeRow, SignInChallengesTable } from '../tables';

export async function insertChallenge(db: Db, challenge: Insertable<SignInChallengesTable>): Promise<void> {
  await db.insertInto('sign_in_challenges').values(challenge).execute();
}

export async function findChallengeByTokenHash(db: Db, tokenHash: string): Promise<SignInChallengeRow | undefined> {
  return db.selectFrom('sign_in_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Counts one try while the challenge is unused, unexpired and has tries left; false otherwise.
 * Done before the code is compared, so parallel guesses cannot exceed the limit.
 */
export async function takeChallengeAttempt(db: Db, challengeId: number, maxAttempts: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challengeId)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks the challenge used; false when another request used it first. */
export async function useChallenge(db: Db, challengeId: number, at: string): Promise<boolean> {
  const result = await db.updateTable('sign_in_challenges').set({ used_at: at }).where('id', '=', challengeId).where('used_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function recordSignInAttempt(db: Db, attempt: Insertable<SignInAttemptsTable>): Promise<void> {
  await db.insertInto('sign_in_attempts').values(attempt).execute();
}

export async function latestSignInAttempts(db: Db, userId: number, limit: number): Promise<SignInAttemptRow[]> {
  return db.selectFrom('sign_in_attempts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(rowLimit(limit)).execute();
}

/** Whether the user signed in before, and whether from this browser (the same User-Agent). */
export async function earlierSignIns(db: Db, userId: number, userAgent: string | null): Promise<{ any: boolean; fromThisDevice: boolean }> {
  const rows = await db.selectFrom('sign_in_attempts').select('user_agent').distinct().where('user_id', '=', userId).where('outcome', '=', 'success').execute();
  return { any: rows.length > 0, fromThisDevice: rows.some((row) => row.user_agent === userAgent) };
}

/** Erases where and how the user signed in (a deleted account keeps no IP addresses or devices). */
export async function eraseSignInRecords(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('user_id', '=', userId).execute();
  await db.deleteFrom('sign_in_challenges').where('user_id', '=', userId).execute();
  await db.updateTable('sessions').set({ ip: null, user_agent: null }).where('user_id', '=', userId).execute();
}

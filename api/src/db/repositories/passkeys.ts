import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { PasskeyRow, PasskeysTable, WebauthnChallengeRow, WebauthnChallengesTable } from '../tables';

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export async function findPasskeyByName(db: Db, userId: number, name: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).where('name', '=', name).executeTakeFirst();
}

/** The new passkey's id; undefined when its credential id or its name (for this user) is taken. */
export async function insertPasskey(db: Db, passkey: Insertable<PasskeysTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('passkeys')
    .values(passkey)
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findPasskey(db: Db, userId: number, id: number): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Deletes the user's passkey; false when they have none with that id. */
export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/**
 * Stores the counter and the time of a verified assertion, only while the stored counter is
 * the one the check was made against (a parallel use of the same credential loses).
 */
export async function recordPasskeyUse(db: Db, id: number, expectedCounter: number, counter: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: at })
    .where('id', '=', id)
    .where('counter', '=', expectedCounter)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertWebauthnChallenge(db: Db, challenge: Insertable<WebauthnChallengesTable>): Promise<number> {
  const row = await db.insertInto('webauthn_challenges').values(challenge).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findWebauthnChallenge(db: Db, id: number): Promise<WebauthnChallengeRow | undefined> {
  return db.selectFrom('webauthn_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The challenge row holding this challenge value (each value is unique). */
export async function findWebauthnChallengeByValue(db: Db, challenge: string): Promise<WebauthnChallengeRow | undefined> {
  return db.selectFrom('webauthn_challenges').selectAll().where('challenge', '=', challenge).executeTakeFirst();
}

/** Marks the challenge used while it is unused and unexpired; false otherwise (a replay, or a parallel use, loses). */
export async function useWebauthnChallenge(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('webauthn_challenges')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Forgets challenges that expired before `before` (they can never be used). */
export async function deleteExpiredWebauthnChallenges(db: Db, before: string): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', before).execute();
}

/** Forgets every passkey and challenge of the user (a deleted account keeps none). */
export async function deleteUserPasskeys(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
}

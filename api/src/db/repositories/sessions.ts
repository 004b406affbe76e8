import { sql } from 'kysely';
import type { Db } from '../database';
import type { SessionRow, UserRow } from '../tables';
import { userWalletSql } from './users';

export async function insertSession(
  db: Db,
  session: Omit<SessionRow, 'id' | 'revoked_at' | 'reauthenticated_at'> & { reauthenticated_at?: string | null },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The session's fields the check of every signed-in request reads. */
export type SessionCheck = Pick<SessionRow, 'id' | 'last_used_at' | 'expires_at' | 'revoked_at' | 'reauthenticated_at'>;

/**
 * A token's session and its user (with their balance). Every signed-in request runs it, so both
 * reads are constant SQL rather than the builder's; two reads, because SQLite answers `users.*`
 * through a join several times slower than by its key.
 */
export async function findSessionWithUser(db: Db, tokenHash: string): Promise<{ session: SessionCheck; user: UserRow } | undefined> {
  const sessions = await sql<SessionCheck & { user_id: number }>`
    select id, user_id, last_used_at, expires_at, revoked_at, reauthenticated_at from sessions where token_hash = ${tokenHash}`.execute(db);
  const session = sessions.rows[0];
  if (!session) return undefined;
  const users = await sql<UserRow>`select users.*, ${userWalletSql} as wallet from users where id = ${session.user_id}`.execute(db);
  return users.rows[0] && { session, user: users.rows[0] };
}

export async function touchSession(db: Db, sessionId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of the user (password reset). */
export async function revokeUserSessions(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** The user's sessions that are neither revoked nor expired (absolutely or for idleness), newest use first. */
export async function listLiveSessions(db: Db, userId: number, at: string, idleSince: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .where('last_used_at', '>', idleSince)
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one of the user's sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Db, userId: number, sessionId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends every session of the user but `keepSessionId`. */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

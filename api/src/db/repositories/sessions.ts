import { sql } from 'kysely';
import type { Db } from '../database';
import type { SessionRow, UserRow } from '../tables';
import { userWalletSql } from './users';

export async function insertSession(db: Db, session: Omit<SessionRow, 'id' | 'revoked_at'>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The session's fields the check of every signed-in request reads. */
export type SessionCheck = Pick<SessionRow, 'id' | 'last_used_at' | 'expires_at' | 'revoked_at'>;

type SignedInRow = UserRow & { session_id: number; session_last_used_at: string; session_expires_at: string; session_revoked_at: string | null };

/**
 * A token's session and its user (with their balance), in one statement: every signed-in request
 * runs it, so it is constant SQL rather than the builder's, and one query rather than two.
 */
export async function findSessionWithUser(db: Db, tokenHash: string): Promise<{ session: SessionCheck; user: UserRow } | undefined> {
  const { rows } = await sql<SignedInRow>`
    select users.*, ${userWalletSql} as wallet, sessions.id as session_id, sessions.last_used_at as session_last_used_at,
      sessions.expires_at as session_expires_at, sessions.revoked_at as session_revoked_at
    from sessions join users on users.id = sessions.user_id where sessions.token_hash = ${tokenHash}`.execute(db);
  if (rows.length === 0) return undefined;
  const { session_id, session_last_used_at, session_expires_at, session_revoked_at, ...user } = rows[0];
  return { session: { id: session_id, last_used_at: session_last_used_at, expires_at: session_expires_at, revoked_at: session_revoked_at }, user };
}

export async function touchSession(db: Db, sessionId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: number, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the user (password reset). */
export async function revokeUserSessions(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
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

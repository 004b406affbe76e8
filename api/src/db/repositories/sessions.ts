import type { Db } from '../database';
import type { SessionRow } from '../tables';

export async function insertSession(db: Db, session: Omit<SessionRow, 'id' | 'revoked_at'>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
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

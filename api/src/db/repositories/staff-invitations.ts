import type { Db } from '../database';
import type { StaffInvitationRow, StaffInvitationsTable } from '../tables';

export type StaffInvitationListRow = StaffInvitationRow & { invited_by_username: string | null };

export async function insertStaffInvitation(
  db: Db,
  row: Omit<StaffInvitationsTable, 'id' | 'accepted_at' | 'accepted_user_id' | 'revoked_at'>,
): Promise<StaffInvitationRow> {
  return db.insertInto('staff_invitations').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Ends the pending invitations to `email` (a new one replaces them). */
export async function revokePendingInvitations(db: Db, email: string, at: string): Promise<void> {
  await db
    .updateTable('staff_invitations')
    .set({ revoked_at: at })
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function listStaffInvitations(db: Db): Promise<StaffInvitationListRow[]> {
  return db
    .selectFrom('staff_invitations')
    .leftJoin('users', 'users.id', 'staff_invitations.invited_by')
    .selectAll('staff_invitations')
    .select('users.username as invited_by_username')
    .orderBy('staff_invitations.id', 'desc')
    .execute();
}

/** Revokes one pending invitation; false when it is unknown, accepted or revoked already. */
export async function revokeStaffInvitation(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The live invitation a token names: not accepted, revoked or expired. */
export async function findLiveInvitation(db: Db, tokenHash: string, at: string): Promise<StaffInvitationRow | undefined> {
  return db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

/** Marks it accepted by the new user, once: false when another request accepted it first. */
export async function acceptStaffInvitation(db: Db, id: number, userId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ accepted_at: at, accepted_user_id: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

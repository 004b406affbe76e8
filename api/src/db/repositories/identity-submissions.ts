import type { Db } from '../database';
import type { UserRow } from '../tables';
import { userWallet } from './users';

export interface IdentitySubmission {
  ssn: string;
  occupation: string;
  salary: string;
  dl_front: string;
  dl_back: string;
}

/** Stores a submission if the user may still submit (level 2, nothing pending); false otherwise, so two at once cannot both land. */
export async function submitIdentity(db: Db, userId: number, submission: IdentitySubmission): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...submission, identity_rejection_reason: null })
    .where('id', '=', userId)
    .where('level', '=', 2)
    .where('salary', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A live user's submission waiting for review (level 2, salary set), or undefined. */
export async function findPendingIdentity(db: Db, userId: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .select(userWallet)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('level', '=', 2)
    .where('salary', 'is not', null)
    .executeTakeFirst();
}

/** Level 3 if the submission is still pending; false when another decision came first. */
export async function acceptIdentity(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ level: 3, identity_rejection_reason: null })
    .where('id', '=', userId)
    .where('level', '=', 2)
    .where('salary', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Erases the submission with these images (the one the admin looked at) and records the reason;
 * false when it was decided, or replaced by another one, meanwhile.
 */
export async function rejectIdentity(db: Db, userId: number, images: { dl_front: string | null; dl_back: string | null }, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ssn: null, occupation: null, salary: null, dl_front: null, dl_back: null, identity_rejection_reason: reason })
    .where('id', '=', userId)
    .where('level', '=', 2)
    .where('salary', 'is not', null)
    .where('dl_front', images.dl_front === null ? 'is' : '=', images.dl_front)
    .where('dl_back', images.dl_back === null ? 'is' : '=', images.dl_back)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

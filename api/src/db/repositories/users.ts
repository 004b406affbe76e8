import { sql } from 'kysely';
import type { Db } from '../database';
import type { NewUser, UserRow } from '../tables';

/** A user's balance with their row: their `wallets` row, or 0 when none was ever written. */
export const userWallet = sql<number>`coalesce((select wallets.balance from wallets where wallets.user_id = users.id), 0)`.as('wallet');

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().select(userWallet).where('id', '=', id).executeTakeFirst();
}

/** A live (not deleted) user by username or, when the text has an @, by email; case-insensitive. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .select(userWallet)
    .where(key.includes('@') ? 'email' : 'username_key', '=', key)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username_key', '=', username.trim().toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

export async function isReferralIdTaken(db: Db, referralId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('referral_id', '=', referralId).executeTakeFirst();
  return row !== undefined;
}

/** The live user whose referral code this is; codes are case-sensitive. */
export async function findUserIdByReferralId(db: Db, referralId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('referral_id', '=', referralId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A live (not deleted) user by email, whatever its letter case. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .select(userWallet)
    .where('email', '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The id of the account (live or deleted) holding this username in any letter case. */
export async function findUsernameOwner(db: Db, username: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('username_key', '=', username.trim().toLowerCase()).executeTakeFirst();
  return row?.id;
}

/** The id of the account (live or deleted) holding this email in any letter case. */
export async function findEmailOwner(db: Db, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row?.id;
}

export async function updateProfile(
  db: Db,
  userId: number,
  profile: { firstname: string; lastname: string; username: string; gender: 'male' | 'female' },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...profile, username_key: profile.username.toLowerCase() })
    .where('id', '=', userId)
    .execute();
}

export async function updateContact(db: Db, userId: number, contact: { phone: string | null; address: string | null }): Promise<void> {
  await db.updateTable('users').set(contact).where('id', '=', userId).execute();
}

/** The confirmed address becomes the account's email, verified; level 1 becomes 2, higher levels stay. */
export async function setVerifiedEmail(db: Db, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified: 1, level: sql<number>`case when level < 2 then 2 else level end` })
    .where('id', '=', userId)
    .execute();
}

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

import type { Db } from '../database';
import type { NewUser, UserRow } from '../tables';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A live (not deleted) user by username or, when the text has an @, by email; case-insensitive. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
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
    .where('email', '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

import { sql } from 'kysely';
import { LEAST_STAFF_ROLE, type Locale, type StaffRole } from '@arcvest/shared/rules';
import { isPostgres, type Db } from '../database';
import type { NewUser, UserRow } from '../tables';

/** A user's balance with their row: their `wallets` row, or 0 when none was ever written. */
export const userWalletSql = sql<number>`coalesce((select wallets.balance from wallets where wallets.user_id = users.id), 0)`;
export const userWallet = userWalletSql.as('wallet');

/**
 * The personal data a user gives after signing up (contact, identity documents) and an admin's
 * message to them, as an account holds it before they give any.
 */
export const NO_PERSONAL_DETAILS = {
  phone: null,
  address: null,
  ssn: null,
  occupation: null,
  salary: null,
  message: null,
  dl_front: null,
  dl_back: null,
} as const;

/** A deleted account's personal data: none of the above, and the sign-up form's answers erased too. */
const ERASED_PERSONAL_DATA = {
  ...NO_PERSONAL_DETAILS,
  firstname: 'Deleted',
  lastname: 'User',
  gender: null,
  birth_date: '1900-01-01',
  country: '',
  identity_rejection_reason: null,
} as const;

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
  const row = await db.selectFrom('users').select('id').where('referral_id', '=', referralId).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.id;
}

/** A new user and their empty wallet (every account has one from the start: docs/data-model.md#wallets). */
export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('wallets').values({ user_id: row.id, balance: 0 }).execute();
  return row.id;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('deleted_at', 'is', null).executeTakeFirst();
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

export async function updateLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** The confirmed address becomes the account's email, verified; level 1 becomes 2, higher levels stay. */
export async function setVerifiedEmail(db: Db, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified: 1, level: sql<number>`case when level < 2 then 2 else level end` })
    .where('id', '=', userId)
    .execute();
}

/**
 * The live admins' ids and suspension, in id order, locked on PostgreSQL until the transaction
 * ends: every admin action on a user locks them first, in the same order, so two actions at
 * once wait for each other instead of deciding from the same state.
 */
export async function lockLiveAdmins(db: Db): Promise<Pick<UserRow, 'id' | 'suspended' | 'staff_role'>[]> {
  const query = db.selectFrom('users').select(['id', 'suspended', 'staff_role']).where('role', '=', 'admin').where('deleted_at', 'is', null).orderBy('id');
  return (isPostgres(db) ? query.forUpdate() : query).execute();
}

/** A user (live or deleted), locked on PostgreSQL until the transaction ends. */
export async function lockUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll().select(userWallet).where('id', '=', userId);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether an account other than `userId` (live or deleted) holds `value` in this unique column. */
export async function isHeldByAnotherUser(db: Db, column: 'username_key' | 'email', value: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(column, '=', value).where('id', '<>', userId).executeTakeFirst();
  return row !== undefined;
}

/** The live user's role becomes `to` if it is still `from`, a new admin with the least staff role; false otherwise. */
export async function changeRole(db: Db, userId: number, from: UserRow['role'], to: UserRow['role']): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role: to, staff_role: to === 'admin' ? LEAST_STAFF_ROLE : null })
    .where('id', '=', userId)
    .where('role', '=', from)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The live admin's staff role becomes `to` if it is still `from`; false otherwise. */
export async function changeStaffRole(db: Db, userId: number, from: StaffRole | null, to: StaffRole): Promise<boolean> {
  const query = db.updateTable('users').set({ staff_role: to }).where('id', '=', userId).where('role', '=', 'admin').where('deleted_at', 'is', null);
  const result = await (from === null ? query.where('staff_role', 'is', null) : query.where('staff_role', '=', from)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The live user's suspension becomes `to` (1 or 0) if it is still `from`; false otherwise. */
export async function changeSuspension(db: Db, userId: number, from: number, to: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ suspended: to })
    .where('id', '=', userId)
    .where('suspended', '=', from)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Erases a live account's personal data, its unique username and email replaced by the given
 * placeholders; false when it was deleted meanwhile. The wallet, level, role, referral code and
 * every money record stay, so totals, the ledger and the audit trail remain true.
 */
export async function eraseUser(db: Db, userId: number, placeholders: { username: string; email: string; passwordHash: string }, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      ...ERASED_PERSONAL_DATA,
      username: placeholders.username,
      username_key: placeholders.username,
      email: placeholders.email,
      password_hash: placeholders.passwordHash,
      deleted_at: at,
    })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The message shown to a live user on their dashboard. */
export async function saveDisplayMessage(db: Db, userId: number, message: string): Promise<void> {
  await db.updateTable('users').set({ message }).where('id', '=', userId).where('deleted_at', 'is', null).execute();
}

/** Removes the user's display message; false when there was none. */
export async function clearDisplayMessage(db: Db, userId: number): Promise<boolean> {
  const result = await db.updateTable('users').set({ message: null }).where('id', '=', userId).where('message', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The live, unsuspended admins who receive operational emails (a canary rolled back), or those of the given staff roles. */
export async function adminRecipients(
  db: Db,
  staffRoles?: readonly StaffRole[],
): Promise<Pick<UserRow, 'id' | 'email' | 'firstname' | 'anti_phishing_code' | 'locale'>[]> {
  const query = db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'anti_phishing_code', 'locale'])
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .where('suspended', '=', 0)
    .orderBy('id');
  return (staffRoles ? query.where('staff_role', 'in', [...staffRoles]) : query).execute();
}

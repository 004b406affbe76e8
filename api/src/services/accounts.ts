import { randomBytes } from 'node:crypto';
import type { Gender, Role, User } from '@arcvest/shared/schemas';
import { DEFAULT_LOCALE, type Locale, type StaffRole } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { insertUser, isReferralIdTaken, NO_PERSONAL_DETAILS } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import type { PasswordHasher } from './passwords';

export interface NewAccount {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  gender: Gender;
  birthDate: string;
  country: string;
  password: string;
  role?: Role;
  staffRole?: StaffRole;
  referredBy?: number | null;
  /** A chosen referral code (the demo investor's); otherwise a random one. */
  referralId?: string;
  /** The account's language; English when not given. */
  locale?: Locale;
}

/** Inserts a user with normalised keys and a hashed password; returns the new id. */
export async function createAccount(db: Db, hasher: Pick<PasswordHasher, 'hash'>, account: NewAccount, now: Date): Promise<number> {
  const username = account.username.trim();
  return insertUser(db, {
    firstname: account.firstname.trim(),
    lastname: account.lastname.trim(),
    username,
    username_key: username.toLowerCase(),
    email: account.email.trim().toLowerCase(),
    gender: account.gender,
    birth_date: account.birthDate.trim(),
    country: account.country.trim(),
    ...NO_PERSONAL_DETAILS,
    role: account.role ?? 'user',
    // An admin made at start (the first one, the demo's) can do everything; others get theirs from an owner.
    staff_role: account.role === 'admin' ? (account.staffRole ?? 'owner') : null,
    referral_id: account.referralId ?? (await newReferralId(db)),
    referred_by: account.referredBy ?? null,
    password_hash: await hasher.hash(account.password),
    created_at: now.toISOString(),
    deleted_at: null,
    locale: account.locale ?? DEFAULT_LOCALE,
  });
}

/** 8 url-safe characters (48 random bits); the unique index is the final guard. */
async function newReferralId(db: Db): Promise<string> {
  for (;;) {
    const id = randomBytes(6).toString('base64url');
    if (!(await isReferralIdTaken(db, id))) return id;
  }
}

/**
 * The user as the API sends it (shared `User`): no password hash, no internal columns. Only a live
 * account is sent; a deleted one has no gender, nor any other personal data, left.
 */
export function toPublicUser(row: UserRow): User {
  if (row.gender === null) throw new Error(`User ${row.id} is deleted: it is never sent.`);
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    username: row.username,
    email: row.email,
    gender: row.gender,
    age: row.birth_date,
    country: row.country,
    phone: row.phone,
    address: row.address,
    ssn: row.ssn,
    occupation: row.occupation,
    salary: row.salary,
    level: row.level,
    role: row.role,
    suspended: row.suspended ? 1 : 0,
    email_verified: row.email_verified ? 1 : 0,
    wallet: Number(row.wallet),
    message: row.message,
    referral_id: row.referral_id,
    dl_front: row.dl_front,
    dl_back: row.dl_back,
    identity_rejection_reason: row.identity_rejection_reason,
    created_at: row.created_at,
    frozen_at: row.frozen_at,
    security_hold_until: row.security_hold_until,
    second_factor_locked_at: row.second_factor_locked_at,
    staff_role: row.staff_role,
    locale: row.locale,
  };
}

import { signupServerErrors, USERNAME_TAKEN_MESSAGE, type FieldErrors } from '@arcvest/shared/rules';
import { COUNTRIES } from '@arcvest/shared/countries';
import { passwordWeakness } from '@arcvest/shared/password-strength';
import type { SignupPayload } from '@arcvest/shared/schemas';
import type { Config } from '../config';
import { isUniqueViolation, type Db } from '../db/database';
import { findSessionByTokenHash, revokeSession, touchSession } from '../db/repositories/sessions';
import {
  findUserById,
  findUserIdByReferralId,
  isEmailTaken,
  isUsernameTaken,
} from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { hasErrors, HttpError, invalidData } from '../errors';
import { createAccount } from './accounts';
import { createPasswordHasher } from './passwords';
import { hashToken } from './tokens';

export const AUTH_MESSAGES = {
  invalidLogin: 'Invalid username or password.',
  suspended: 'Your account is suspended. Please contact support.',
  unauthenticated: 'Unauthenticated.',
} as const;

export interface SignedIn {
  user: UserRow;
  sessionId: number;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: { db: Db; config: Config; now: () => Date }) {
  const { db, config, now } = deps;
  const hasher = createPasswordHasher(config.scryptCost);
  const idleMs = config.tokenIdleMinutes * 60_000;
  // Saving last_used_at on every request would turn each read into a write; a minute is precise enough.
  const touchIntervalMs = Math.min(60_000, idleMs / 2);

  /**
   * The sign-up rules that need the database (unique username and email, existing referral
   * code): adds their messages to `errors` and returns the referrer's id.
   */
  async function checkAgainstDatabase(form: SignupPayload, errors: FieldErrors): Promise<number | null> {
    const add = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    if (!errors.username && (await isUsernameTaken(db, form.username))) add('username', USERNAME_TAKEN_MESSAGE);
    if (!errors.email && (await isEmailTaken(db, form.email))) add('email', 'This email is already registered.');
    const code = form.referred_by.trim();
    if (!code) return null;
    const referrer = await findUserIdByReferralId(db, code);
    if (referrer === undefined) add('referred_by', 'This referral code does not exist.');
    return referrer ?? null;
  }

  async function signup(form: SignupPayload): Promise<void> {
    const errors = signupServerErrors(form, COUNTRIES, now());
    if (!errors.password) {
      const weakness = passwordWeakness(form.password, { ...form, siteName: config.site.name });
      if (weakness) errors.password = [weakness];
    }
    const referredBy = await checkAgainstDatabase(form, errors);
    if (hasErrors(errors)) throw invalidData(errors);
    const account = {
      firstname: form.firstname,
      lastname: form.lastname,
      username: form.username,
      email: form.email,
      gender: form.gender as 'male' | 'female',
      birthDate: form.age,
      country: form.country,
      password: form.password,
      referredBy,
    };
    try {
      await createAccount(db, hasher, account, now());
    } catch (error) {
      // Two sign-ups raced for the same username or email: answer like the check above would have.
      if (!isUniqueViolation(error)) throw error;
      const raced: FieldErrors = {};
      await checkAgainstDatabase(form, raced);
      if (!hasErrors(raced)) throw error;
      throw invalidData(raced);
    }
  }

  /**
   * The signed-in user for a bearer token. The user row is read on every call, so a role
   * change or a suspension takes effect on the next request.
   */
  async function authenticate(token: string): Promise<SignedIn> {
    const unauthenticated = () => new HttpError(401, AUTH_MESSAGES.unauthenticated);
    const session = await findSessionByTokenHash(db, hashToken(token));
    const at = now();
    if (!session || session.revoked_at !== null) throw unauthenticated();
    const lastUsed = Date.parse(session.last_used_at);
    if (Date.parse(session.expires_at) <= at.getTime() || lastUsed + idleMs <= at.getTime()) throw unauthenticated();

    const user = await findUserById(db, session.user_id);
    if (!user || user.deleted_at !== null) throw unauthenticated();
    if (user.suspended) throw new HttpError(403, AUTH_MESSAGES.suspended);
    if (at.getTime() - lastUsed >= touchIntervalMs) await touchSession(db, session.id, at.toISOString());
    return { user, sessionId: session.id };
  }

  async function logout(sessionId: number): Promise<void> {
    await revokeSession(db, sessionId, now().toISOString());
  }

  return { signup, authenticate, logout };
}

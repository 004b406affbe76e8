import type { Message } from '@arcvest/shared/rules';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { findSessionWithUser, revokeSession, touchSession } from '../db/repositories/sessions';
import type { UserRow } from '../db/tables';
import { HttpError } from '../errors';
import { hashToken } from './tokens';

export const AUTH_TEXTS = {
  invalidLogin: /*i18n*/ { id: 'api.auth.invalidLogin', message: 'Invalid username or password.' },
  suspended: /*i18n*/ { id: 'api.auth.suspended', message: 'Your account is suspended. Please contact support.' },
  unauthenticated: /*i18n*/ { id: 'api.auth.unauthenticated', message: 'Unauthenticated.' },
  registered: /*i18n*/ { id: 'api.auth.registered', message: 'Registration successful. You can now sign in.' },
  loggedOut: /*i18n*/ { id: 'api.auth.loggedOut', message: 'Logged out successfully.' },
} satisfies Record<string, Message>;

export interface SignedIn {
  user: UserRow;
  sessionId: number;
  /** When this session last proved who is there: its sign-in, or a re-authentication since. */
  reauthenticatedAt: string | null;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Who is calling: a bearer token's session and its user, checked on every request; and signing out. */
export function createAuthService(deps: { db: Db; config: Config; now: () => Date }) {
  const { db, config, now } = deps;
  const idleMs = config.tokenIdleMinutes * 60_000;
  // Saving last_used_at on every request would turn each read into a write; a minute is precise enough.
  const touchIntervalMs = Math.min(60_000, idleMs / 2);

  /**
   * The signed-in user for a bearer token. The user row is read on every call, so a role
   * change or a suspension takes effect on the next request.
   */
  /** `touch: false` checks the session without counting it as used (an open event stream is not activity). */
  async function authenticate(token: string, { touch = true } = {}): Promise<SignedIn> {
    const unauthenticated = () => new HttpError(401, AUTH_TEXTS.unauthenticated);
    const found = await findSessionWithUser(db, hashToken(token));
    const at = now();
    if (!found || found.session.revoked_at !== null) throw unauthenticated();
    const { session, user } = found;
    const lastUsed = Date.parse(session.last_used_at);
    if (Date.parse(session.expires_at) <= at.getTime() || lastUsed + idleMs <= at.getTime()) throw unauthenticated();
    if (user.deleted_at !== null) throw unauthenticated();
    if (user.suspended) throw new HttpError(403, AUTH_TEXTS.suspended);
    // Freezing ends every session already; this holds even for one a racing sign-in opened.
    if (user.frozen_at !== null) throw unauthenticated();
    if (touch && at.getTime() - lastUsed >= touchIntervalMs) await touchSession(db, session.id, at.toISOString());
    return { user, sessionId: session.id, reauthenticatedAt: session.reauthenticated_at };
  }

  async function logout(sessionId: number): Promise<void> {
    await revokeSession(db, sessionId, now().toISOString());
  }

  return { authenticate, logout };
}

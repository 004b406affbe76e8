import { describeDevice, inEnglish, SIGN_IN_HISTORY_LENGTH, type Message, type Translate } from '@arcvest/shared/rules';
import type { SessionInfo, SignInAttempt } from '@arcvest/shared/schemas';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { listLiveSessions, revokeOtherSessions, revokeOwnSession } from '../db/repositories/sessions';
import { latestSignInAttempts } from '../db/repositories/sign-ins';
import { findUserById } from '../db/repositories/users';
import { HttpError, USER_NOT_FOUND } from '../errors';
import type { AccountProtectionService } from './account-protection';
import type { SignedIn } from './auth';

const SIGNED_OUT_NOTICE_TEXTS = {
  subject: /*i18n*/ { id: 'email.signedOut.subject', message: 'other sessions signed out' },
  signedOut: /*i18n*/ { id: 'email.signedOut.signedOut', message: 'Every session of your account but one was signed out, from the security page.' },
} satisfies Record<string, Message>;

export const SESSION_TEXTS = {
  signedOut: /*i18n*/ { id: 'api.session.signedOut', message: 'That session is signed out.' },
  othersSignedOut: /*i18n*/ { id: 'api.session.othersSignedOut', message: 'Every other session is signed out.' },
  notFound: /*i18n*/ { id: 'api.session.notFound', message: 'Session not found.' },
} satisfies Record<string, Message>;

export type SessionService = ReturnType<typeof createSessionService>;

/** The signed-in user's sessions and sign-in history; an administrator's view of a user's sign-ins. */
export function createSessionService(deps: { db: Db; config: Config; now: () => Date; protection: AccountProtectionService }) {
  const { db, config, now, protection } = deps;

  /** The live sessions, their devices named in the reader's language (`translate`). */
  async function list({ user, sessionId }: SignedIn, translate: Translate = inEnglish): Promise<SessionInfo[]> {
    const at = now();
    const idleSince = new Date(at.getTime() - config.tokenIdleMinutes * 60_000).toISOString();
    const sessions = await listLiveSessions(db, user.id, at.toISOString(), idleSince);
    return sessions.map((session) => ({
      id: session.id,
      device: describeDevice(session.user_agent, translate),
      ip: session.ip,
      created_at: session.created_at,
      last_used_at: session.last_used_at,
      current: session.id === sessionId,
    }));
  }

  async function signOut({ user }: SignedIn, sessionId: number): Promise<void> {
    if (!(await revokeOwnSession(db, user.id, sessionId, now().toISOString()))) throw new HttpError(404, SESSION_TEXTS.notFound);
  }

  async function signOutOthers({ user, sessionId }: SignedIn): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await revokeOtherSessions(trx, user.id, sessionId, now().toISOString());
      await protection.notify(trx, user, { subject: SIGNED_OUT_NOTICE_TEXTS.subject, lines: [SIGNED_OUT_NOTICE_TEXTS.signedOut] });
    });
    protection.kick();
  }

  async function history(userId: number, translate: Translate = inEnglish): Promise<SignInAttempt[]> {
    const attempts = await latestSignInAttempts(db, userId, SIGN_IN_HISTORY_LENGTH);
    return attempts.map((attempt) => ({
      id: attempt.id,
      created_at: attempt.created_at,
      ip: attempt.ip,
      device: describeDevice(attempt.user_agent, translate),
      outcome: attempt.outcome,
    }));
  }

  async function historyOfUser(userId: number, translate: Translate = inEnglish): Promise<SignInAttempt[]> {
    const user = await findUserById(db, userId);
    if (!user || user.deleted_at !== null) throw new HttpError(404, USER_NOT_FOUND);
    return history(userId, translate);
  }

  return { list, signOut, signOutOthers, history, historyOfUser };
}
